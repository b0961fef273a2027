import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { linkToken, type ReceivedMail } from './mail-server.ts';
import type { TestApp } from './test-app.ts';

interface OutboxIndex {
  read: Set<string>;
  byRecipient: Map<string, ReceivedMail[]>;
  /** Scans run one after another: concurrent signups would otherwise skip each other's files. */
  scanning: Promise<void>;
}

const indexes = new WeakMap<TestApp, OutboxIndex>();

/**
 * The messages a server without SMTP_URL wrote to DATA_DIR/outbox for `to`, oldest first, read
 * as a mail client would. Each file is parsed once per app, so a suite that signs up hundreds
 * of users does not read the outbox hundreds of times over.
 */
export async function outboxMessages(t: TestApp, to: string): Promise<ReceivedMail[]> {
  const index = indexes.get(t) ?? { read: new Set(), byRecipient: new Map(), scanning: Promise.resolve() };
  indexes.set(t, index);
  index.scanning = index.scanning.then(() => scan(index, path.join(t.dataDir, 'outbox')));
  await index.scanning;
  return index.byRecipient.get(to.toLowerCase()) ?? [];
}

async function scan(index: OutboxIndex, outbox: string): Promise<void> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && !index.read.has(f)).sort();
  for (const file of files) {
    index.read.add(file);
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase() ?? ''));
    const parsed: ReceivedMail = {
      from: mail.from?.text ?? '',
      to: recipients,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    };
    for (const recipient of recipients) index.byRecipient.set(recipient, [...(index.byRecipient.get(recipient) ?? []), parsed]);
  }
}

/** The token of the newest link to `page` (e.g. `verify-email`) in the outbox mail for `to`. */
export async function outboxToken(t: TestApp, to: string, page: string): Promise<string> {
  const withLink = (await outboxMessages(t, to)).filter((mail) => mail.text.includes(`/${page}?token=`));
  const newest = withLink.at(-1);
  if (!newest) throw new Error(`no ${page} link mailed to ${to} in ${t.dataDir}/outbox`);
  return linkToken(newest, page).token;
}
