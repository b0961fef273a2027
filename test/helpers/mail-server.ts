import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailServer {
  /** SMTP_URL for a server under test. */
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` (waiting for it), parsed as a mail client would. */
  messageTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The token of the `nth` (1-based) message to `to` with a link to `page`, waiting for it. */
  tokenFor(to: string, page: string, nth?: number): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it accepts (the smtp-server package). */
export async function startMailServer(port = 0): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? ''));
          received.push({
            from: mail.from?.text ?? '',
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    async messageTo(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${received.map((m) => m.to.join()).join('; ')})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async tokenFor(to, page, nth = 1) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const withLink = received.filter((mail) => mail.to.includes(to.toLowerCase()) && mail.text.includes(`/${page}?token=`));
        if (withLink.length >= nth) return linkToken(withLink[nth - 1]!, page).token;
        if (Date.now() > deadline) throw new Error(`no ${page} mail #${nth} to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `token` query parameter of the first link to `page` in a message's text. */
export function linkToken(mail: ReceivedMail, page: string): { link: string; token: string } {
  const link = new RegExp(`https?://\\S+/${page}\\?token=[^\\s]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${page} link in: ${mail.text}`);
  return { link, token: new URL(link).searchParams.get('token')! };
}
