import { type Kysely, sql } from 'kysely';

// Issue 34: passkeys (WebAuthn credentials) and the challenges of their ceremonies. A challenge
// lives in the database, not in one instance's memory, so any instance can finish a ceremony
// another began; it is taken (deleted) by its first use, whatever that use's outcome.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The credential id, base64url, as the authenticator and the browser name it.
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    // The COSE public key, base64url: public, so stored as it is.
    .addColumn('public_key', 'text', (c) => c.notNull())
    // A uint32 (WebAuthn §6.1): exact in a double, which both drivers read as a number.
    .addColumn('sign_counter', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('aaguid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    // sha256 of the challenge, as the browser echoes it in clientDataJSON.
    .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('registration', 'login', 'second_factor')`))
    // Whose ceremony: the registering user, or the user of a second-factor challenge; null for a sign-in.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('webauthn_challenges_expires_at_idx').on('webauthn_challenges').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
