import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the message exists for; the development outbox logs it, so `npm start` needs no
   * mail server. A notice (say, of an address change to the old address) has none.
   */
  link?: string;
}

export interface Mailer {
  /** Hands the message to the mail server (or the outbox); rejects when it cannot. */
  send(message: MailMessage): Promise<void>;
  /** For mail whose failure must not fail the request: logs it instead, and says whether it went. */
  trySend(message: MailMessage): Promise<boolean>;
}

/**
 * SMTP_URL set: nodemailer over SMTP. Unset (never in production, see loadConfig): each message
 * is rendered as it would be sent and written to DATA_DIR/outbox/ as an .eml file.
 */
export function createMailer(settings: MailSettings, dataDir: string, log: Logger): Mailer {
  const send = settings.smtpUrl ? smtpSender(settings, settings.smtpUrl) : outboxSender(settings, dataDir, log);
  return {
    send,
    async trySend(message) {
      try {
        await send(message);
        return true;
      } catch (err) {
        log.warn({ err, subject: message.subject }, 'cannot send mail');
        return false;
      }
    },
  };
}

function smtpSender(settings: MailSettings, smtpUrl: string): Mailer['send'] {
  // Bounded, since signup waits for its verification mail: a mail server that does not answer
  // fails the send (logged; the user can resend) instead of holding the request for minutes.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return async ({ to, subject, text, html }) => {
    await transport.sendMail({ from: settings.from, to, subject, text, html });
  };
}

function outboxSender(settings: MailSettings, dataDir: string, log: Logger): Mailer['send'] {
  const outbox = path.join(dataDir, 'outbox');
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async ({ to, subject, text, html, link }) => {
    // The link again as a header, unencoded (the bodies are quoted-printable), so a developer
    // can grep the outbox for it: grep -ho 'token=gkv_[A-Za-z0-9_-]*' .data/outbox/*.eml | tail -1
    const headers = link ? { 'X-Gatekeep-Link': link } : {};
    const { message } = await render.sendMail({ from: settings.from, to, subject, text, html, headers });
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`);
    // Written under another name, then renamed: whoever watches the outbox never reads half a message.
    await writeFile(`${file}.partial`, message as Buffer, { mode: 0o600 });
    await rename(`${file}.partial`, file);
    // Development only: the link carries a token, which is why production has no outbox.
    log.info({ to, subject, link, file }, 'mail written to the development outbox');
  };
}
