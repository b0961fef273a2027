import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { secretsEqual } from '../../server/identity/constant-time.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);
const secret = 'b'.repeat(40);

describe('secretsEqual', () => {
  beforeEach(() => {
    timingSafeEqual.mockClear();
  });

  it('accepts an equal secret', () => {
    expect(secretsEqual(secret, 'b'.repeat(40))).toBe(true);
    expect(secretsEqual('', '')).toBe(true);
  });

  it('refuses a different secret of the same length, however late it differs', () => {
    expect(secretsEqual(`c${'b'.repeat(39)}`, secret)).toBe(false);
    expect(secretsEqual(`${'b'.repeat(39)}c`, secret)).toBe(false);
  });

  it('refuses a prefix, an extension, and other lengths', () => {
    expect(secretsEqual(secret.slice(0, 39), secret)).toBe(false);
    expect(secretsEqual(`${secret}b`, secret)).toBe(false);
    expect(secretsEqual('', secret)).toBe(false);
    expect(secretsEqual(secret, '')).toBe(false);
    expect(secretsEqual('short', secret)).toBe(false);
  });

  it('is not fooled by equal-looking Unicode that differs in bytes', () => {
    expect(secretsEqual('caf\u00e9', 'cafe\u0301')).toBe(false);
  });

  it('compares with crypto.timingSafeEqual on equal-length buffers, for every input length', () => {
    for (const given of [secret, `${'b'.repeat(39)}c`, 'short', `${secret}${secret}`]) secretsEqual(given, secret);
    expect(timingSafeEqual).toHaveBeenCalledTimes(4);
    for (const [a, b] of timingSafeEqual.mock.calls) {
      expect(Buffer.isBuffer(a) || a instanceof Uint8Array).toBe(true);
      expect((a as Uint8Array).byteLength).toBe((b as Uint8Array).byteLength);
    }
  });
});
