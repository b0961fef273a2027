import type { QueryParams, RequestBody, Schemas } from '../../api-types.ts';
import { revokeSessionRows } from '../../db/repositories/sessions.ts';
import {
  findUserById,
  listPreviousEmailsOf,
  listUserRows,
  setUserDisabled,
  type UserFilter,
  updateUserMetadata,
} from '../../db/repositories/users.ts';
import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { deleteAccount } from '../auth/delete-account.ts';
import { previousEmailView } from '../auth/export-me.ts';
import { assertStorableMetadata, metadataFilter } from '../metadata.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';

type PreviousEmailRow = Awaited<ReturnType<typeof listPreviousEmailsOf>>[number];

function platformUserView(row: UserRow, mfaEnabled: boolean, previous: PreviousEmailRow[]): Schemas['PlatformUser'] {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    name: row.name,
    mfaEnabled,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
    previousEmails: previous.filter((p) => p.user_id === row.id).map(previousEmailView),
    metadata: row.metadata,
    publicMetadata: row.public_metadata,
  };
}

async function viewOf(db: Services['db'], row: UserRow): Promise<Schemas['PlatformUser']> {
  return platformUserView(row, await isTotpActive(db, row.id), await listPreviousEmailsOf(db, [row.id]));
}

export async function listUsers(services: Services, query: QueryParams<'listUsers'>): Promise<Schemas['PlatformUserPage']> {
  const limit = clampLimit(query.limit);
  const filter: UserFilter = {
    limit,
    beforeId: decodeCursor(query.cursor),
    emailPrefix: query.email,
    emailVerified: query.emailVerified,
    disabled: query.disabled,
    createdAfter: query.createdAfter ? new Date(query.createdAfter) : undefined,
    createdBefore: query.createdBefore ? new Date(query.createdBefore) : undefined,
    metadata: metadataFilter(query),
  };
  const rows = await listUserRows(services.db, filter);
  const previous = await listPreviousEmailsOf(
    services.db,
    rows.slice(0, limit).map((row) => row.id),
  );
  return pageOf(rows, limit, (row) => platformUserView(row, row.totp_active, previous));
}

export async function getUser(services: Services, userId: string): Promise<Schemas['PlatformUser']> {
  const row = await findUserById(services.db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return viewOf(services.db, row);
}

/**
 * Disables the user and ends their sessions in one transaction. Every instance forgets the
 * sessions on commit (the access-token check reads them), and every new session is refused
 * while the flag is set (createSession), so no credential of theirs works from the commit on.
 */
export async function disableUser(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['PlatformUser']> {
  const row = await services.db.transaction().execute((trx) => disableUserIn(trx, services, meta, userId));
  return viewOf(services.db, row);
}

/**
 * Inside the caller's transaction (disableUser, a directory's deprovisioning): the flag, the
 * sessions ended, `user.disabled` recorded. Every instance forgets the sessions on commit.
 */
export async function disableUserIn(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  userId: string,
  metadata: Record<string, unknown> = {},
): Promise<UserRow> {
  const result = await setUserDisabled(trx, userId, true);
  if (!result) throw new AppError('NOT_FOUND');
  if (!result.changed) return result.row;
  const revoked = await revokeSessionRows(trx, userId, {});
  await recordUserChange(trx, services, meta, {
    event: 'user.disabled',
    user: result.row,
    metadata: { revokedSessions: revoked.length, ...metadata },
  });
  return result.row;
}

export async function enableUser(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['PlatformUser']> {
  const row = await services.db.transaction().execute((trx) => enableUserIn(trx, meta, userId));
  return viewOf(services.db, row);
}

export async function enableUserIn(trx: Db, meta: RequestMeta, userId: string, metadata: Record<string, unknown> = {}): Promise<UserRow> {
  const result = await setUserDisabled(trx, userId, false);
  if (!result) throw new AppError('NOT_FOUND');
  if (result.changed) await recordAuditEvent(trx, meta, { action: 'user.enabled', target: { type: 'user', id: userId }, metadata });
  return result.row;
}

/**
 * updateUser: each metadata object given replaces the stored one whole. Stored as given, so
 * only its size is checked (JSON Schema cannot say "8 KiB serialised").
 */
export async function updateUser(
  services: Services,
  meta: RequestMeta,
  userId: string,
  input: RequestBody<'updateUser'>,
): Promise<Schemas['PlatformUser']> {
  for (const field of ['metadata', 'publicMetadata'] as const) assertStorableMetadata(input[field], `body.${field}`);
  const row = await services.db.transaction().execute(async (trx) => {
    const updated = await updateUserMetadata(trx, userId, input);
    if (!updated) throw new AppError('NOT_FOUND');
    await recordUserChange(trx, services, meta, { event: 'user.updated', user: updated, metadata: { fields: Object.keys(input).sort() } });
    return updated;
  });
  return viewOf(services.db, row);
}

/** deleteUser: deleteMe's rules, without the password, the operator as the actor. */
export async function deleteUser(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['Deleted']> {
  await services.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw new AppError('NOT_FOUND');
    await deleteAccount(trx, services, meta, user);
  });
  return { id: userId, deleted: true };
}

export async function revokeUserSessions(services: Services, meta: RequestMeta, userId: string): Promise<Schemas['LogoutAllResult']> {
  return services.db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, userId))) throw new AppError('NOT_FOUND');
    const revoked = await revokeSessionRows(trx, userId, {});
    await recordAuditEvent(trx, meta, {
      action: 'session.revoked_all',
      target: { type: 'user', id: userId },
      metadata: { reason: 'revoked_by_operator', revokedSessions: revoked.length },
    });
    return { revokedSessions: revoked.length };
  });
}
