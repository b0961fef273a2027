import { type Kysely, sql } from 'kysely';

// Issue 33 point 1: what Gatekeep's OpenID Provider (oidc-provider) stores, one table keyed by
// model name and id as its adapter contract describes: sessions, interactions, grants, codes,
// tokens. A grant remembers the Gatekeep session it was given under, so that its tokens end
// with that session. Hosted pages know their signed-in person by a browser secret, kept hashed
// on the session it belongs to.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_model_instances')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    // Text, not jsonb: a request's parameters (state, nonce...) may hold U+0000, which JSON
    // escapes and jsonb refuses; nothing ever queries inside a payload.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_model_instances_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_model_instances_grant_id_idx').on('oidc_model_instances').column('grant_id').execute();
  await db.schema.createIndex('oidc_model_instances_uid_idx').on('oidc_model_instances').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_model_instances_expires_at_idx').on('oidc_model_instances').column('expires_at').execute();
  await db.schema.alterTable('sessions').addColumn('browser_secret_hash', 'text').execute();
  await sql`create unique index sessions_browser_secret_hash_idx on sessions (browser_secret_hash) where browser_secret_hash is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_model_instances').execute();
  await db.schema.alterTable('sessions').dropColumn('browser_secret_hash').execute();
}
