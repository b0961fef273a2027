import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { AppError } from '../../errors.ts';
import { isPublicAddress, publicOnlyLookup } from '../../net/public-addresses.ts';
import { assertAllowedUrl } from '../tenants/outbound-urls.ts';

export interface WebhookRequest {
  url: string;
  messageId: string;
  body: string;
  /** The endpoint's current secret first, then the previous one during a rotation's grace period. */
  secrets: string[];
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: off, every address the request would reach must be public. */
  allowPrivateTargets: boolean;
  signal: AbortSignal;
}

export interface WebhookAnswer {
  status: number;
  /** From Retry-After on 429 and 503, in milliseconds. */
  retryAfterMs: number | undefined;
}

/** A delivery attempt that got no HTTP answer: refused address, DNS, connection, timeout. */
export class DeliveryError extends Error {}

const MAX_RESPONSE_BYTES = 64 * 1024;

/** Standard Webhooks: one `v1,<base64>` per secret, space-separated, over `id.timestamp.body`. */
export function signatureHeader(messageId: string, timestamp: Date, body: string, secrets: string[]): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' ');
}

function retryAfterMs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** One POST; never follows a redirect (a 3xx is just a non-2xx answer). */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookAnswer> {
  let url: URL;
  try {
    url = assertAllowedUrl(request.url, 'url', { allowPrivateTargets: request.allowPrivateTargets });
  } catch (err) {
    throw new DeliveryError(err instanceof AppError ? err.message : 'the endpoint URL is not allowed');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node skips the lookup for an IP literal, so literals are checked here.
  if (!request.allowPrivateTargets && isIP(host) !== 0 && !isPublicAddress(host))
    throw new DeliveryError('the endpoint host is not a public address');

  const timestamp = new Date();
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const fail = (err: Error) => {
      if (timeout.aborted) reject(new DeliveryError(`no answer within ${request.timeoutMs} ms`));
      else if (request.signal.aborted) reject(new DeliveryError('the attempt was interrupted by shutdown'));
      else
        reject(
          err instanceof DeliveryError
            ? err
            : new DeliveryError(`${(err as NodeJS.ErrnoException).code ?? 'request failed'}: ${err.message}`),
        );
    };
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        lookup: publicOnlyLookup(
          request.allowPrivateTargets,
          (host) => new DeliveryError(`${host} resolves to an address that is not public`),
        ),
        signal,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Gatekeep-Webhooks/1.0',
          'webhook-id': request.messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signatureHeader(request.messageId, timestamp, request.body, request.secrets),
        },
      },
      (response) => {
        let received = 0;
        const answer = { status: response.statusCode ?? 0, retryAfterMs: retryAfterMs(response.headers['retry-after']) };
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // The body is not used; past a limit, stop reading rather than buffer a flood.
          if (received > MAX_RESPONSE_BYTES) {
            response.destroy();
            resolve(answer);
          }
        });
        response.on('end', () => resolve(answer));
        response.on('error', fail);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}
