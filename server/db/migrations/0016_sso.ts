import { type Kysely, sql } from 'kysely';

// Issue 32: sign-in through a tenant's provider config. The config gains what the flow needs;
// four tables hold the flow's state in the database, never in one instance's memory, so any
// instance can finish what another started and a replay fails on every instance.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('provider_configs')
    .addColumn('allowed_redirect_uris', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('default_role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('jit_provisioning', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('enforced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('trust_idp_mfa', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // A sign-in between startSso and the IdP's answer: single use (deleted when the answer comes),
  // ten minutes. Only the hash of `state` (OIDC) or RelayState (SAML) is kept.
  await db.schema
    .createTable('sso_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider_config_id', 'text', (c) => c.notNull().references('provider_configs.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('app_state', 'text')
    .addColumn('code_challenge', 'text')
    // The PKCE verifier Gatekeep shows the IdP's token endpoint (OIDC); useless without the code.
    .addColumn('idp_code_verifier', 'text')
    // The AuthnRequest's ID (SAML), which the Response's InResponseTo must name.
    .addColumn('saml_request_id', 'text', (c) => c.unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sso_requests_expires_at_idx').on('sso_requests').column('expires_at').execute();

  // The single-use code the app exchanges (exchangeSsoCode): 60 seconds, bound to the redirect
  // URI and the app's PKCE challenge. Only its hash is kept.
  await db.schema
    .createTable('sso_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_config_id', 'text', (c) => c.notNull().references('provider_configs.id').onDelete('cascade'))
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sso_codes_expires_at_idx').on('sso_codes').column('expires_at').execute();

  // Who a user is at an IdP: (config, subject) names one user for good, whatever the address says later.
  await db.schema
    .createTable('sso_identities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_config_id', 'text', (c) => c.notNull().references('provider_configs.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .addUniqueConstraint('sso_identities_config_subject_key', ['provider_config_id', 'subject'])
    .execute();
  await db.schema.createIndex('sso_identities_user_id_idx').on('sso_identities').column('user_id').execute();

  // SAML assertion ids seen, until their NotOnOrAfter: a second use is a replay.
  await db.schema
    .createTable('sso_assertion_ids')
    .addColumn('provider_config_id', 'text', (c) => c.notNull().references('provider_configs.id').onDelete('cascade'))
    .addColumn('assertion_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_assertion_ids_pkey', ['provider_config_id', 'assertion_id'])
    .execute();
  await db.schema.createIndex('sso_assertion_ids_expires_at_idx').on('sso_assertion_ids').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sso_assertion_ids', 'sso_identities', 'sso_codes', 'sso_requests']) await db.schema.dropTable(table).execute();
  await db.schema
    .alterTable('provider_configs')
    .dropColumn('allowed_redirect_uris')
    .dropColumn('default_role')
    .dropColumn('jit_provisioning')
    .dropColumn('enforced')
    .dropColumn('trust_idp_mfa')
    .execute();
}
