import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { freePort } from '../helpers/server-process.ts';
import { linkToken, type MailServer, startMailServer } from '../helpers/mail-server.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 16 point 2, with point 1's mail: signup mails a single-use link; verifyEmail consumes
// it; resendVerificationEmail replaces it. Mail goes through a real SMTP server in-process.

const APP_URL = 'https://app.example.com';
let mail: MailServer;
let t: TestApp;
beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestApp({ SMTP_URL: mail.url, APP_URL, MAIL_FROM: 'Gatekeep <auth@example.com>' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const verify = (app: TestApp, token: string) => app.operation('verifyEmail', { body: { token } });
const resend = (app: TestApp, accessToken: string) => app.operation('resendVerificationEmail', { token: accessToken });

describe('verifying an email address', () => {
  it('signup mails a link to APP_URL/verify-email; the token verifies the address once', async () => {
    const account = await signUp(t);
    expect(account.user.emailVerified).toBe(false);
    const message = await mail.messageTo(account.email);
    expect(message).toMatchObject({ from: '"Gatekeep" <auth@example.com>', subject: 'Confirm your email address' });
    const { link, token } = linkToken(message, 'verify-email');
    expect(link.startsWith(`${APP_URL}/verify-email?token=`)).toBe(true);
    expect(message.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const verified = await verify(t, token);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.data).toMatchObject({ id: account.user.id, email: account.email, emailVerified: true });
    expect((await t.operation('getMe', { token: account.accessToken })).data.emailVerified).toBe(true);
    expect(await auditEventsWhere(t, { action: 'user.email_verified', targetId: account.user.id })).toHaveLength(1);

    const again = await verify(t, token);
    expect([again.status, again.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it('stores only a hash of the token, and refuses an unknown or expired one', async () => {
    const account = await signUp(t);
    const { token } = linkToken(await mail.messageTo(account.email), 'verify-email');
    const rows = await t.app.services.db.selectFrom('email_tokens').selectAll().where('user_id', '=', account.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await verify(t, `${token}x`)).status).toBe(401);
    await sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${account.user.id}`.execute(
      t.app.services.db,
    );
    const expired = await verify(t, token);
    expect([expired.status, expired.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    expect((await t.operation('getMe', { token: account.accessToken })).data.emailVerified).toBe(false);
  });

  it('resending replaces the link: the old one stops working, the new one verifies; then 409', async () => {
    const account = await signUp(t);
    const first = linkToken(await mail.messageTo(account.email), 'verify-email').token;
    const response = await resend(t, account.accessToken);
    expect(response.status, response.text).toBe(202);
    expect(response.data).toEqual({ sent: true, email: account.email });
    const messages = mail.received.filter((m) => m.to.includes(account.email));
    expect(messages).toHaveLength(2);
    const second = linkToken(messages[1]!, 'verify-email').token;
    expect(second).not.toBe(first);

    expect((await verify(t, first)).status).toBe(401);
    expect((await verify(t, second)).status).toBe(200);
    const done = await resend(t, account.accessToken);
    expect([done.status, done.body.code]).toEqual([409, 'CONFLICT']);
    expect((await resend(t, 'not-a-token')).status).toBe(401);
  });
});

describe('resending is capped per inbox', () => {
  it('three links per 15 minutes, signup included; the fourth answers 429 with Retry-After', async () => {
    const account = await signUp(t);
    expect((await resend(t, account.accessToken)).status).toBe(202);
    expect((await resend(t, account.accessToken)).status).toBe(202);
    const capped = await resend(t, account.accessToken);
    expect([capped.status, capped.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(capped.headers['retry-after'])).toBe(900);
    expect(mail.received.filter((m) => m.to.includes(account.email))).toHaveLength(3);
  });
});

describe('when the mail server is down', () => {
  it('signup still succeeds, and resending answers 503 so the user knows', async () => {
    const down = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    try {
      const account = await signUp(down);
      expect(account.user.emailVerified).toBe(false);
      const response = await resend(down, account.accessToken);
      expect([response.status, response.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    } finally {
      await down.close();
    }
  });
});

describe('without SMTP_URL outside production', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file carrying the link', async () => {
    const local = await startTestApp();
    try {
      const email = uniqueEmail('outbox');
      await signUp(local, email, PASSWORD, { verified: false });
      const outbox = path.join(local.dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(path.join(outbox, files[0]!)));
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe(email);
      const { token } = linkToken(
        { from: '', to: [email], subject: parsed.subject ?? '', text: parsed.text ?? '', html: '' },
        'verify-email',
      );
      // The raw file carries the token unencoded (in X-Gatekeep-Link), so a shell can grep it.
      const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
      expect(raw.match(/token=gkv_[A-Za-z0-9_-]+/g)?.map((m) => m.slice('token='.length))).toEqual(expect.arrayContaining([token]));
      // ...and every such match is the whole token, never one cut by a quoted-printable line break.
      expect(new Set(raw.match(/token=gkv_[A-Za-z0-9_-]+/g))).toEqual(new Set([`token=${token}`]));
      expect((await verify(local, token)).data.emailVerified).toBe(true);
    } finally {
      await local.close();
    }
  });
});
