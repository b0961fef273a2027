import { type Kysely, sql } from 'kysely';

// Issue 29 point 4: how many invitation mails went out recently, per recipient address (its
// hash: the table never holds an address) and per tenant. Each row keeps the send times still
// inside its window, so a cap holds over any window, not only over fixed clock slots.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitation_mail_caps')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', sql`timestamptz[]`, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitation_mail_caps').execute();
}
