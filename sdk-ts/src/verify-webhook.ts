import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Schemas } from './types.js';

export { WebhookVerificationError };

/** Every event body Gatekeep sends (openapi.yaml `webhooks`), told apart by `type`. */
export type WebhookEvent = {
  [Name in keyof Schemas]: Name extends `${string}Event`
    ? Schemas[Name] extends { type: string; tenantId: string }
      ? Schemas[Name]
      : never
    : never;
}[keyof Schemas];

/** Headers as Node's `IncomingMessage` has them, as a fetch `Headers`, or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function headerRecord(headers: WebhookHeaders): Record<string, string> {
  const record: Record<string, string> = {};
  const get =
    typeof (headers as Headers).get === 'function'
      ? (name: string) => (headers as Headers).get(name) ?? undefined
      : (name: string) => {
          const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
          const value = key === undefined ? undefined : (headers as Record<string, string | string[] | undefined>)[key];
          return Array.isArray(value) ? value.join(' ') : value;
        };
  for (const name of SIGNED_HEADERS) {
    const value = get(name);
    if (value !== undefined) record[name] = value;
  }
  return record;
}

/**
 * Verifies a delivery from Gatekeep with the Standard Webhooks reference library and returns
 * the parsed event. `payload` must be the raw body exactly as received (a string or Buffer, not
 * re-serialised JSON); `secret` is the endpoint's `whsec_…`. A missing or wrong signature, or a
 * `webhook-timestamp` more than five minutes from now, throws `WebhookVerificationError`.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  return new Webhook(secret).verify(body, headerRecord(headers)) as WebhookEvent;
}
