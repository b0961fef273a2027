import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.ts';
import { encryptionKeyId, SecretCipher, storedKeyId } from '../../server/secrets/secret-cipher.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const totp = { purpose: 'totp_secret', rowId: 'usr_1' } as const;

function expectUndecryptable(run: () => unknown) {
  try {
    run();
    expect.unreachable();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).code).toBe('SERVICE_UNAVAILABLE');
  }
}

describe('SecretCipher (AES-256-GCM, key id in each ciphertext)', () => {
  it('round-trips, naming the key that encrypted, with a fresh IV each time', () => {
    const cipher = new SecretCipher([keyA]);
    const first = cipher.encrypt('JBSWY3DPEHPK3PXP', totp);
    const second = cipher.encrypt('JBSWY3DPEHPK3PXP', totp);
    expect(first).toMatch(new RegExp(`^enc:v1:${encryptionKeyId(keyA)}:[A-Za-z0-9_-]+$`));
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(cipher.decrypt(first, totp)).toBe('JBSWY3DPEHPK3PXP');
    expect(storedKeyId(first)).toBe(cipher.activeKeyId);
  });

  it('encrypts under the first key and decrypts under any', () => {
    const old = new SecretCipher([keyA]).encrypt('s3cret', totp);
    const rotated = new SecretCipher([keyB, keyA]);
    expect(rotated.decrypt(old, totp)).toBe('s3cret');
    expect(storedKeyId(old)).not.toBe(rotated.activeKeyId);
    const fresh = rotated.encrypt('s3cret', totp);
    expect(storedKeyId(fresh)).toBe(encryptionKeyId(keyB));
    expect(storedKeyId(fresh)).toBe(rotated.activeKeyId);
    // Key ids come from the keys, not their order.
    expect(new SecretCipher([keyA, keyB]).decrypt(fresh, totp)).toBe('s3cret');
  });

  it('fails closed on a key it does not hold, another row, another purpose, tampering or plaintext', () => {
    const cipher = new SecretCipher([keyA]);
    const stored = cipher.encrypt('s3cret', totp);
    expectUndecryptable(() => new SecretCipher([keyB]).decrypt(stored, totp));
    expectUndecryptable(() => cipher.decrypt(stored, { purpose: 'totp_secret', rowId: 'usr_2' }));
    expectUndecryptable(() => cipher.decrypt(stored, { purpose: 'webhook_signing_secret', rowId: 'usr_1' }));
    const body = Buffer.from(stored.split(':')[3]!, 'base64url');
    body[body.length - 1]! ^= 1;
    expectUndecryptable(() => cipher.decrypt(`enc:v1:${cipher.activeKeyId}:${body.toString('base64url')}`, totp));
    expectUndecryptable(() => cipher.decrypt(`enc:v1:${cipher.activeKeyId}:AAAA`, totp));
    expectUndecryptable(() => cipher.decrypt('s3cret', totp));
  });

  it('takes only 32-byte keys', () => {
    expect(() => new SecretCipher([])).toThrow();
    expect(() => new SecretCipher([randomBytes(16)])).toThrow(/32 bytes/);
  });
});
