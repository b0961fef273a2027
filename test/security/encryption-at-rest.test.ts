import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { hashSecret } from '../../server/secrets/issued-secrets.ts';
import { encryptionKeyId, storedKeyId } from '../../server/secrets/secret-cipher.ts';
import { testSecretCipher } from '../helpers/secrets.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';

// Issue 14 point 5: TOTP seeds, identity-provider client secrets and webhook signing secrets
// are stored only as AES-256-GCM ciphertexts that name their key.

let t: TestApp;
const cleanups: Array<() => unknown> = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Tables with any row whose text form contains `needle`: every table, every column. */
async function tablesContaining(db: Db, needle: string): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(name)} t where strpos(t::text, ${needle}) > 0`.execute(db);
    if (rows[0]!.n > 0) found.push(name);
  }
  return found;
}

const login = (app: TestApp, email: string) => app.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
const answer = (app: TestApp, challengeToken: string, code: string) =>
  app.call('POST', '/v1/mfa/verify-challenge', { body: { challengeToken, code } });

/** Signs in with password and the current TOTP code. */
async function signInWithTotp(app: TestApp, email: string, secret: string) {
  const challenge = await login(app, email);
  expect(challenge.body.data?.mfaRequired, challenge.text).toBe(true);
  return answer(app, challenge.body.data.challengeToken, await codeForStep(secret));
}

describe('secrets at rest', () => {
  it('no table holds a TOTP seed, client secret or webhook signing secret in the clear', async () => {
    const mfaUser = await userWithTotp(t);
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const created = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
      token: owner.accessToken,
      body: { url: 'https://hooks.example.com/at-rest', eventTypes: ['role.created'] },
    });
    expect(created.status, created.text).toBe(201);
    const endpointId: string = created.body.data.webhookEndpoint.id;
    const rotated = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints/${endpointId}/rotate-secret`, {
      token: owner.accessToken,
    });
    expect(rotated.status, rotated.text).toBe(200);
    const clientSecret = `cs-at-rest-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    const config = await t.call('POST', `/v1/tenants/${tenant.id}/provider-configs`, {
      token: owner.accessToken,
      body: { type: 'oidc', name: 'IdP', oidc: { issuer: 'https://idp.example.com', clientId: 'client-1', clientSecret } },
    });
    expect(config.status, config.text).toBe(201);

    const db = t.app.services.db;
    for (const plaintext of [mfaUser.secret, created.body.data.secret, rotated.body.data.secret, clientSecret]) {
      expect(await tablesContaining(db, plaintext), 'a table holds a secret in the clear').toEqual([]);
    }

    // What is there instead: ciphertexts under the first (here the only) key.
    const activeKeyId = t.app.services.secretCipher.activeKeyId;
    const totp = await db.selectFrom('mfa_totp').select('secret').where('user_id', '=', mfaUser.user.id).executeTakeFirstOrThrow();
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret'])
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    const provider = await db
      .selectFrom('provider_configs')
      .select('client_secret')
      .where('id', '=', config.body.data.id)
      .executeTakeFirstOrThrow();
    for (const stored of [totp.secret, endpoint.secret, endpoint.previous_secret!, provider.client_secret!]) {
      expect(storedKeyId(stored)).toBe(activeKeyId);
    }

    // And the server still uses them: the seed signs this user in.
    const signedIn = await signInWithTotp(t, mfaUser.email, mfaUser.secret);
    expect(signedIn.status, signedIn.text).toBe(200);
  });

  it('keeps a directory token only as its hash, after createDirectory and rotateDirectoryToken', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const db = t.app.services.db;
    /** No table holds the token, or its random tail (as if a prefix were stored apart from the rest). */
    const expectNowhereInClear = async (token: string) => {
      expect(token).toMatch(/^gkp_/);
      expect(await tablesContaining(db, token), 'a table holds a directory token in the clear').toEqual([]);
      expect(await tablesContaining(db, token.slice(-24)), 'a table holds part of a directory token').toEqual([]);
    };
    const created = await t.operation('createDirectory', {
      params: { tenantId: tenant.id },
      body: { name: 'Okta' },
      token: owner.accessToken,
    });
    expect(created.status, created.text).toBe(201);
    await expectNowhereInClear(created.data.token);
    // What is there instead: its SHA-256, by which the key is looked up.
    expect(await tablesContaining(db, hashSecret(created.data.token))).toEqual(['service_accounts']);

    const rotated = await t.operation('rotateDirectoryToken', {
      params: { tenantId: tenant.id, directoryId: created.data.directory.id },
      token: owner.accessToken,
    });
    expect(rotated.status, rotated.text).toBe(200);
    await expectNowhereInClear(rotated.data.token);
    await expectNowhereInClear(created.data.token);
    expect(await tablesContaining(db, hashSecret(rotated.data.token))).toEqual(['service_accounts']);
    // The rotated-out token's hash is replaced, not kept beside the new one.
    expect(await tablesContaining(db, hashSecret(created.data.token))).toEqual([]);
  });

  it('binds a ciphertext to its row: a seed copied onto another user never signs them in (503)', async () => {
    const victim = await userWithTotp(t);
    const attacker = await userWithTotp(t);
    const db = t.app.services.db;
    const victimRow = await db.selectFrom('mfa_totp').select('secret').where('user_id', '=', victim.user.id).executeTakeFirstOrThrow();
    // Someone with write access to the table copies the attacker's seed onto the victim.
    const attackerRow = await db.selectFrom('mfa_totp').select('secret').where('user_id', '=', attacker.user.id).executeTakeFirstOrThrow();
    await db.updateTable('mfa_totp').set({ secret: attackerRow.secret }).where('user_id', '=', victim.user.id).execute();

    const challenge = await login(t, victim.email);
    const response = await answer(t, challenge.body.data.challengeToken, await codeForStep(attacker.secret));
    expect(response.status, response.text).toBe(503);
    expect(response.body).toEqual({ ok: false, error: 'A stored secret cannot be read right now.', code: 'SERVICE_UNAVAILABLE' });

    await db.updateTable('mfa_totp').set({ secret: victimRow.secret }).where('user_id', '=', victim.user.id).execute();
    expect((await signInWithTotp(t, victim.email, victim.secret)).status).toBe(200);
  });

  it('outside production without ENCRYPTION_KEYS, generates a key once into DATA_DIR and keeps using it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-devkey-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The embedded database even in the PostgreSQL run: with DATABASE_URL the server refuses to
    // start without ENCRYPTION_KEYS (issue 29), so a key kept in DATA_DIR exists only there.
    const env = { DATABASE_URL: '', ENCRYPTION_KEYS: '' };

    const first = await startTestApp(env, { dataDir });
    const user = await userWithTotp(first);
    await first.close();

    const keyFile = path.join(dataDir, 'dev-encryption-key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const devKey = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
    expect(devKey).toHaveLength(32);
    expect(encryptionKeyId(devKey)).not.toBe(testSecretCipher().activeKeyId);

    const again = await startTestApp(env, { dataDir });
    cleanups.push(() => again.close());
    const stored = await again.app.services.db
      .selectFrom('mfa_totp')
      .select('secret')
      .where('user_id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(storedKeyId(stored.secret)).toBe(encryptionKeyId(devKey));
    expect((await signInWithTotp(again, user.email, user.secret)).status).toBe(200);
  });
});
