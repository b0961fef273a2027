import type { Kysely } from 'kysely';

// Issue 13: password guessing is counted per (account, address) and per account instead of per
// email, so that a stranger's failures cannot lock the owner out; second-factor guessing is
// counted per user instead of per challenge. `account` is the normalized email (whether or not
// an account has it), so unknown emails are throttled exactly like known ones.
export async function up(db: Kysely<any>): Promise<void> {
  // Five free failures, then a lock that doubles with each further failure (login-throttle.ts).
  await db.schema
    .createTable('login_address_failures')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addPrimaryKeyConstraint('login_address_failures_pk', ['account', 'address'])
    .execute();

  // A budget of failures per window, which only binds addresses not in sign_in_addresses.
  await db.schema
    .createTable('login_account_failures')
    .addColumn('account', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Where each user last signed in (a few rows per user): their failures never lock these out.
  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_addresses_pk', ['user_id', 'address'])
    .execute();

  // Wrong TOTP and recovery codes per user, across challenges and the authenticated TOTP routes.
  await db.schema
    .createTable('second_factor_failures')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Issuing a challenge keeps only the user's newest few: that query walks the user's rows.
  await db.schema.createIndex('mfa_challenges_user_idx').on('mfa_challenges').columns(['user_id', 'created_at']).execute();

  // Its two uses (emails, and `mfa:<userId>` keys) moved to the tables above.
  await db.schema.dropTable('login_throttle').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();
  await db.schema.dropIndex('mfa_challenges_user_idx').execute();
  for (const table of ['second_factor_failures', 'sign_in_addresses', 'login_account_failures', 'login_address_failures']) {
    await db.schema.dropTable(table).execute();
  }
}
