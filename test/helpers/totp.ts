import { setTimeout as sleep } from 'node:timers/promises';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/domain/mfa/totp.ts';
import type { MailServer } from './mail-server.ts';
import { PASSWORD, signUp, type TestApp } from './test-app.ts';

/**
 * The code for the current time step plus `offset` (the server accepts one step either
 * side). Waits out the last two seconds of a step, so that the step cannot change between
 * making a code and the server checking it.
 */
export async function codeForStep(secret: string, offset = 0): Promise<string> {
  const secondsIntoStep = (Date.now() / 1000) % TOTP_PERIOD_SECONDS;
  if (secondsIntoStep > TOTP_PERIOD_SECONDS - 2) await sleep((TOTP_PERIOD_SECONDS - secondsIntoStep + 0.1) * 1000);
  return totpCode(secret, { epochSeconds: Math.floor(Date.now() / 1000) + offset * TOTP_PERIOD_SECONDS });
}

/**
 * A new user with TOTP active; activation spent the previous step's code, so the current one is
 * free. The address is verified first (enrollTotp needs it): through the development outbox,
 * or, for an app with SMTP_URL, through the link `mail` received.
 */
export async function userWithTotp(t: TestApp, mail?: MailServer, email?: string) {
  let account = await signUp(t, email);
  if (!account.user.emailVerified) {
    if (!mail) throw new Error('userWithTotp on an app with SMTP_URL needs its mail server, to verify the address');
    const verified = await t.operation('verifyEmail', { body: { token: await mail.tokenFor(account.email, 'verify-email') } });
    if (verified.status !== 200) throw new Error(`verifyEmail failed: ${verified.status} ${verified.text}`);
    account = { ...account, user: verified.data };
  }
  const enrollment = await t.call('POST', '/v1/mfa/totp/enroll', { token: account.accessToken, body: { password: PASSWORD } });
  const secret: string = enrollment.body.data.secret;
  const activation = await t.call('POST', '/v1/mfa/totp/activate', {
    token: account.accessToken,
    body: { code: await codeForStep(secret, -1) },
  });
  if (activation.status !== 200) throw new Error(`activation failed: ${activation.status} ${activation.text}`);
  return { ...account, secret, recoveryCodes: activation.body.data.recoveryCodes as string[] };
}
