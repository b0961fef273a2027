import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { calculateJwkThumbprint, createLocalJWKSet, decodeJwt, decodeProtectedHeader, exportJWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

const realKey = createPrivateKey(readFileSync(inject('signingKeyFile'), 'utf8'));
let t: TestApp;
let user: Awaited<ReturnType<typeof signUp>>;
let kid: string;
let sid: string;
let strangersSid: string;
const ISSUER = 'http://127.0.0.1:3000';

beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t);
  kid = decodeProtectedHeader(user.accessToken).kid!;
  sid = decodeJwt(user.accessToken).sid as string;
  strangersSid = decodeJwt((await signUp(t)).accessToken).sid as string;
});
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/v1/me', { token });
/** Two minutes ago, as an `exp`. */
const past = () => Math.floor(Date.now() / 1000) - 120;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forge(overrides: { header?: object; claims?: object; key?: Parameters<SignJWT['sign']>[0]; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: user.user.id,
    sid,
    iss: ISSUER,
    aud: 'gatekeep',
    iat: now,
    exp: overrides.expiresAt ?? now + 600,
    ...overrides.claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid, ...overrides.header })
    .sign(overrides.key ?? realKey);
}

describe('user access tokens', () => {
  it('verify offline through the served JWKS (RS256, kid = RFC 7638 thumbprint)', async () => {
    const jwks = await t.call('GET', '/v1/.well-known/jwks.json');
    const { payload, protectedHeader } = await jwtVerify(user.accessToken, createLocalJWKSet(jwks.body), {
      issuer: ISSUER,
      audience: 'gatekeep',
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt', kid });
    expect(payload).toMatchObject({ sub: user.user.id, sid: expect.stringMatching(/^ses_/), iss: ISSUER, aud: 'gatekeep' });
    expect(payload.exp! - payload.iat!).toBe(900);
    const publicJwk = await exportJWK(createPublicKey(realKey));
    expect(kid).toBe(await calculateJwkThumbprint(publicJwk, 'sha256'));
  });

  it('accept a well-formed token signed by the real key (the control for the forgeries below)', async () => {
    expect((await me(await forge())).status).toBe(200);
  });

  const forgeries: [string, () => Promise<string>][] = [
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ sub: user.user.id, iss: ISSUER, aud: 'gatekeep', iat: 1, exp: 9_999_999_999 })}.`,
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = user.accessToken.split('.');
        return `${header}.${b64({ sub: 'usr_01AAAAAAAAAAAAAAAAAAAAAAAA', iss: ISSUER, aud: 'gatekeep', iat: 1, exp: 9_999_999_999 })}.${signature}`;
      },
    ],
    ['another key under the real kid', async () => forge({ key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey })],
    // Expired as well as forged: expiry is only told (TOKEN_EXPIRED) once everything else verified.
    [
      'an expired token under another key',
      async () => forge({ expiresAt: past(), key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }),
    ],
    ['an expired token of another issuer', async () => forge({ expiresAt: past(), claims: { iss: 'https://evil.example' } })],
    ['an expired token of another audience', async () => forge({ expiresAt: past(), claims: { aud: 'someone-else' } })],
    ['an expired token without the at+jwt type', async () => forge({ expiresAt: past(), header: { typ: 'JWT' } })],
    [
      'an expired token whose subject is not a user',
      async () => forge({ expiresAt: past(), claims: { sub: 'key_01AAAAAAAAAAAAAAAAAAAAAAAA' } }),
    ],
    ['an expired token without a session (sid) claim', async () => forge({ expiresAt: past(), claims: { sid: undefined } })],
    [
      'HS256 keyed with the public key (algorithm confusion)',
      async () =>
        forge({
          header: { alg: 'HS256' },
          key: new TextEncoder().encode(createPublicKey(realKey).export({ type: 'spki', format: 'pem' }).toString()),
        }),
    ],
    ['another issuer', async () => forge({ claims: { iss: 'https://evil.example' } })],
    ['another audience', async () => forge({ claims: { aud: 'someone-else' } })],
    ['a token without the at+jwt type', async () => forge({ header: { typ: 'JWT' } })],
    // Every user claim right, typed as a minted service token (issue 29 point 6).
    ['a token typed as a service token (gatekeep-service+jwt)', async () => forge({ header: { typ: 'gatekeep-service+jwt' } })],
    ['a subject that is not a user', async () => forge({ claims: { sub: 'key_01AAAAAAAAAAAAAAAAAAAAAAAA' } })],
    ['no session (sid) claim', async () => forge({ claims: { sid: undefined } })],
    ['a session that does not exist', async () => forge({ claims: { sid: 'ses_01AAAAAAAAAAAAAAAAAAAAAAAA' } })],
    ["another user's session", async () => forge({ claims: { sid: strangersSid } })],
  ];

  it('stop being accepted when they expire, though they verified before', async () => {
    // Verified tokens are remembered until their exp (user-access-tokens.ts): the memory must end there.
    const shortLived = await forge({ expiresAt: Math.floor(Date.now() / 1000) + 2 });
    expect((await me(shortLived)).status).toBe(200);
    expect((await me(shortLived)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (decodeJwt(shortLived).exp! + 0.1) * 1000 - Date.now()));
    const response = await me(shortLived);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('TOKEN_EXPIRED');
  });

  it.each(forgeries)('reject %s with 401 INVALID_CREDENTIAL', async (_name, make) => {
    const response = await me(await make());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INVALID_CREDENTIAL' });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="gatekeep", error="invalid_token", error_description="[^"]+"$/);
  });

  // Issue 30: a client tells "refresh" from "sign in again".
  it('answer 401 TOKEN_EXPIRED, with an RFC 6750 challenge, for an expired token whose signature and claims verify', async () => {
    const response = await me(await forge({ expiresAt: past() }));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: 'The access token has expired; refresh it.', code: 'TOKEN_EXPIRED' });
    expect(response.headers['www-authenticate']).toBe(
      'Bearer realm="gatekeep", error="invalid_token", error_description="The access token has expired; refresh it."',
    );
  });

  it('answer TOKEN_EXPIRED for an expired token of a session since ended: refreshing is the answer, and the refresh then fails', async () => {
    const other = await signUp(t);
    const expired = await forge({ expiresAt: past(), claims: { sub: other.user.id, sid: decodeJwt(other.accessToken).sid } });
    expect((await t.call('POST', '/v1/auth/logout', { body: { refreshToken: other.refreshToken } })).status).toBe(200);
    expect((await me(expired)).body.code).toBe('TOKEN_EXPIRED');
    const refresh = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: other.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('INVALID_CREDENTIAL');
  });
});

describe('JWKS', () => {
  it('serves the same public keys at both paths, raw, with no private parts', async () => {
    const v1 = await t.call('GET', '/v1/.well-known/jwks.json');
    const root = await t.call('GET', '/.well-known/jwks.json');
    expect(v1.status).toBe(200);
    expect(root.body).toEqual(v1.body);
    expect(v1.body.ok).toBeUndefined();
    expect(v1.body.keys).toEqual([{ kty: 'RSA', n: expect.any(String), e: 'AQAB', kid, alg: 'RS256', use: 'sig' }]);
  });
});

describe('with SIGNING_KEY=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ SIGNING_KEY: 'off', TOKEN_SECRET: 'a-test-secret-that-is-long-enough-0123456789' });
  });
  afterAll(() => off.close());

  it('publishes { keys: [] } at both JWKS paths', async () => {
    expect((await off.call('GET', '/v1/.well-known/jwks.json')).body).toEqual({ keys: [] });
    expect((await off.call('GET', '/.well-known/jwks.json')).body).toEqual({ keys: [] });
  });

  it('issues HS256 user tokens that work, and refuses RS256 ones', async () => {
    const account = await signUp(off);
    expect(decodeProtectedHeader(account.accessToken)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect((await off.call('GET', '/v1/me', { token: account.accessToken })).status).toBe(200);
    const rs256 = await new SignJWT({ sub: account.user.id })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
      .setIssuer(ISSUER)
      .setAudience('gatekeep')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(realKey);
    expect((await off.call('GET', '/v1/me', { token: rs256 })).status).toBe(401);
  });
});
