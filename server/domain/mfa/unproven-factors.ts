import type { Db } from '../../db/database.ts';
import { deleteRecoveryCodeRows } from '../../db/repositories/mfa-recovery-codes.ts';
import { deleteTotpRow, findTotp } from '../../db/repositories/mfa-totp.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';

/**
 * Inside the transaction in which a mailed link first proves the user's address: a TOTP
 * enrollment (pending or active) and recovery codes set up before that proof were set up by
 * whoever claimed the address first, who did not own it. They go, with an audit event, so the
 * owner of the inbox takes the account back with nothing of the squatter's left on it.
 */
export async function removeFactorsSetUpBeforeProof(trx: Db, meta: RequestMeta, userId: string): Promise<boolean> {
  const totp = await findTotp(trx, userId);
  if (!totp) {
    // Recovery codes exist only beside an active TOTP; delete any stray ones all the same.
    await deleteRecoveryCodeRows(trx, userId);
    return false;
  }
  await deleteRecoveryCodeRows(trx, userId);
  await deleteTotpRow(trx, userId);
  await recordAuditEvent(trx, meta, {
    action: 'mfa.totp_disabled',
    actor: { kind: 'user', userId },
    target: { type: 'user', id: userId },
    metadata: { via: 'password_reset', reason: 'set_up_before_address_proven', status: totp.status },
  });
  return true;
}
