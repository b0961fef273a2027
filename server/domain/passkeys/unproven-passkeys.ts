import type { Db } from '../../db/database.ts';
import { deleteAllPasskeyRows } from '../../db/repositories/passkeys.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordUserChange } from '../audit/record-user-change.ts';

/**
 * Inside the transaction in which the user's address is first proven by someone else's say-so
 * (a reset link, an identity provider vouching for it): passkeys registered before that proof
 * belong to whoever claimed the address first (a passkey sign-up needs no proven address), who
 * may not own it. They go, each as `passkey.deleted` with the reason, so the address's owner
 * takes the account back with no way in left to the claimant.
 */
export async function removePasskeysSetUpBeforeProof(
  trx: Db,
  services: Services,
  meta: RequestMeta,
  user: { id: string; email: string },
  via: string,
): Promise<number> {
  const removed = await deleteAllPasskeyRows(trx, user.id);
  for (const passkeyId of removed) {
    await recordUserChange(trx, services, meta, {
      event: 'passkey.deleted',
      user,
      actor: { kind: 'user', userId: user.id },
      metadata: { passkeyId, via, reason: 'set_up_before_address_proven' },
      data: { passkeyId },
    });
  }
  return removed.length;
}
