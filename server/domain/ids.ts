import { randomBytes } from 'node:crypto';

export type IdPrefix =
  | 'usr'
  | 'ten'
  | 'chk'
  | 'rol'
  | 'pln'
  | 'prv'
  | 'whe'
  | 'whd'
  | 'key'
  | 'sa'
  | 'job'
  | 'evt'
  | 'rft'
  | 'ses'
  | 'mfc'
  | 'rcv'
  | 'emt'
  | 'inv'
  | 'dom'
  | 'sso'
  | 'client'
  | 'con'
  | 'soc'
  | 'pk'
  | 'dir'
  | 'dus'
  | 'dgr';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `<prefix>_` + 26 Crockford base32 characters: 48 bits of milliseconds then 80 random bits
 * (the ULID layout), so ids sort by creation time and keyset cursors can order by id.
 */
export function newId(prefix: IdPrefix): string {
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  randomBytes(10).copy(bytes, 6);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 26; i++) {
    text = CROCKFORD[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `${prefix}_${text}`;
}
