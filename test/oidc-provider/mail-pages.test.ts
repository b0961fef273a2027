import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, type ReceivedMail } from '../helpers/mail-server.ts';
import { type BrowserPage, startProviderServer, TestBrowser } from '../helpers/openid-provider.ts';
import { outboxMessages } from '../helpers/outbox.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 33 point 3: every link in Gatekeep's mails leads to a working page, by default its own
// hosted pages under ISSUER/auth: verify the address, reset the password, accept an invitation.

let gk: TestApp & { issuer: string; stop(): Promise<void> };
beforeAll(async () => {
  gk = await startProviderServer({ JOB_CONCURRENCY: '2', JOB_POLL_MS: '50' });
}, 120_000);
afterAll(() => gk?.stop());

/** The newest mail to `to` with a link to `page`, waiting for it (some are sent by jobs). */
async function mailedLink(to: string, page: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await outboxMessages(gk, to)).filter((m: ReceivedMail) => m.text.includes(`/${page}?token=`)).at(-1);
    if (mail) return linkToken(mail, page).link;
    if (Date.now() > deadline) throw new Error(`no ${page} mail to ${to}`);
    await sleep(100);
  }
}

const me = async (accessToken: string) => (await gk.operation('getMe', { token: accessToken })).data;

describe('the pages mail links lead to', () => {
  it('confirms an address on the verify-email page, by its button and not by opening it', async () => {
    const person = await signUp(gk, uniqueEmail('verify'), PASSWORD, { verified: false });
    const link = await mailedLink(person.email, 'verify-email');
    expect(link.startsWith(`${gk.issuer}/auth/verify-email?token=`)).toBe(true);

    const browser = new TestBrowser(gk.issuer);
    const page = (await browser.open(link)) as BrowserPage;
    expect(page.status).toBe(200);
    expect((await me(person.accessToken)).emailVerified).toBe(false);
    const done = (await browser.submit(page, '/auth/verify-email', {})) as BrowserPage;
    expect(done.html).toContain('Your address is confirmed.');
    expect((await me(person.accessToken)).emailVerified).toBe(true);

    const again = (await browser.submit(page, '/auth/verify-email', {})) as BrowserPage;
    expect(again.status).toBe(400);
    expect(again.html).toContain('unknown, expired or already used');
  });

  it('sets a new password on the reset page, asking for the second factor when the account has one', async () => {
    const person = await userWithTotp(gk);
    expect((await gk.operation('requestPasswordReset', { body: { email: person.email } })).status).toBe(202);
    const link = await mailedLink(person.email, 'reset-password');
    expect(link.startsWith(`${gk.issuer}/auth/reset-password?token=`)).toBe(true);
    const browser = new TestBrowser(gk.issuer);
    const form = (await browser.open(link)) as BrowserPage;

    const weak = (await browser.submit(form, '/auth/reset-password', { password: 'password123' })) as BrowserPage;
    expect(weak.status).toBe(400);
    expect(weak.html).toContain('too common');
    const newPassword = 'a brand new passphrase for ada';
    const noCode = (await browser.submit(form, '/auth/reset-password', { password: newPassword })) as BrowserPage;
    expect(noCode.status).toBe(401);
    expect(noCode.html).toContain('two-factor authentication');
    const done = (await browser.submit(form, '/auth/reset-password', {
      password: newPassword,
      code: await codeForStep(person.secret),
    })) as BrowserPage;
    expect(done.status, done.html).toBe(200);
    expect(done.html).toContain('Your password is changed');
    expect((await gk.operation('login', { body: { email: person.email, password: newPassword } })).status).toBe(200);
  });

  it('lets the invited person sign in and accept on the invitation page', async () => {
    const owner = await signUp(gk);
    const tenant = await createTenant(gk, owner);
    const guest = await signUp(gk);
    const invited = await gk.operation('createInvitation', {
      params: { tenantId: tenant.id },
      body: { email: guest.email, role: 'member' },
      token: owner.accessToken,
    });
    expect(invited.status, invited.text).toBe(201);
    const link = await mailedLink(guest.email, 'accept-invitation');
    expect(link.startsWith(`${gk.issuer}/auth/accept-invitation?token=`)).toBe(true);

    const browser = new TestBrowser(gk.issuer);
    const signIn = (await browser.open(link)) as BrowserPage;
    expect(signIn.html).toContain('name="password"');
    const wrong = (await browser.submit(signIn, '/auth/accept-invitation', { email: guest.email, password: 'not it' })) as BrowserPage;
    expect(wrong.status).toBe(401);
    const confirm = (await browser.submit(signIn, '/auth/accept-invitation', { email: guest.email, password: PASSWORD })) as BrowserPage;
    expect(confirm.html).toContain(`Signed in as ${guest.email}`);
    const joined = (await browser.submit(confirm, '/auth/accept-invitation', {})) as BrowserPage;
    expect(joined.html, joined.html).toContain('You joined the organisation as member.');
    const members = await gk.operation('listMembers', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect(members.data.items.map((m: { userId: string }) => m.userId)).toContain(guest.user.id);

    // The same browser, already signed in, goes straight to the Accept button next time.
    expect(((await browser.open(link)) as BrowserPage).html).toContain('Accept the invitation</button>');
  });

  it('lets an invited address without an account sign up from the invitation, proven by its link', async () => {
    const owner = await signUp(gk);
    const tenant = await createTenant(gk, owner);
    const email = uniqueEmail('invited-newcomer');
    await gk.operation('createInvitation', { params: { tenantId: tenant.id }, body: { email, role: 'member' }, token: owner.accessToken });
    const link = await mailedLink(email, 'accept-invitation');
    const browser = new TestBrowser(gk.issuer);
    const signIn = (await browser.open(link)) as BrowserPage;
    const href = /href="([^"]*sign-up[^"]*)"/.exec(signIn.html)![1]!;
    const form = (await browser.open(href.replaceAll('&#38;', '&'))) as BrowserPage;
    const accept = (await browser.submit(form, '/auth/sign-up', { email, password: PASSWORD })) as BrowserPage;
    expect(accept.html).toContain(`Signed in as ${email}`);
    const joined = (await browser.submit(accept, '/auth/accept-invitation', {})) as BrowserPage;
    expect(joined.html).toContain('You joined the organisation as member.');
    const login = await gk.operation('login', { body: { email, password: PASSWORD } });
    expect((login.data as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);
  });

  it('refuses an accept form whose CSRF token belongs to another session, and another account', async () => {
    const owner = await signUp(gk);
    const tenant = await createTenant(gk, owner);
    const guest = await signUp(gk);
    const other = await signUp(gk);
    await gk.operation('createInvitation', {
      params: { tenantId: tenant.id },
      body: { email: guest.email, role: 'member' },
      token: owner.accessToken,
    });
    const link = await mailedLink(guest.email, 'accept-invitation');

    const attacker = new TestBrowser(gk.issuer);
    const attackerForm = (await attacker.submit((await attacker.open(link)) as BrowserPage, '/auth/accept-invitation', {
      email: other.email,
      password: PASSWORD,
    })) as BrowserPage;
    const refused = (await attacker.submit(attackerForm, '/auth/accept-invitation', {})) as BrowserPage;
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('This invitation is for another address');

    const victim = new TestBrowser(gk.issuer);
    await victim.submit((await victim.open(link)) as BrowserPage, '/auth/accept-invitation', { email: guest.email, password: PASSWORD });
    const forged = (await victim.submit(attackerForm, '/auth/accept-invitation', {})) as BrowserPage;
    expect(forged.html).toContain('name="password"');
    const members = await gk.operation('listMembers', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect(members.data.items.map((m: { userId: string }) => m.userId)).not.toContain(guest.user.id);
  });
});
