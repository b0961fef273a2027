import type { Schemas } from '../../api-types.ts';
import { listAuditEventRowsByUserActor } from '../../db/repositories/audit-events.ts';
import { listPasskeyRows } from '../../db/repositories/passkeys.ts';
import { listLiveSessionRows } from '../../db/repositories/sessions.ts';
import { listSocialIdentitiesOfUser } from '../../db/repositories/social.ts';
import { listSsoIdentitiesOfUser } from '../../db/repositories/sso.ts';
import { findUserById, listPreviousEmailsOf } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { auditEventView } from '../audit/audit-events.ts';
import { passkeyView } from '../passkeys/passkey-view.ts';
import { listTenants } from '../tenants/tenants.ts';
import { sessionView } from './sessions.ts';
import { userView } from './user-view.ts';

export function previousEmailView(row: { email: string; changed_at: Date; expires_at: Date }): Schemas['PreviousEmail'] {
  return { email: row.email, changedAt: row.changed_at.toISOString(), expiresAt: row.expires_at.toISOString() };
}

/** Sessions read per query while the export walks them all. */
const SESSION_BATCH = 500;

/**
 * exportMe: everything Gatekeep holds about the caller that is theirs to take (GDPR Art. 15
 * and 20), as one JSON document: the profile, the former addresses on record, the live
 * sessions, the tenants with the role in each, the passkeys, the identities at SSO providers
 * and social connections linked to the account, and every audit event the caller was the
 * actor of. Never a secret: no hash, no token, no TOTP secret, recovery code or public key.
 */
export async function exportMe(services: Services, userId: string, currentSessionId: string | undefined): Promise<Schemas['MeExport']> {
  const row = await findUserById(services.db, userId);
  if (!row) throw new AppError('INVALID_CREDENTIAL');
  const sessions: Schemas['Session'][] = [];
  for (let beforeId: string | undefined; ;) {
    const rows = await listLiveSessionRows(services.db, userId, { limit: SESSION_BATCH, beforeId });
    sessions.push(...rows.slice(0, SESSION_BATCH).map((session) => sessionView(session, currentSessionId)));
    if (rows.length <= SESSION_BATCH) break;
    beforeId = rows[SESSION_BATCH - 1]!.id;
  }
  return {
    exportedAt: new Date().toISOString(),
    user: await userView(services.db, row),
    publicMetadata: row.public_metadata,
    previousEmails: (await listPreviousEmailsOf(services.db, [userId])).map(previousEmailView),
    sessions,
    memberships: (await listTenants(services, userId)).items,
    passkeys: (await listPasskeyRows(services.db, userId)).map(passkeyView),
    linkedIdentities: await linkedIdentities(services, userId),
    auditEvents: (await listAuditEventRowsByUserActor(services.db, userId)).map(auditEventView),
  };
}

async function linkedIdentities(services: Services, userId: string): Promise<Schemas['LinkedIdentity'][]> {
  const view = (
    kind: 'sso' | 'social',
    providerId: string,
    row: { subject: string; email: string | null; created_at: Date; last_login_at: Date | null },
  ) => ({
    kind,
    providerId,
    subject: row.subject,
    email: row.email,
    linkedAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  });
  return [
    ...(await listSsoIdentitiesOfUser(services.db, userId)).map((row) => view('sso', row.provider_config_id, row)),
    ...(await listSocialIdentitiesOfUser(services.db, userId)).map((row) => view('social', row.connection_id, row)),
  ];
}
