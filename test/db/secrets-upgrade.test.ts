import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrationsFor } from '../../server/db/migrations/index.ts';
import { storedKeyId } from '../../server/secrets/secret-cipher.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { testSecretCipher } from '../helpers/secrets.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Migration 0009 encrypts the secrets stored in the clear before it; its down migration
// decrypts them again, for a downgrade. Both through a real database.

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function storedSecrets(app: TestApp, ids: { userId: string; endpointId: string; configId: string }) {
  const db = app.app.services.db;
  const totp = await db.selectFrom('mfa_totp').select('secret').where('user_id', '=', ids.userId).executeTakeFirstOrThrow();
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select(['secret', 'previous_secret'])
    .where('id', '=', ids.endpointId)
    .executeTakeFirstOrThrow();
  const config = await db.selectFrom('provider_configs').select('client_secret').where('id', '=', ids.configId).executeTakeFirstOrThrow();
  return [totp.secret, endpoint.secret, endpoint.previous_secret, config.client_secret];
}

describe('upgrading to secrets encrypted at rest (0009)', () => {
  it('encrypts the secrets a release before it stored in the clear, and they go on working', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-secrets-upgrade-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());

    const current = await startTestApp(database.env, { dataDir });
    const user = await userWithTotp(current);
    const owner = await signUp(current);
    const tenant = await createTenant(current, owner);
    const endpoint = await current.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
      token: owner.accessToken,
      body: { url: 'https://hooks.example.com/upgrade', eventTypes: ['role.created'] },
    });
    const rotated = await current.call(
      'POST',
      `/v1/tenants/${tenant.id}/webhook-endpoints/${endpoint.body.data.webhookEndpoint.id}/rotate-secret`,
      { token: owner.accessToken },
    );
    const clientSecret = 'upgrade-client-secret-0123456789';
    const config = await current.call('POST', `/v1/tenants/${tenant.id}/provider-configs`, {
      token: owner.accessToken,
      body: { type: 'oidc', name: 'IdP', oidc: { issuer: 'https://idp.example.com', clientId: 'client-1', clientSecret } },
    });
    expect(config.status, config.text).toBe(201);
    const ids = { userId: user.user.id, endpointId: endpoint.body.data.webhookEndpoint.id, configId: config.body.data.id };
    const plaintexts = [user.secret, rotated.body.data.secret, endpoint.body.data.secret, clientSecret];
    await current.close();

    // Back to the schema before 0009: its down migration leaves every secret in the clear.
    const before = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir });
    try {
      const migrator = new Migrator({
        db: before.db,
        provider: { getMigrations: async () => migrationsFor({ secretCipher: testSecretCipher() }) },
      });
      const { error } = await migrator.migrateTo('0008_job_fairness_and_maintenance');
      if (error) throw error;
      const totp = await before.db.selectFrom('mfa_totp').select('secret').where('user_id', '=', ids.userId).executeTakeFirstOrThrow();
      expect(totp.secret).toBe(user.secret);
    } finally {
      await before.close();
    }

    // Starting the new release migrates: ciphertexts under the first key, the same secrets inside.
    const upgraded = await startTestApp(database.env, { dataDir });
    cleanups.push(() => upgraded.close());
    const stored = await storedSecrets(upgraded, ids);
    const cipher = upgraded.app.services.secretCipher;
    expect(stored.map((value) => storedKeyId(value!))).toEqual(Array(4).fill(cipher.activeKeyId));
    const contexts = [
      { purpose: 'totp_secret', rowId: ids.userId },
      { purpose: 'webhook_signing_secret', rowId: ids.endpointId },
      { purpose: 'webhook_signing_secret', rowId: ids.endpointId },
      { purpose: 'provider_client_secret', rowId: ids.configId },
    ] as const;
    expect(stored.map((value, i) => cipher.decrypt(value!, contexts[i]!))).toEqual(plaintexts);

    // The upgraded seed still signs the user in (a later step: the current one may be spent).
    const challenge = await upgraded.call('POST', '/v1/auth/login', { body: { email: user.email, password: PASSWORD } });
    const answer = await upgraded.call('POST', '/v1/mfa/verify-challenge', {
      body: { challengeToken: challenge.body.data.challengeToken, code: await codeForStep(user.secret, 1) },
    });
    expect(answer.status, answer.text).toBe(200);
  });
});
