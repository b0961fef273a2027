import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp } from '../helpers/test-app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-rotation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const oldPem = readFileSync(inject('signingKeyFile'), 'utf8');
const newPem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const keyFile = (name: string, ...pems: string[]) => {
  const file = path.join(dir, name);
  writeFileSync(file, pems.join(''));
  return file;
};

describe('signing-key rotation', () => {
  it('signs with the new key while tokens of the old one keep verifying, until it is retired', async () => {
    const dataDir = path.join(dir, 'data');
    const before = await startTestApp({ SIGNING_KEY_FILE: keyFile('old.pem', oldPem) }, { dataDir });
    const account = await signUp(before);
    const tenant = await createTenant(before, account);
    const { secret: key } = (
      await before.call('POST', `/v1/tenants/${tenant.id}/api-keys`, { token: account.accessToken, body: { name: 'svc', scopes: [] } })
    ).body.data;
    const oldToken = (await before.call('POST', '/v1/keys/token', { body: { key } })).body.data.accessToken;
    const oldKid = decodeProtectedHeader(oldToken).kid;
    await before.close();

    // Step 1 of the procedure: the new key first, the old one after it.
    const during = await startTestApp({ SIGNING_KEY_FILE: keyFile('both.pem', newPem, oldPem) }, { dataDir });
    try {
      const jwks = (await during.call('GET', '/v1/.well-known/jwks.json')).body;
      expect(jwks.keys).toHaveLength(2);
      expect(jwks.keys[1].kid).toBe(oldKid);
      const newToken = (await during.call('POST', '/v1/keys/token', { body: { key } })).body.data.accessToken;
      expect(decodeProtectedHeader(newToken).kid).toBe(jwks.keys[0].kid);
      expect(jwks.keys[0].kid).not.toBe(oldKid);
      const keySet = createLocalJWKSet(jwks);
      await expect(jwtVerify(oldToken, keySet)).resolves.toBeDefined();
      await expect(jwtVerify(newToken, keySet)).resolves.toBeDefined();
      // User access tokens signed by the old key still work too.
      expect((await during.call('GET', '/v1/me', { token: account.accessToken })).status).toBe(200);
    } finally {
      await during.close();
    }

    // Step 2, once the old key's tokens have expired: drop it.
    const after = await startTestApp({ SIGNING_KEY_FILE: keyFile('new.pem', newPem) }, { dataDir });
    try {
      const jwks = (await after.call('GET', '/v1/.well-known/jwks.json')).body;
      expect(jwks.keys.map((k: { kid: string }) => k.kid)).not.toContain(oldKid);
      await expect(jwtVerify(oldToken, createLocalJWKSet(jwks))).rejects.toThrow();
      expect((await after.call('GET', '/v1/me', { token: account.accessToken })).status).toBe(401);
    } finally {
      await after.close();
    }
  });

  it('refuses to start on a file with no private key', async () => {
    await expect(startTestApp({ SIGNING_KEY_FILE: keyFile('empty.pem', 'not a key') })).rejects.toThrow(/holds no PEM private key/);
  });
});
