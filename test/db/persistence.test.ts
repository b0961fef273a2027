import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp, startTestApp } from '../helpers/test-app.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

describe('the database', () => {
  it('keeps users and sessions across a restart (PGlite under DATA_DIR, or PostgreSQL)', async () => {
    const dataDir = migratedDataDir('gatekeep-restart-');
    try {
      const first = await startTestApp({}, { dataDir });
      const account = await signUp(first);
      await first.close();

      const second = await startTestApp({}, { dataDir });
      try {
        const login = await second.call('POST', '/v1/auth/login', { body: { email: account.email, password: PASSWORD } });
        expect(login.status).toBe(200);
        expect(login.body.data.user.id).toBe(account.user.id);
        expect((await second.call('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } })).status).toBe(200);
        // Tokens signed before the restart still verify: the key is kept, not regenerated.
        expect((await second.call('GET', '/v1/me', { token: account.accessToken })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE, never 500, once it is lost', async () => {
    const t = await startTestApp();
    try {
      await t.app.database.close();
      const health = await t.call('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ ok: false, error: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      const signup = await t.call('POST', '/v1/auth/signup', { body: { email: 'lost@example.com', password: PASSWORD } });
      expect(signup.status).toBe(503);
      expect(signup.body.code).toBe('SERVICE_UNAVAILABLE');
      const login = await t.call('POST', '/v1/auth/login', { body: { email: 'lost@example.com', password: PASSWORD } });
      expect(login.status).toBe(503);
      // The OpenID Provider (issue 33) fails closed the same way, in OAuth's format.
      const token = await t.call('POST', '/v1/oidc/token', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=client_x&client_secret=gkcs_x',
      });
      expect(token.status, token.text).toBe(503);
      expect(token.headers['retry-after']).toBe('1');
      expect(token.body.error).toBe('server_error');
      const authorize = await t.call('GET', '/v1/oidc/authorize?client_id=client_x&response_type=code&scope=openid');
      expect(authorize.status, authorize.text).toBe(503);
    } finally {
      await t.app.close().catch(() => {});
    }
  });
});

describe('the development signing key', () => {
  it('is generated once, kept in the database, and reused', async () => {
    const dataDir = migratedDataDir('gatekeep-devkey-');
    try {
      const first = await startTestApp({ SIGNING_KEY_FILE: '' }, { dataDir });
      const jwks = (await first.call('GET', '/v1/.well-known/jwks.json')).body;
      await first.close();
      const second = await startTestApp({ SIGNING_KEY_FILE: '' }, { dataDir });
      expect((await second.call('GET', '/v1/.well-known/jwks.json')).body).toEqual(jwks);
      expect(jwks.keys).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
