import type { MfaTotpRow } from '../../db/schema.ts';
import type { SecretCipher, SecretContext } from '../../secrets/secret-cipher.ts';

/** The TOTP seed is stored encrypted, bound to its user. */
export const totpSecretContext = (userId: string): SecretContext => ({ purpose: 'totp_secret', rowId: userId });

/** The enrollment's seed in the clear, to check a code against. */
export function totpSecretOf(cipher: SecretCipher, totp: Pick<MfaTotpRow, 'user_id' | 'secret'>): string {
  return cipher.decrypt(totp.secret, totpSecretContext(totp.user_id));
}
