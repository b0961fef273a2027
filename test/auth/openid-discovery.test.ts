import { rmSync } from 'node:fs';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { signUp, startTestApp, uniqueEmail, PASSWORD } from '../helpers/test-app.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 19, point 6: `/.well-known/openid-configuration` names the issuer and the JWKS URI, so a
// standard JWT library configures itself from the issuer alone.

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = migratedDataDir('gatekeep-discovery-');
  server = await startServerProcess((port) => ({
    DATA_DIR: dataDir,
    SIGNING_KEY_FILE: inject('signingKeyFile'),
    ISSUER: `http://127.0.0.1:${port}`, // the public URL, as an operator sets it
  }));
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the discovery document', () => {
  it('lets jose verify an access token knowing nothing but the issuer', async () => {
    const issuer = server.baseUrl;
    const document = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    // Issue 33: the OpenID Provider's document, which names far more (test/oidc-provider).
    expect(document).toMatchObject({
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    });

    const signup = await fetch(`${issuer}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('discovery'), password: PASSWORD }),
    });
    const { data } = await signup.json();
    const { payload } = await jwtVerify(data.accessToken, createRemoteJWKSet(new URL(document.jwks_uri)), {
      issuer: document.issuer,
      audience: 'gatekeep',
      algorithms: document.id_token_signing_alg_values_supported,
    });
    expect(payload.sub).toBe(data.user.id);
  });

  it('has no document when signing is off: no provider, nothing a resource server can verify offline', async () => {
    const off = await startTestApp({ SIGNING_KEY: 'off' });
    try {
      const account = await signUp(off);
      expect(account.accessToken).toBeTruthy();
      const discovery = await off.call('GET', '/.well-known/openid-configuration');
      expect(discovery.status).toBe(404);
      expect(discovery.body).toMatchObject({ ok: false });
      expect((await off.call('GET', '/auth/sign-in?interaction=abc')).status).toBe(404);
      expect((await off.call('GET', '/.well-known/jwks.json')).body).toEqual({ keys: [] });
    } finally {
      await off.close();
    }
  });
});
