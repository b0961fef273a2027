/** The caller, as identity resolved it from a credential (spec §2 "Actors"). */
export type Actor =
  /** `sessionId`: set when resolved from an access token (the session it belongs to). */
  | { kind: 'user'; userId: string; sessionId?: string }
  | { kind: 'apiKey'; apiKeyId: string; tenantId: string; scopes: string[] }
  | { kind: 'platform'; serviceAccountId: string; permissions: string[] }
  | { kind: 'platformBootstrap' }
  | { kind: 'anonymous' }
  /** Never resolved from a credential: background work of the instance itself. */
  | { kind: 'system' };

export const ANONYMOUS: Actor = { kind: 'anonymous' };

/**
 * The four identity outcomes of spec §5, plus `expired` (issue 30): an access token whose
 * signature verified but whose `exp` has passed, so the client knows to refresh rather than
 * sign in again. `hint`: what to send instead, given only from the credential's visible shape
 * (a `gk_live_` prefix…), never from anything looked up.
 */
export type IdentityOutcome =
  | { outcome: 'resolved'; actor: Actor }
  | { outcome: 'anonymous' }
  | { outcome: 'invalid'; hint?: string }
  | { outcome: 'expired' }
  | { outcome: 'unavailable' };

/** How an actor is named in audit events. */
export function auditActor(actor: Actor): { kind: Actor['kind']; id: string | null } {
  switch (actor.kind) {
    case 'user':
      return { kind: 'user', id: actor.userId };
    case 'apiKey':
      return { kind: 'apiKey', id: actor.apiKeyId };
    case 'platform':
      return { kind: 'platform', id: actor.serviceAccountId };
    case 'platformBootstrap':
    case 'anonymous':
    case 'system':
      return { kind: actor.kind, id: null };
  }
}

/** The directory a SCIM token names (issue 35): its account's one `scim:<directoryId>` permission. */
export function directoryOfActor(actor: Actor): string | undefined {
  if (actor.kind !== 'platform') return undefined;
  const scim = actor.permissions.filter((permission) => permission.startsWith('scim:'));
  return scim.length === 1 ? scim[0]!.slice('scim:'.length) : undefined;
}
