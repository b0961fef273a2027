import type { Db } from '../../db/database.ts';
import { insertEmailToken, spendUserEmailTokens } from '../../db/repositories/email-tokens.ts';
import type { EmailTokenPurpose, UserRow } from '../../db/schema.ts';
import { hashSecret, newSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { newId } from '../ids.ts';

/** Each purpose's token prefix: verifyEmail tells an address-change link by its own. */
export const EMAIL_TOKEN_PREFIXES: Record<EmailTokenPurpose, string> = {
  verify_email: 'gkv_',
  password_reset: 'gkpr_',
  change_email: 'gkce_',
};

/**
 * A new token for a mailed link, for the address given (the user's current one, or for
 * change_email the new one): 256 random bits, stored hashed, expiring after EMAIL_TOKEN_TTL. It replaces the user's earlier links of the same purpose.
 * Call inside the transaction that decides to send it; mail it after the commit.
 */
export async function issueEmailToken(
  trx: Db,
  services: Services,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: EmailTokenPurpose,
  sessionId?: string,
): Promise<string> {
  const token = newSecret(EMAIL_TOKEN_PREFIXES[purpose]);
  await spendUserEmailTokens(trx, user.id, purpose);
  await insertEmailToken(trx, {
    id: newId('emt'),
    userId: user.id,
    purpose,
    email: user.email,
    tokenHash: hashSecret(token),
    sessionId: sessionId ?? null,
    expiresAt: new Date(Date.now() + services.config.mail.tokenTtl * 1000),
  });
  return token;
}
