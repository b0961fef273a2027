import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { authenticator } from '../helpers/webauthn.ts';

// Issue 34 point 4: an account with passkeys and no password. Signing up without a password
// answers the usual tokens; the first passkey is registered with that session; a reset link
// on such an account signs in so that a lost passkey can be replaced, and when it is the
// first proof of the address it removes the passkeys a squatter registered before it.

const ORIGIN = 'https://app.example.test';
let t: TestApp;
let database: IsolatedDatabase;
beforeAll(async () => {
  // The reset mail is a job, so this app runs workers, on a database of its own.
  database = await isolatedDatabase();
  t = await startTestApp({
    WEBAUTHN_RP_ID: 'example.test',
    WEBAUTHN_ORIGINS: ORIGIN,
    JOB_CONCURRENCY: '2',
    JOB_POLL_MS: '50',
    ...database.env,
  });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

type Json = Record<string, unknown>;

/** Signs up without a password and registers a first passkey on `device` with the signup's session. */
async function passkeyAccount(email = uniqueEmail(), device = authenticator()) {
  const signedUp = await t.operation('signup', { body: { email } });
  expect(signedUp.status, signedUp.text).toBe(201);
  expect(signedUp.data.user.emailVerified).toBe(false);
  const token = signedUp.data.accessToken;
  const started = await t.operation('startPasskeyRegistration', { body: {}, token });
  expect(started.status, started.text).toBe(200);
  const registered = await t.operation('registerPasskey', {
    body: { response: device.createJSON(ORIGIN, started.data.options as never) as never },
    token,
  });
  expect(registered.status, registered.text).toBe(201);
  return { email, device, token, user: signedUp.data.user, passkey: registered.data };
}

async function signInWith(device: ReturnType<typeof authenticator>, email?: string) {
  const started = await t.operation('startPasskeyLogin', { body: email === undefined ? {} : { email } });
  expect(started.status, started.text).toBe(200);
  return t.operation('finishPasskeyLogin', { body: { response: device.getJSON(ORIGIN, started.data.options as Json as never) as never } });
}

/** The token of reset mail number `count` to `email`, once the mail job has written it. */
async function resetLink(email: string): Promise<string> {
  const requested = await t.operation('requestPasswordReset', { body: { email } });
  expect(requested.status).toBe(202);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const token = await outboxToken(t, email, 'reset-password').catch(() => undefined);
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('signing up without a password', () => {
  it('registers a first passkey with the signup’s session, which is then the way in; a password never is', async () => {
    const account = await passkeyAccount();
    const signedIn = await signInWith(account.device);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.data.user.id).toBe(account.user.id);
    // No password verifies against an account that has none, the empty one included.
    for (const password of [PASSWORD, '!sso', '']) {
      const login = await t.call('POST', '/v1/auth/login', { body: { email: account.email, password } });
      expect(login.status).toBeGreaterThanOrEqual(400);
      expect(login.status).toBeLessThan(500);
    }
    const events = await auditEventsWhere(t, { action: 'user.created', targetId: account.user.id });
    expect(events).toHaveLength(1);
  });

  it('allows only that first passkey before the address is verified, and never removes the last', async () => {
    const account = await passkeyAccount();
    const second = await t.operation('startPasskeyRegistration', { body: {}, token: account.token });
    expect([second.status, second.body.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const last = await t.operation('deletePasskey', { params: { passkeyId: account.passkey.id }, body: {}, token: account.token });
    expect([last.status, last.body.code]).toEqual([409, 'CONFLICT']);

    // Once the address is proven, more passkeys may follow.
    const verified = await t.operation('verifyEmail', { body: { token: await outboxToken(t, account.email, 'verify-email') } });
    expect(verified.status, verified.text).toBe(200);
    const more = await t.operation('startPasskeyRegistration', { body: {}, token: account.token });
    expect(more.status, more.text).toBe(200);
  });

  it('takes only a sign-in from the last five minutes as the step-up for a passkey', async () => {
    const signedUp = await t.operation('signup', { body: { email: uniqueEmail() } });
    const token = signedUp.data.accessToken;
    expect((await t.operation('startPasskeyRegistration', { body: {}, token })).status).toBe(200);
    // The step-up reads when this session began: five minutes and a second ago, it is stale.
    await sql`update sessions set created_at = created_at - interval '301 seconds' where user_id = ${signedUp.data.user.id}`.execute(
      t.app.services.db,
    );
    const stale = await t.operation('startPasskeyRegistration', { body: {}, token });
    expect([stale.status, stale.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    // A password does not stand in for the sign-in on an account that has none.
    const guessed = await t.operation('startPasskeyRegistration', { body: { password: PASSWORD }, token });
    expect([guessed.status, guessed.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('follows the same rules as any signup: a taken address, closed sign-up, a weak password when one is sent', async () => {
    const taken = await signUp(t);
    const again = await t.operation('signup', { body: { email: taken.email } });
    expect([again.status, again.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    const weak = await t.operation('signup', { body: { email: uniqueEmail(), password: 'password' } });
    expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);
  });
});

describe('a reset link on an account without a password', () => {
  it('signs in when no password is sent, so a user who lost the passkey adds another', async () => {
    const account = await passkeyAccount();
    await t.operation('verifyEmail', { body: { token: await outboxToken(t, account.email, 'verify-email') } });
    const token = await resetLink(account.email);
    const confirmed = await t.operation('confirmPasswordReset', { body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.data).toMatchObject({ reset: true, sessionsEnded: 1, tokens: { tokenType: 'Bearer', user: { id: account.user.id } } });
    // The signup's session ended with the reset; the link's is fresh, so no password is asked.
    const old = await t.operation('getMe', { token: account.token });
    expect(old.status).toBe(401);
    const recovered = confirmed.data.tokens!.accessToken;
    const device = authenticator();
    const started = await t.operation('startPasskeyRegistration', { body: {}, token: recovered });
    expect(started.status, started.text).toBe(200);
    const registered = await t.operation('registerPasskey', {
      body: { response: device.createJSON(ORIGIN, started.data.options as never) as never },
      token: recovered,
    });
    expect(registered.status, registered.text).toBe(201);
    expect((await signInWith(device)).data.user.id).toBe(account.user.id);
    // Both passkeys stay: the user removes the lost one when they choose.
    expect((await signInWith(account.device)).status).toBe(200);
    const signIns = await auditEventsWhere(t, { action: 'user.logged_in', actorId: account.user.id });
    expect(signIns.some((event) => (event.metadata as Json)['via'] === 'password_reset')).toBe(true);

    // The link is spent.
    const replay = await t.operation('confirmPasswordReset', { body: { token } });
    expect([replay.status, replay.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('may set a password instead, which then signs in', async () => {
    const account = await passkeyAccount();
    const token = await resetLink(account.email);
    const confirmed = await t.operation('confirmPasswordReset', { body: { token, password: PASSWORD } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.data.tokens).toBeUndefined();
    const login = await t.operation('login', { body: { email: account.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
  });

  it('is, for an account with a password, no sign-in: a new password is required and the link stays', async () => {
    const account = await signUp(t);
    const token = await resetLink(account.email);
    const bare = await t.operation('confirmPasswordReset', { body: { token } });
    expect([bare.status, bare.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(bare.text).not.toContain('accessToken');
    const reset = await t.operation('confirmPasswordReset', { body: { token, password: 'a brand new passphrase 42' } });
    expect(reset.status, reset.text).toBe(200);
  });

  it('takes back an address a squatter signed up with: the passkeys made before the proof go', async () => {
    // The squatter signs up with the owner's address and a passkey; the owner never verified.
    const squatter = await passkeyAccount();
    const token = await resetLink(squatter.email);
    const confirmed = await t.operation('confirmPasswordReset', { body: { token, password: PASSWORD } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.data.sessionsEnded).toBe(1);
    const locked = await signInWith(squatter.device);
    expect([locked.status, locked.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const removed = await auditEventsWhere(t, { action: 'passkey.deleted', targetId: squatter.user.id });
    expect(removed[0]!.metadata).toMatchObject({ passkeyId: squatter.passkey.id, reason: 'set_up_before_address_proven' });
    const me = await t.operation('login', { body: { email: squatter.email, password: PASSWORD } });
    expect(me.data).toMatchObject({ user: { emailVerified: true } });
  });
});
