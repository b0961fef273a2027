import { describe, expect, it } from 'vitest';
import { matchTotpCode, totpCode } from '../../server/domain/mfa/totp.ts';

// RFC 6238 Appendix B, SHA-1 rows: the 20-byte ASCII seed "12345678901234567890", 8 digits.
const SEED = new TextEncoder().encode('12345678901234567890');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(VECTORS)('at T=%i the code is %s', async (epochSeconds, expected) => {
    expect(await totpCode(SEED, { epochSeconds, digits: 8 })).toBe(expected);
    expect(await matchTotpCode(SEED, expected, { epochSeconds, digits: 8 })).toBe(Math.floor(epochSeconds / 30));
  });

  it('accepts one step of drift either side and no more', async () => {
    const at = 1111111111;
    const code = await totpCode(SEED, { epochSeconds: at, digits: 8 });
    expect(await matchTotpCode(SEED, code, { epochSeconds: at + 30, digits: 8 })).not.toBeNull();
    expect(await matchTotpCode(SEED, code, { epochSeconds: at - 30, digits: 8 })).not.toBeNull();
    expect(await matchTotpCode(SEED, code, { epochSeconds: at + 60, digits: 8 })).toBeNull();
    expect(await matchTotpCode(SEED, code, { epochSeconds: at - 60, digits: 8 })).toBeNull();
  });

  it('refuses a code from a step at or before the last one accepted (no replay)', async () => {
    const at = 1234567890;
    const code = await totpCode(SEED, { epochSeconds: at, digits: 8 });
    const step = (await matchTotpCode(SEED, code, { epochSeconds: at, digits: 8 }))!;
    expect(await matchTotpCode(SEED, code, { epochSeconds: at, digits: 8, afterStep: step })).toBeNull();
    expect(await matchTotpCode(SEED, code, { epochSeconds: at, digits: 8, afterStep: step - 1 })).toBe(step);
  });

  it('refuses anything that is not digits', async () => {
    expect(await matchTotpCode(SEED, 'abcdef', { epochSeconds: 59 })).toBeNull();
  });
});
