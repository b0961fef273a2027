import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { linkToken } from '../helpers/mail-server.ts';
import { outboxMessages, outboxToken } from '../helpers/outbox.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 31 point 1: changeEmail, confirmed through the link mailed to the new address.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The token of the newest address-change link mailed to `to` (a sign-up there mails a verification link too). */
async function changeLinkToken(to: string): Promise<string> {
  const mail = (await outboxMessages(t, to)).filter((m) => m.subject === 'Confirm your new email address').at(-1);
  if (!mail) throw new Error(`no address-change link mailed to ${to}`);
  return linkToken(mail, 'verify-email').token;
}

const previousEmails = (userId: string) =>
  t.app.services.db.selectFrom('user_previous_emails').select(['email', 'expires_at']).where('user_id', '=', userId).execute();

describe('changeEmail', () => {
  it('mails a link to the new address and a notice to the old; the link changes it and ends the other sessions', async () => {
    const account = await signUp(t);
    const other = (await t.operation('login', { body: { email: account.email, password: PASSWORD } })) as { data: { accessToken: string } };
    const newEmail = uniqueEmail('moved');
    const asked = await t.operation('changeEmail', { body: { newEmail, password: PASSWORD }, token: account.accessToken });
    expect(asked.status, asked.text).toBe(202);
    expect(asked.data).toEqual({ sent: true, email: newEmail });
    // Nothing changes before the link is used.
    expect((await t.operation('getMe', { token: account.accessToken })).data.email).toBe(account.email);
    const notice = (await outboxMessages(t, account.email)).at(-1)!;
    expect(notice.subject).toContain('about to change');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('token=');

    const token = await outboxToken(t, newEmail, 'verify-email');
    expect(token.startsWith('gkce_')).toBe(true);
    const confirmed = await t.operation('verifyEmail', { body: { token } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.data).toMatchObject({ id: account.user.id, email: newEmail, emailVerified: true });
    expect((await t.operation('getMe', { token: account.accessToken })).data.email).toBe(newEmail);
    expectDead(await t.operation('getMe', { token: other.data.accessToken }));

    const exported = await t.operation('exportMe', { token: account.accessToken });
    expect(exported.data.previousEmails).toEqual([expect.objectContaining({ email: account.email })]);
    const [kept] = await previousEmails(account.user.id);
    expect(kept!.email).toBe(account.email);
    const days = (kept!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const [changed] = await auditEventsWhere(t, { action: 'user.updated', targetId: account.user.id });
    expect(changed!.metadata).toEqual({ fields: ['email'] });
    expect(await auditEventsWhere(t, { action: 'user.email_change_requested', targetId: account.user.id })).toHaveLength(1);

    // The link works once; the old address signs in no more, the new one does.
    expect((await t.operation('verifyEmail', { body: { token } })).status).toBe(401);
    expect((await t.operation('login', { body: { email: account.email, password: PASSWORD } })).status).toBe(401);
    expect((await t.operation('login', { body: { email: newEmail, password: PASSWORD } })).status).toBe(200);
    // Nobody else may sign up with the old address while it is on record.
    const squatter = await t.operation('signup', { body: { email: account.email, password: PASSWORD } });
    expect([squatter.status, squatter.body.code]).toEqual([409, 'EMAIL_TAKEN']);
  });

  it('refuses the link with 409 EMAIL_TAKEN when the new address has become another account’s', async () => {
    const account = await signUp(t);
    const newEmail = uniqueEmail('contested');
    expect((await t.operation('changeEmail', { body: { newEmail, password: PASSWORD }, token: account.accessToken })).status).toBe(202);
    await signUp(t, newEmail);
    const token = await changeLinkToken(newEmail);
    const refused = await t.operation('verifyEmail', { body: { token } });
    expect([refused.status, refused.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    expect((await t.operation('getMe', { token: account.accessToken })).data.email).toBe(account.email);
  });

  it('answers the same 202 for an address that has an account, so that it tells nothing', async () => {
    const [account, holder] = await Promise.all([signUp(t), signUp(t)]);
    const asked = await t.operation('changeEmail', { body: { newEmail: holder.email, password: PASSWORD }, token: account.accessToken });
    expect(asked.status, asked.text).toBe(202);
  });

  it('answers 401 for a wrong password and 409 for the current address, and sends nothing', async () => {
    const account = await signUp(t);
    const newEmail = uniqueEmail('never');
    const wrong = await t.operation('changeEmail', { body: { newEmail, password: 'wrong password' }, token: account.accessToken });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const same = await t.operation('changeEmail', {
      body: { newEmail: account.email.toUpperCase(), password: PASSWORD },
      token: account.accessToken,
    });
    expect([same.status, same.body.code]).toEqual([409, 'CONFLICT']);
    expect(await outboxMessages(t, newEmail)).toEqual([]);
  });

  it('a newer request replaces the earlier link, and three an hour quarter is the cap', async () => {
    const account = await signUp(t);
    const first = uniqueEmail('first');
    await t.operation('changeEmail', { body: { newEmail: first, password: PASSWORD }, token: account.accessToken });
    const firstToken = await outboxToken(t, first, 'verify-email');
    await t.operation('changeEmail', { body: { newEmail: uniqueEmail('second'), password: PASSWORD }, token: account.accessToken });
    expect((await t.operation('verifyEmail', { body: { token: firstToken } })).status).toBe(401);
    await t.operation('changeEmail', { body: { newEmail: uniqueEmail('third'), password: PASSWORD }, token: account.accessToken });
    const capped = await t.operation('changeEmail', {
      body: { newEmail: uniqueEmail('fourth'), password: PASSWORD },
      token: account.accessToken,
    });
    expect([capped.status, capped.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(capped.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['no password', { newEmail: 'a@example.com' }],
    ['not an address', { newEmail: 'not-an-address', password: PASSWORD }],
    ['another field', { newEmail: 'a@example.com', password: PASSWORD, verified: true }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, body) => {
    const account = await signUp(t);
    const refused = await t.call('POST', '/v1/me/email', { body, token: account.accessToken });
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
