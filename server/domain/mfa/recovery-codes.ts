import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { replaceRecoveryCodeRows } from '../../db/repositories/mfa-recovery-codes.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import { newId } from '../ids.ts';

const COUNT = 10;
// OWASP ASVS 5.0 6.5.2: a recovery code needs at least 112 bits of entropy to be stored under a
// fast unsalted hash (hashSecret), as these are. 31 symbols (lower-case letters and digits
// without the look-alikes i, l, o, 0, 1) × 24 characters = 24 × log2(31) ≈ 118.9 bits, shown as
// four groups of six to stay typeable. (The earlier 2 × 5 characters gave only 49.5 bits.)
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 6;
const GROUPS = 4;

/** Case, spaces and dashes do not matter when a user types a code back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** randomInt draws each symbol uniformly (no modulo bias), so every character carries log2(31) bits. */
function newRecoveryCode(): string {
  const group = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: GROUPS }, group).join('-');
}

/** Replaces the user's codes with ten fresh ones; only their hashes are stored. */
export async function replaceRecoveryCodes(trx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newRecoveryCode);
  await replaceRecoveryCodeRows(
    trx,
    userId,
    codes.map((code) => ({ id: newId('rcv'), codeHash: hashSecret(normalizeRecoveryCode(code)) })),
  );
  return codes;
}
