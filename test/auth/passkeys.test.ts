import { deserializeCredential, PasskeysCredentialsMemoryRepository, serializeCredential } from 'nid-webauthn-emulator';
import { sql } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import type { Schemas } from '../../server/api-types.ts';
import { hashSecret } from '../../server/secrets/issued-secrets.ts';
import { auditEventsWhere } from '../helpers/audit.ts';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { userWithTotp } from '../helpers/totp.ts';
import { authenticator } from '../helpers/webauthn.ts';
import { exchangeCode, signInThrough, ssoTenant } from '../sso/helpers.ts';

// Issue 34 points 1 and 2: registering a passkey (step-up, options, attestation) and signing in
// with it (usernameless, or by email), driven by a software authenticator (nid-webauthn-emulator)
// that answers as navigator.credentials would on the app's page.

const ORIGIN = 'https://app.example.test';
const BOOTSTRAP = 'p'.repeat(40);
let t: TestApp;
let dns: DnsServer;
let idp: OidcIdp;
beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startOidcIdp();
  t = await startTestApp({
    WEBAUTHN_RP_ID: 'example.test',
    WEBAUTHN_ORIGINS: ORIGIN,
    WEBAUTHN_RP_NAME: 'Example',
    BOOTSTRAP_TOKEN: BOOTSTRAP,
    DNS_SERVERS: dns.address,
    SSO_ALLOW_PRIVATE_ISSUERS: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await dns?.close();
});

type Json = Record<string, unknown>;

/**
 * An authenticator holding the keys of `store` filed under another relying party (other.test):
 * its assertions are validly signed, with other.test's RP ID hash.
 */
function sameKeysForOtherRelyingParty(store: PasskeysCredentialsMemoryRepository) {
  const foreign = new PasskeysCredentialsMemoryRepository();
  for (const credential of store.loadCredentials())
    foreign.saveCredential(deserializeCredential(serializeCredential(credential).replaceAll('"example.test"', '"other.test"')));
  return authenticator({ credentialsRepository: foreign });
}

/** The attestation as an authenticator would make it for another relying party: its RP ID hash is other.test's. */
function attestedForOtherRelyingParty(answer: unknown) {
  const json = structuredClone(answer) as { response: { attestationObject: string; authenticatorData?: string } };
  const ours = createHash('sha256').update('example.test').digest();
  const theirs = createHash('sha256').update('other.test').digest();
  const swap = (encoded: string) => {
    const bytes = Buffer.from(encoded, 'base64url');
    const at = bytes.indexOf(ours);
    expect(at).toBeGreaterThanOrEqual(0);
    theirs.copy(bytes, at);
    return bytes.toString('base64url');
  };
  // With attestation "none" nothing signs the authenticator data: only the RP ID check guards it.
  json.response.attestationObject = swap(json.response.attestationObject);
  if (json.response.authenticatorData) json.response.authenticatorData = swap(json.response.authenticatorData);
  return json;
}

/** Moves the challenge of `options` five minutes and a second into the past, as if the person had walked away. */
async function ageChallenge(options: Json) {
  // The challenge is kept hashed (server/domain/passkeys/ceremony.ts).
  const hash = createHash('sha256')
    .update(`gatekeep-webauthn:${String(options['challenge'])}`)
    .digest('base64url');
  const aged = await sql`update webauthn_challenges
    set created_at = created_at - interval '301 seconds', expires_at = expires_at - interval '301 seconds'
    where challenge_hash = ${hash}`.execute(t.app.services.db);
  expect(Number(aged.numAffectedRows)).toBe(1);
}

async function registrationOptions(token: string, password: string | undefined = PASSWORD) {
  const started = await t.operation('startPasskeyRegistration', { body: password === undefined ? {} : { password }, token });
  expect(started.status, started.text).toBe(200);
  return started.data.options as Json;
}

/**
 * Registers a passkey on `device` for the signed-in `token`, after the step-up with `password`
 * (`undefined` for an account without one, on a fresh sign-in).
 */
async function registerOn(device: ReturnType<typeof authenticator>, token: string, password: string | undefined = PASSWORD, name?: string) {
  const options = await registrationOptions(token, password);
  const registered = await t.operation('registerPasskey', {
    body: { response: device.createJSON(ORIGIN, options as never) as never, ...(name === undefined ? {} : { name }) },
    token,
  });
  expect(registered.status, registered.text).toBe(201);
  return registered.data;
}

/** A user with one passkey on `device`, registered through the API. */
async function userWithPasskey(device = authenticator()) {
  const user = await signUp(t);
  return { ...user, device, passkey: await registerOn(device, user.accessToken, PASSWORD, 'Laptop') };
}

/** A user the tenant's identity provider made (no password), signed in through it, with one passkey. */
async function ssoUserWithPasskey(name: string) {
  const sso = await ssoTenant({ t, idp, dns });
  const email = sso.email(`${name}-${randomBytes(3).toString('hex')}`);
  const signedIn = await signInThrough({ t, idp }, sso.config.id, { sub: `idp-${email}`, email, email_verified: true });
  const { data: tokens } = await exchangeCode(t, signedIn.answer['code']);
  const device = authenticator();
  return { sso, email, tokens, device, passkey: await registerOn(device, tokens.accessToken, undefined) };
}

async function signInOptions(email?: string) {
  const started = await t.operation('startPasskeyLogin', { body: email === undefined ? {} : { email } });
  expect(started.status, started.text).toBe(200);
  return started.data.options as Json;
}

const finish = (response: unknown) => t.operation('finishPasskeyLogin', { body: { response: response as never } });

describe('registering a passkey', () => {
  it('asks for the password, offers a discoverable credential, and stores it without showing its key', async () => {
    const user = await signUp(t);
    const wrong = await t.operation('startPasskeyRegistration', { body: { password: 'not the password' }, token: user.accessToken });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const missing = await t.operation('startPasskeyRegistration', { body: {}, token: user.accessToken });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const options = await registrationOptions(user.accessToken);
    expect(options).toMatchObject({
      rp: { id: 'example.test', name: 'Example' },
      user: { name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
    expect((options['pubKeyCredParams'] as { alg: number }[]).map((p) => p.alg)).toEqual([-7, -8, -257]);
    const device = authenticator();
    const registered = await t.operation('registerPasskey', {
      body: { response: device.createJSON(ORIGIN, options as never) as never },
      token: user.accessToken,
    });
    expect(registered.status, registered.text).toBe(201);
    expect(registered.data).toMatchObject({ id: expect.stringMatching(/^pk_/), lastUsedAt: null, transports: expect.any(Array) });
    expect(registered.headers.location).toBe(`/v1/me/passkeys/${registered.data.id}`);
    const listed = await t.operation('listPasskeys', { token: user.accessToken });
    expect(listed.data.items).toEqual([registered.data]);
    expect(listed.text).not.toMatch(/publicKey|counter/);
    const events = await auditEventsWhere(t, { action: 'passkey.registered', targetId: user.user.id });
    expect(events[0]!.metadata).toMatchObject({ passkeyId: registered.data.id });

    // The next options exclude it, so the same authenticator is not registered twice.
    const again = await registrationOptions(user.accessToken);
    expect((again['excludeCredentials'] as { id: string }[]).map((c) => c.id)).toHaveLength(1);
  });

  it('refuses an answer from another origin, to a spent challenge, or to another user’s ceremony', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const device = authenticator();

    const options = await registrationOptions(user.accessToken);
    const elsewhere = device.createJSON('https://evil.example.test', options as never);
    const wrongOrigin = await t.operation('registerPasskey', { body: { response: elsewhere as never }, token: user.accessToken });
    expect([wrongOrigin.status, wrongOrigin.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(wrongOrigin.body.error).toContain('origin');
    // That answer spent the challenge: a right one to it now is refused too.
    const late = await t.operation('registerPasskey', {
      body: { response: device.createJSON(ORIGIN, options as never) as never },
      token: user.accessToken,
    });
    expect([late.status, late.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const theirs = await registrationOptions(other.accessToken);
    const stolen = await t.operation('registerPasskey', {
      body: { response: device.createJSON(ORIGIN, theirs as never) as never },
      token: user.accessToken,
    });
    expect([stolen.status, stolen.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.operation('listPasskeys', { token: user.accessToken })).data.items).toEqual([]);
  });

  it('refuses an attestation made for another RP ID', async () => {
    const user = await signUp(t);
    const options = await registrationOptions(user.accessToken);
    const foreign = attestedForOtherRelyingParty(authenticator().createJSON(ORIGIN, options as never));
    const refused = await t.operation('registerPasskey', { body: { response: foreign as never }, token: user.accessToken });
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.body.error).toContain('RP ID');
    expect((await t.operation('listPasskeys', { token: user.accessToken })).data.items).toEqual([]);
  });

  it('refuses an answer to a registration challenge older than five minutes', async () => {
    const user = await signUp(t);
    const options = await registrationOptions(user.accessToken);
    await ageChallenge(options);
    const late = await t.operation('registerPasskey', {
      body: { response: authenticator().createJSON(ORIGIN, options as never) as never },
      token: user.accessToken,
    });
    expect([late.status, late.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.operation('listPasskeys', { token: user.accessToken })).data.items).toEqual([]);
  });

  it('counts a wrong step-up password on the passkey routes in login’s throttle, beside a wrong login', async () => {
    const user = await userWithPasskey();
    const params = { passkeyId: user.passkey.id };
    const wrong = { password: 'not the password' };
    // Five failures from this address and account (the free ones), through three routes.
    for (let i = 0; i < 2; i++) {
      const started = await t.operation('startPasskeyRegistration', { body: wrong, token: user.accessToken });
      expect([started.status, started.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
      const deleted = await t.operation('deletePasskey', { params, body: wrong, token: user.accessToken });
      expect([deleted.status, deleted.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    }
    expect((await t.operation('login', { body: { email: user.email, ...wrong } })).status).toBe(401);
    const failures = await auditEventsWhere(t, { action: 'user.login_failed', targetId: user.user.id });
    expect(failures.filter((event) => (event.metadata as Json)['stepUp'] === true)).toHaveLength(4);
    expect(failures).toHaveLength(5);

    // The address is now locked for this account on every route that checks its password, the right password included.
    const locked = [
      await t.operation('startPasskeyRegistration', { body: { password: PASSWORD }, token: user.accessToken }),
      await t.operation('deletePasskey', { params, body: { password: PASSWORD }, token: user.accessToken }),
      await t.operation('login', { body: { email: user.email, password: PASSWORD } }),
    ];
    for (const answer of locked) expect([answer.status, answer.body.code], answer.text).toEqual([429, 'RATE_LIMITED']);
    expect((await t.operation('listPasskeys', { token: user.accessToken })).data.items).toEqual([user.passkey]);
  });

  it('needs a verified address, as a second factor does', async () => {
    const user = await signUp(t, uniqueEmail('unverified'), PASSWORD, { verified: false });
    const refused = await t.operation('startPasskeyRegistration', { body: { password: PASSWORD }, token: user.accessToken });
    expect([refused.status, refused.body.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  });

  it('renames and deletes a passkey after the step-up; another user’s is not found', async () => {
    const user = await userWithPasskey();
    const other = await signUp(t);
    const params = { passkeyId: user.passkey.id };
    const renamed = await t.operation('updatePasskey', { params, body: { name: 'Work laptop' }, token: user.accessToken });
    expect(renamed.data.name).toBe('Work laptop');
    expect((await t.operation('updatePasskey', { params, body: { name: 'Mine now' }, token: other.accessToken })).status).toBe(404);
    expect((await t.operation('deletePasskey', { params, body: { password: PASSWORD }, token: other.accessToken })).status).toBe(404);
    const noPassword = await t.operation('deletePasskey', { params, body: {}, token: user.accessToken });
    expect([noPassword.status, noPassword.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const deleted = await t.operation('deletePasskey', { params, body: { password: PASSWORD }, token: user.accessToken });
    expect(deleted.data).toEqual({ id: user.passkey.id, deleted: true });
    expect(await auditEventsWhere(t, { action: 'passkey.deleted', targetId: user.user.id })).toHaveLength(1);
  });
});

describe('an account without a password (made by SSO)', () => {
  it('adds a passkey on a fresh sign-in instead of a password, and cannot remove its last one', async () => {
    const { sso, email, tokens, device, passkey } = await ssoUserWithPasskey('grace');
    const token = tokens.accessToken;
    // The user's export shows the passkey (never its key) and the provider's identity.
    const exported = await t.operation('exportMe', { token });
    expect(exported.data.passkeys).toEqual([passkey]);
    expect(exported.data.linkedIdentities).toEqual([
      expect.objectContaining({ kind: 'sso', providerId: sso.config.id, subject: `idp-${email}`, email }),
    ]);
    expect(exported.text).not.toMatch(/publicKey|public_key/);

    const last = await t.operation('deletePasskey', { params: { passkeyId: passkey.id }, body: {}, token });
    expect([last.status, last.body.code]).toEqual([409, 'CONFLICT']);
    // Its passkey is now its way in.
    const again = await finish(device.getJSON(ORIGIN, (await signInOptions(email)) as never));
    expect(again.data.user.email).toBe(email);
  });
  it('loses the passkeys of a passkey sign-up when an identity provider first vouches for the address', async () => {
    const sso = await ssoTenant({ t, idp, dns });
    const email = sso.email(`squatted-${randomBytes(3).toString('hex')}`);
    // Someone signs up with the address and a passkey; the address was never proven.
    const squatter = await t.operation('signup', { body: { email } });
    const device = authenticator();
    await registerOn(device, squatter.data.accessToken, undefined);

    // The address's owner signs in through the tenant's identity provider, which vouches for it.
    const signedIn = await signInThrough({ t, idp }, sso.config.id, { sub: `idp-${email}`, email, email_verified: true });
    expect((await exchangeCode(t, signedIn.answer['code'])).data.user.id).toBe(squatter.data.user.id);
    const refused = await finish(device.getJSON(ORIGIN, (await signInOptions()) as never));
    expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const removed = await auditEventsWhere(t, { action: 'passkey.deleted', targetId: squatter.data.user.id });
    expect(removed[0]!.metadata).toMatchObject({ via: 'sso_account_linked', reason: 'set_up_before_address_proven' });
  });

  it('is sent to SSO once its organisation enforces it: a passkey no longer signs it in, by name or without', async () => {
    const { sso, email, tokens, device } = await ssoUserWithPasskey('enforced');
    expect((await finish(device.getJSON(ORIGIN, (await signInOptions(email)) as never))).status).toBe(200);

    const enforced = await t.operation('updateProviderConfig', {
      params: { tenantId: sso.tenant.id, configId: sso.config.id },
      body: { enforced: true },
      token: sso.owner.accessToken,
    });
    expect(enforced.data.enforced).toBe(true);
    const byName = await t.operation('startPasskeyLogin', { body: { email } });
    expect([byName.status, byName.body.code]).toEqual([403, 'SSO_REQUIRED']);
    // Usernameless, the domain is known only from the credential's account: refused at the finish.
    const nameless = await finish(device.getJSON(ORIGIN, (await signInOptions()) as never));
    expect([nameless.status, nameless.body.code]).toEqual([403, 'SSO_REQUIRED']);
    // Only the sign-in before the enforcement used the passkey.
    expect(await auditEventsWhere(t, { action: 'passkey.used', targetId: tokens.user.id })).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a name (a discoverable credential), with user verification, and no second factor after', async () => {
    const user = await userWithPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'example.test', userVerification: 'required', allowCredentials: [] });
    const signedIn = await finish(user.device.getJSON(ORIGIN, options as never));
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.data.user.id).toBe(user.user.id);
    const me = await t.operation('getMe', { token: signedIn.data.accessToken });
    expect(me.data.email).toBe(user.email);
    expect(await auditEventsWhere(t, { action: 'passkey.used', targetId: user.user.id })).toHaveLength(1);
    const listed = await t.operation('listPasskeys', { token: user.accessToken });
    expect(listed.data.items[0]!.lastUsedAt).not.toBeNull();
  });

  it('offers an address’s passkeys, and an answer of the same shape for an address without any', async () => {
    const user = await userWithPasskey();
    const known = await signInOptions(user.email);
    expect((known['allowCredentials'] as { id: string }[]).map((c) => c.id)).toEqual([
      (user.device.getJSON(ORIGIN, known as never) as { id: string }).id,
    ]);
    const unknown = await signInOptions(uniqueEmail('nobody'));
    const decoys = unknown['allowCredentials'] as { id: string; type: string }[];
    expect(decoys).toHaveLength(1);
    expect(Object.keys(decoys[0]!).sort()).toEqual(Object.keys((known['allowCredentials'] as object[])[0]!).sort());
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
  });

  it('refuses a replayed answer, another origin, another RP ID, and an unknown credential, all alike', async () => {
    const store = new PasskeysCredentialsMemoryRepository();
    const user = await userWithPasskey(authenticator({ credentialsRepository: store }));
    const options = await signInOptions();
    const answer = user.device.getJSON(ORIGIN, options as never);
    expect((await finish(answer)).status).toBe(200);
    const replayed = await finish(answer);
    expect([replayed.status, replayed.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    const elsewhere = await finish(user.device.getJSON('https://evil.example.test', (await signInOptions()) as never));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    // Validly signed by the user's key, but for another relying party (its RP ID hash is other.test's).
    const foreign = await finish(
      sameKeysForOtherRelyingParty(store).getJSON(ORIGIN, { ...(await signInOptions()), rpId: 'other.test' } as never, [ORIGIN]),
    );
    expect([foreign.status, foreign.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    const stranger = authenticator();
    await userWithPasskey(stranger);
    const strangerAnswer = stranger.getJSON(ORIGIN, (await signInOptions()) as never) as unknown as Json;
    const unregistered = await finish({ ...strangerAnswer, id: 'AAAA', rawId: 'AAAA' });
    expect([unregistered.status, unregistered.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('finishes a ceremony started for an address only with a passkey of that address’s account', async () => {
    const a = await userWithPasskey();
    const b = await userWithPasskey();
    // Started for B, answered with A's own passkey (valid and user-verified): the allow-list is
    // the client's to ignore, so A's authenticator signs the challenge as if none were given.
    const sessionsOfA = async () =>
      (await t.app.services.db.selectFrom('sessions').select('id').where('user_id', '=', a.user.id).execute()).length;
    const before = await sessionsOfA();
    const forB = await signInOptions(b.email);
    const crossed = await finish(a.device.getJSON(ORIGIN, { ...forB, allowCredentials: [] } as never));
    expect([crossed.status, crossed.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    expect(await sessionsOfA()).toBe(before);
    expect(await auditEventsWhere(t, { action: 'passkey.used', targetId: a.user.id })).toHaveLength(0);

    // An address without an account: no credential finishes its ceremony either.
    const forNobody = await signInOptions(uniqueEmail('nobody'));
    const decoyed = await finish(a.device.getJSON(ORIGIN, { ...forNobody, allowCredentials: [] } as never));
    expect([decoyed.status, decoyed.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);

    // Started for A and answered with A's passkey: signed in.
    const own = await finish(a.device.getJSON(ORIGIN, (await signInOptions(a.email)) as never));
    expect(own.status, own.text).toBe(200);
    expect(own.data.user.id).toBe(a.user.id);
  });

  it('refuses an assertion without user verification as a first factor', async () => {
    // Touched, but no PIN or biometric asked.
    const lazy = authenticator({ userGetAssertionInteraction: (user) => ({ user, options: { uv: false, up: true } }) });
    await userWithPasskey(lazy);
    const refused = await finish(lazy.getJSON(ORIGIN, (await signInOptions()) as never));
    expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('refuses a cloned authenticator whose counter goes backwards, and records it', async () => {
    const store = new PasskeysCredentialsMemoryRepository();
    const original = authenticator({ credentialsRepository: store, signCounterIncrement: 1 });
    const clone = authenticator({ credentialsRepository: store, signCounterIncrement: 0 });
    const user = await userWithPasskey(original);
    expect((await finish(original.getJSON(ORIGIN, (await signInOptions()) as never))).status).toBe(200);
    const cloned = await finish(clone.getJSON(ORIGIN, (await signInOptions()) as never));
    expect([cloned.status, cloned.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const events = await auditEventsWhere(t, { action: 'passkey.counter_regressed', targetId: user.user.id });
    expect(events).toHaveLength(1);
    expect(events[0]!.metadata).toMatchObject({ passkeyId: user.passkey.id });
  });

  it('signs a user with TOTP on straight in, with no MFA challenge: the verified passkey is both factors', async () => {
    const user = await userWithTotp(t);
    const device = authenticator();
    await registerOn(device, user.accessToken);
    const signedIn = await finish(device.getJSON(ORIGIN, (await signInOptions(user.email)) as never));
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), user: { id: user.user.id } });
    expect(signedIn.data).not.toHaveProperty('challengeToken');
    expect(signedIn.data).not.toHaveProperty('mfaRequired');
  });

  it('leaves a password login without a second factor for an account with a passkey but no TOTP', async () => {
    const user = await userWithPasskey();
    // By choice a passkey does not turn MFA on (README, Passkeys): only TOTP makes a password login ask a second factor.
    const login = await t.operation('login', { body: { email: user.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    expect(login.data).toMatchObject({ accessToken: expect.any(String), user: { id: user.user.id } });
    expect(login.data).not.toHaveProperty('challengeToken');
  });

  it('refuses an answer to a sign-in challenge older than five minutes', async () => {
    const user = await userWithPasskey();
    const options = await signInOptions();
    await ageChallenge(options);
    const late = await finish(user.device.getJSON(ORIGIN, options as never));
    expect([late.status, late.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('refuses a disabled user', async () => {
    const user = await userWithPasskey();
    const disabled = await t.operation('disableUser', { params: { userId: user.user.id }, token: BOOTSTRAP });
    expect(disabled.status, disabled.text).toBe(200);
    const refused = await finish(user.device.getJSON(ORIGIN, (await signInOptions()) as never));
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);
  });
});

/** The MFA challenge a right password gets for an account with TOTP. */
async function loginChallenge(email: string) {
  const login = await t.operation('login', { body: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return login.data as Schemas['MfaChallenge'];
}

describe('a passkey as the second factor', () => {
  /** A user with TOTP on and a passkey on `device`, and a login's challenge. */
  async function challenged(device = authenticator()) {
    const user = await userWithTotp(t);
    await registerOn(device, user.accessToken);
    const login = await loginChallenge(user.email);
    expect(login.methods).toEqual(['totp', 'recovery_code', 'webauthn']);
    return { user, device, challengeToken: login.challengeToken };
  }

  const failedAttempts = async (challengeToken: string) => {
    const row = await t.app.services.db
      .selectFrom('mfa_challenges')
      .select('failed_attempts')
      .where('token_hash', '=', hashSecret(challengeToken))
      .executeTakeFirstOrThrow();
    return row.failed_attempts;
  };

  const optionsFor = async (challengeToken: string) => {
    const started = await t.operation('startMfaWebauthn', { body: { challengeToken } });
    expect(started.status, started.text).toBe(200);
    return started.data.options as Json;
  };

  it('answers the challenge with the user’s passkey', async () => {
    const { user, device, challengeToken } = await challenged();
    const options = await optionsFor(challengeToken);
    expect((options['allowCredentials'] as object[]).length).toBe(1);
    const answered = await t.operation('verifyMfaChallenge', {
      body: { challengeToken, webauthn: device.getJSON(ORIGIN, options as never) as never },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.data.user.id).toBe(user.user.id);
    const used = await auditEventsWhere(t, { action: 'passkey.used', targetId: user.user.id });
    expect(used.map((event) => event.metadata)).toEqual([expect.objectContaining({ secondFactor: true })]);
  });

  it('counts an answer signed for another RP ID as a wrong code', async () => {
    const store = new PasskeysCredentialsMemoryRepository();
    const { challengeToken } = await challenged(authenticator({ credentialsRepository: store }));
    const options = await optionsFor(challengeToken);
    // The user's own key, signing on this origin for other.test (as a related origin may).
    const elsewhere = sameKeysForOtherRelyingParty(store).getJSON(ORIGIN, { ...options, rpId: 'other.test' } as never, [ORIGIN]);
    const foreign = await t.operation('verifyMfaChallenge', { body: { challengeToken, webauthn: elsewhere as never } });
    expect([foreign.status, foreign.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    expect(await failedAttempts(challengeToken)).toBe(1);
  });

  it('refuses a cloned authenticator whose counter goes backwards, records it, and counts it', async () => {
    const store = new PasskeysCredentialsMemoryRepository();
    const original = authenticator({ credentialsRepository: store, signCounterIncrement: 1 });
    const clone = authenticator({ credentialsRepository: store, signCounterIncrement: 0 });
    const { user, challengeToken } = await challenged(original);
    const passed = await t.operation('verifyMfaChallenge', {
      body: { challengeToken, webauthn: original.getJSON(ORIGIN, (await optionsFor(challengeToken)) as never) as never },
    });
    expect(passed.status, passed.text).toBe(200);

    const next = (await loginChallenge(user.email)).challengeToken;
    const cloned = await t.operation('verifyMfaChallenge', {
      body: { challengeToken: next, webauthn: clone.getJSON(ORIGIN, (await optionsFor(next)) as never) as never },
    });
    expect([cloned.status, cloned.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    expect(await failedAttempts(next)).toBe(1);
    const events = await auditEventsWhere(t, { action: 'passkey.counter_regressed', targetId: user.user.id });
    expect(events.map((event) => event.metadata)).toEqual([expect.objectContaining({ secondFactor: true })]);
  });

  it('counts another user’s passkey, or a replayed answer, as a wrong code', async () => {
    const { device, challengeToken } = await challenged();
    const stranger = await userWithPasskey();
    const options = await optionsFor(challengeToken);
    const theirs = await t.operation('verifyMfaChallenge', {
      // The same challenge, answered by the stranger's own authenticator with its own credential.
      body: { challengeToken, webauthn: stranger.device.getJSON(ORIGIN, { ...options, allowCredentials: [] } as never) as never },
    });
    expect([theirs.status, theirs.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    // That answer spent the ceremony: the user's own answer to it comes too late.
    const late = await t.operation('verifyMfaChallenge', {
      body: { challengeToken, webauthn: device.getJSON(ORIGIN, options as never) as never },
    });
    expect([late.status, late.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    expect(await failedAttempts(challengeToken)).toBe(2);
  });

  it('offers no passkey options to an account without one, and does not list webauthn among its methods', async () => {
    const user = await userWithTotp(t);
    const login = await loginChallenge(user.email);
    expect(login.methods).toEqual(['totp', 'recovery_code']);
    const started = await t.operation('startMfaWebauthn', { body: { challengeToken: login.challengeToken } });
    expect([started.status, started.body.code]).toEqual([409, 'CONFLICT']);
  });
});
