import type { Schemas } from '../../api-types.ts';
import type { ApiKeyRow, ServiceAccountRow } from '../../db/schema.ts';
import { CredentialCache } from './credential-cache.ts';

/** A session as the access-token check needs it. */
export interface LiveSession {
  userId: string;
  expiresAt: Date;
}

/**
 * What each hot credential resolves to, keyed by the credential's hash (sessions by id), and
 * the two reads a user token makes most (getMe, listTenants), keyed by user id.
 */
export interface CredentialCaches {
  apiKeys: CredentialCache<ApiKeyRow>;
  sessions: CredentialCache<LiveSession>;
  serviceAccounts: CredentialCache<ServiceAccountRow>;
  users: CredentialCache<Schemas['User']>;
  tenantLists: CredentialCache<Schemas['TenantPage']['items']>;
}

/**
 * The backstop if a change ever went unheard while the feed still looked healthy: a revoked
 * credential is refused at once on the instance that revoked it, within the NOTIFY round trip
 * (milliseconds) on the others, and in no case later than this.
 */
export const CREDENTIAL_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export function createCredentialCaches(trustworthy: () => boolean): CredentialCaches {
  const options = { ttlMs: CREDENTIAL_CACHE_TTL_MS, maxEntries: MAX_ENTRIES, trustworthy };
  return {
    apiKeys: new CredentialCache<ApiKeyRow>(options),
    sessions: new CredentialCache<LiveSession>(options),
    serviceAccounts: new CredentialCache<ServiceAccountRow>(options),
    users: new CredentialCache<Schemas['User']>(options),
    tenantLists: new CredentialCache<Schemas['TenantPage']['items']>(options),
  };
}

/** Forgets what a published topic names (see db/invalidations.ts). */
export function forgetTopic(caches: CredentialCaches, topic: string): void {
  const split = topic.indexOf(':');
  const [kind, id] = split < 0 ? [topic, ''] : [topic.slice(0, split), topic.slice(split + 1)];
  switch (kind) {
    case 'api_key':
      return caches.apiKeys.forget((row) => row.id === id);
    case 'tenant':
      caches.apiKeys.forget((row) => row.tenant_id === id);
      return caches.tenantLists.forget((items) => items.some((tenant) => tenant.id === id));
    case 'user':
      // The user's own view (email verified, TOTP on or off) and their memberships.
      caches.users.forget((_user, userId) => userId === id);
      return caches.tenantLists.forget((_items, userId) => userId === id);
    case 'session':
      return caches.sessions.forget((_session, sessionId) => sessionId === id);
    case 'service_account':
      return caches.serviceAccounts.forget((row) => row.id === id);
    default:
      // `*`, or a topic this version does not know (a newer instance's): forget everything.
      caches.apiKeys.forget();
      caches.sessions.forget();
      caches.serviceAccounts.forget();
      caches.users.forget();
      caches.tenantLists.forget();
  }
}
