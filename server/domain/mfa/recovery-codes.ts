import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { hashSecret, newId } from '../ids.ts';

const COUNT = 10;
// Lower-case base32 without look-alikes; 2 × 5 characters = 50 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** Case, spaces and dashes do not matter when a user types a code back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** Replaces the user's codes with ten fresh ones; only their hashes are stored. */
export async function replaceRecoveryCodes(trx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newRecoveryCode);
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('mfa_recovery_codes')
    .values(codes.map((code) => ({ id: newId('rcv'), user_id: userId, code_hash: hashSecret(normalizeRecoveryCode(code)), used_at: null })))
    .execute();
  return codes;
}
