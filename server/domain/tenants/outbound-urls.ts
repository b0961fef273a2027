import { isIP } from 'node:net';
import { AppError } from '../../errors.ts';
import { isPublicAddress } from '../../net/public-addresses.ts';

// The rules for a URL a tenant configures. Which addresses a server-side request may reach is
// net/public-addresses.ts, which webhook deliveries and the SSO fetch (protocols/) also apply
// when they connect.

/** Names that never point at the public internet, whatever DNS says. */
const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal|metadata|metadata\.google\.internal)$/i;

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return /^localhost$/i.test(bare) || bare === '::1' || /^127\./.test(bare);
}

export interface OutboundPolicy {
  /**
   * Private, loopback and link-local targets (and http to localhost): for local development
   * and tests only. Webhooks: WEBHOOK_ALLOW_PRIVATE_TARGETS.
   */
  allowPrivateTargets: boolean;
  /**
   * The setting that allows them, named in the refusal so an operator testing against a local
   * receiver learns the switch instead of guessing (webhooks: WEBHOOK_ALLOW_PRIVATE_TARGETS).
   */
  allowedBy?: string;
}

/**
 * An outbound URL a tenant configures (webhook endpoint, identity provider): https, or http to
 * localhost while private targets are allowed; no credentials in it; unless private targets
 * are allowed, no host that is a non-public address or a local name. (Hostnames are resolved
 * and every address re-checked when a request is actually made, since DNS can change after
 * this check.)
 */
export function assertAllowedUrl(value: string, field: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('VALIDATION_FAILED', `${field} is not a valid URL.`);
  }
  if (url.username || url.password) throw new AppError('VALIDATION_FAILED', `${field} must not contain credentials.`);
  const localhostHttp = url.protocol === 'http:' && policy.allowPrivateTargets && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !localhostHttp) {
    const hint = policy.allowPrivateTargets
      ? ' (http is allowed for localhost only)'
      : isLoopbackHost(url.hostname) && policy.allowedBy
        ? `; http to localhost needs ${policy.allowedBy}=true (development only)`
        : '';
    throw new AppError('VALIDATION_FAILED', `${field} must use https${hint}.`);
  }
  if (!policy.allowPrivateTargets) {
    // A trailing dot (`localhost.`) names the same host as a fully qualified name.
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
    if (LOCAL_NAMES.test(host) || (isIP(host) !== 0 && !isPublicAddress(host))) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${field} must not point at a private, loopback, link-local, special-purpose or metadata address` +
          (policy.allowedBy ? `; set ${policy.allowedBy}=true to allow it (development only).` : '.'),
      );
    }
  }
  return url;
}
