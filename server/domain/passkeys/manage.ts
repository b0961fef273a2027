import type { RequestBody, Schemas } from '../../api-types.ts';
import { countPasskeyRows, deletePasskeyRow, findPasskeyRow, listPasskeyRows, renamePasskeyRow } from '../../db/repositories/passkeys.ts';
import { findUserById, lockUserRow } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';
import { passkeyView } from './passkey-view.ts';
import { hasPassword } from '../auth/passwords.ts';
import { confirmStepUp } from './step-up.ts';

export async function listPasskeys(services: Services, userId: string): Promise<Schemas['PasskeyPage']> {
  return { items: (await listPasskeyRows(services.db, userId)).map(passkeyView), nextCursor: null };
}

export async function updatePasskey(
  services: Services,
  meta: RequestMeta,
  userId: string,
  passkeyId: string,
  input: RequestBody<'updatePasskey'>,
): Promise<Schemas['Passkey']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await renamePasskeyRow(trx, userId, passkeyId, input.name);
    if (!row) throw new AppError('NOT_FOUND');
    await recordAuditEvent(trx, meta, { action: 'passkey.renamed', target: { type: 'user', id: userId }, metadata: { passkeyId } });
    return passkeyView(row);
  });
}

/**
 * deletePasskey, after the step-up. An account without a password keeps at least one passkey
 * (or it could not sign in again): removing its last is 409 CONFLICT. Under the user's row
 * lock, so two deletions cannot both see a second passkey.
 */
export async function deletePasskey(
  services: Services,
  meta: RequestMeta,
  userId: string,
  sessionId: string | undefined,
  passkeyId: string,
  input: RequestBody<'deletePasskey'> | undefined,
): Promise<Schemas['Deleted']> {
  const user = await findUserById(services.db, userId);
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  await findPasskeyRow(services.db, userId, passkeyId);
  await confirmStepUp(services, meta, user, sessionId, input?.password);
  return services.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    if (!hasPassword(user) && (await countPasskeyRows(trx, userId)) <= 1)
      throw new AppError('CONFLICT', 'This is the last way into an account without a password: add a password or another passkey first.');
    if (!(await deletePasskeyRow(trx, userId, passkeyId))) throw new AppError('NOT_FOUND');
    await recordUserChange(trx, services, meta, { event: 'passkey.deleted', user, metadata: { passkeyId }, data: { passkeyId } });
    return { id: passkeyId, deleted: true };
  });
}
