import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { linkToken, type MailServer, startMailServer } from '../helpers/mail-server.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 16 point 4: a reset link mailed to the address; confirming it sets the password and
// ends every session; the answer to a request never tells whether an account exists.

const APP_URL = 'https://app.example.com';
const NEW_PASSWORD = 'a brand new passphrase 42';
let mail: MailServer;
let t: TestApp;
let database: IsolatedDatabase;
beforeAll(async () => {
  mail = await startMailServer();
  // The reset mail is a job (auth.password_reset_mail), so this app runs workers, on a
  // database of its own (on PostgreSQL, workers would otherwise take other files' jobs).
  database = await isolatedDatabase();
  t = await startTestApp({ SMTP_URL: mail.url, APP_URL, JOB_CONCURRENCY: '2', JOB_POLL_MS: '50', ...database.env });
});
afterAll(async () => {
  await t.close();
  await mail.close();
  await database.drop();
});

const request = (email: string) => t.operation('requestPasswordReset', { body: { email } });
const confirm = (body: { token: string; password: string; code?: string }) => t.operation('confirmPasswordReset', { body });
const login = (email: string, password: string) => t.call('POST', '/v1/auth/login', { body: { email, password } });

/** The reset link's token from the newest reset mail to `email`. */
async function resetToken(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const resets = mail.received.filter((m) => m.to.includes(email) && m.subject === 'Reset your password');
    if (resets.length >= count) return linkToken(resets[count - 1]!, 'reset-password').token;
    if (Date.now() > deadline) throw new Error(`no reset mail #${count} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('resetting a forgotten password', () => {
  it('mails a link to APP_URL/reset-password; confirming sets the password and ends every session', async () => {
    const account = await signUp(t);
    const requested = await request(account.email.toUpperCase());
    expect(requested.status, requested.text).toBe(202);
    expect(requested.body).toEqual({ ok: true, data: { accepted: true } });
    const token = await resetToken(account.email);

    const weak = await confirm({ token, password: 'Password123' });
    expect([weak.status, weak.body.code]).toEqual([400, 'WEAK_PASSWORD']);
    const done = await confirm({ token, password: NEW_PASSWORD });
    expect(done.status, done.text).toBe(200);
    expect(done.data).toEqual({ reset: true, sessionsEnded: 1 });
    expectDead(await t.call('GET', '/v1/me', { token: account.accessToken }));
    expectDead(await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } }));
    expect((await login(account.email, PASSWORD)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect(await auditEventsWhere(t, { action: 'user.password_reset', targetId: account.user.id })).toHaveLength(1);

    const again = await confirm({ token, password: 'yet another passphrase 7' });
    expect([again.status, again.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('answers a missing account exactly as an existing one, and mails nothing', async () => {
    const existing = await signUp(t);
    const missing = uniqueEmail('nobody');
    const a = await request(existing.email);
    const b = await request(missing);
    expect([b.status, b.text]).toEqual([a.status, a.text]);
    await resetToken(existing.email);
    expect(mail.received.filter((m) => m.to.includes(missing))).toEqual([]);
  });

  it('a new request replaces the earlier link; an inbox gets at most three links per 15 minutes', async () => {
    const account = await signUp(t);
    await request(account.email);
    const first = await resetToken(account.email, 1);
    await request(account.email);
    const second = await resetToken(account.email, 2);
    expect((await confirm({ token: first, password: NEW_PASSWORD })).status).toBe(401);
    await request(account.email);
    await resetToken(account.email, 3);
    const fourth = await request(account.email);
    expect(fourth.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.received.filter((m) => m.to.includes(account.email) && m.subject === 'Reset your password')).toHaveLength(3);
    // Only the newest link works.
    expect((await confirm({ token: second, password: NEW_PASSWORD })).status).toBe(401);
  });

  it('with TOTP on, also needs a current code; a wrong or missing one keeps the link', async () => {
    const account = await userWithTotp(t, mail);
    await request(account.email);
    const token = await resetToken(account.email);
    const missing = await confirm({ token, password: NEW_PASSWORD });
    expect([missing.status, missing.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    const wrong = await confirm({ token, password: NEW_PASSWORD, code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_MFA_CODE']);
    const done = await confirm({ token, password: NEW_PASSWORD, code: await codeForStep(account.secret) });
    expect(done.status, done.text).toBe(200);
    const challenge = await login(account.email, NEW_PASSWORD);
    expect(challenge.body.data.mfaRequired).toBe(true);
  });
});

// Issue 29 point 9: a link asked for before a password change (perhaps by whoever the change is
// meant to shut out) must not undo it.
describe('a password change', () => {
  it('spends every outstanding reset link: the old link gets the answer a used one gets', async () => {
    const account = await signUp(t);
    await request(account.email);
    const token = await resetToken(account.email);
    const changed = await t.operation('changePassword', {
      token: account.accessToken,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);

    const stale = await confirm({ token, password: 'the attacker wants this one 9' });
    expect([stale.status, stale.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const unknown = await confirm({ token: `gkpr_${'x'.repeat(43)}`, password: 'the attacker wants this one 9' });
    expect(stale.body).toEqual(unknown.body);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });
});
