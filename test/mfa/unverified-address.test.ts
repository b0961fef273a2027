import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { outboxToken } from '../helpers/outbox.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { userWithTotp } from '../helpers/totp.ts';

// Issue 29 point 3: no second factor on an unproven address. Whoever signs up first with an
// address may not own it; a TOTP they attached would lock the inbox's owner out of the reset
// that takes the account back. So enrollment waits for a verified address, and a reset link
// that is the first proof of the address removes any factor set up before it.

const NEW_PASSWORD = 'the owner of this inbox 29';
let t: TestApp;
let database: IsolatedDatabase;
beforeAll(async () => {
  // The reset mail is a job: workers, on a database of their own.
  database = await isolatedDatabase();
  t = await startTestApp({ JOB_CONCURRENCY: '2', JOB_POLL_MS: '50', ...database.env });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const enroll = (token: string, password: string) => t.operation('enrollTotp', { token, body: { password } });

/** The newest reset link's token in the outbox for `email`, waiting for the job that mails it. */
async function resetToken(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await outboxToken(t, email, 'reset-password');
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('enrollTotp on an unverified address', () => {
  it('answers 403 EMAIL_NOT_VERIFIED, before the password is checked, until the address is verified', async () => {
    const account = await signUp(t, uniqueEmail('unproven'), PASSWORD, { verified: false });
    const refused = await enroll(account.accessToken, PASSWORD);
    expect([refused.status, refused.body.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    // A wrong password gets the same 403: the route is no place to guess it either.
    const wrong = await enroll(account.accessToken, 'not the password at all');
    expect([wrong.status, wrong.body.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect(await auditEventsWhere(t, { action: 'user.login_failed', targetId: account.user.id })).toEqual([]);
    expect(await t.app.services.db.selectFrom('mfa_totp').select('user_id').where('user_id', '=', account.user.id).execute()).toEqual([]);

    const verified = await t.operation('verifyEmail', { body: { token: await outboxToken(t, account.email, 'verify-email') } });
    expect(verified.status, verified.text).toBe(200);
    const enrolled = await enroll(account.accessToken, PASSWORD);
    expect(enrolled.status, enrolled.text).toBe(200);
    expect(enrolled.data.secret).toMatch(/^[A-Z2-7]+$/);
  });
});

describe('a reset link that first proves the address', () => {
  it('takes a squatted account back (the squatter’s TOTP, recovery codes and sessions go), and only a squatted one', async () => {
    // A squatter's account with TOTP on and the address unproven: what enrollment allowed
    // before this fix (set up here through a verified address, then the proof taken away).
    const squatter = await userWithTotp(t);
    await sql`update users set email_verified_at = null where id = ${squatter.user.id}`.execute(t.app.services.db);
    const db = t.app.services.db;
    expect(await db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', squatter.user.id).execute()).toHaveLength(10);

    // The inbox's owner asks for a reset and opens the link: no TOTP code is asked for.
    expect((await t.operation('requestPasswordReset', { body: { email: squatter.email } })).status).toBe(202);
    const done = await t.operation('confirmPasswordReset', { body: { token: await resetToken(squatter.email), password: NEW_PASSWORD } });
    expect(done.status, done.text).toBe(200);
    expect(done.data).toEqual({ reset: true, sessionsEnded: 1 });

    // Every session of the squatter has ended...
    expectDead(await t.call('GET', '/v1/me', { token: squatter.accessToken }));
    expectDead(await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: squatter.refreshToken } }));
    // ...their factor and codes are gone, and the owner signs in with the password alone.
    expect(await db.selectFrom('mfa_totp').select('user_id').where('user_id', '=', squatter.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', squatter.user.id).execute()).toEqual([]);
    const login = await t.operation('login', { body: { email: squatter.email, password: NEW_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    expect(login.data).toMatchObject({ user: { emailVerified: true, mfaEnabled: false } });
    expect(login.data).not.toHaveProperty('mfaRequired');

    const [removed] = await auditEventsWhere(t, { action: 'mfa.totp_disabled', targetId: squatter.user.id });
    expect(removed?.metadata).toMatchObject({ via: 'password_reset', reason: 'set_up_before_address_proven' });
    expect(await auditEventsWhere(t, { action: 'user.email_verified', targetId: squatter.user.id })).toHaveLength(2);

    // A verified account's factor is its owner's: its reset link alone is not enough.
    const account = await userWithTotp(t);
    expect((await t.operation('requestPasswordReset', { body: { email: account.email } })).status).toBe(202);
    const missing = await t.operation('confirmPasswordReset', { body: { token: await resetToken(account.email), password: NEW_PASSWORD } });
    expect([missing.status, missing.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    expect((await t.operation('getMe', { token: account.accessToken })).data.mfaEnabled).toBe(true);
  });
});
