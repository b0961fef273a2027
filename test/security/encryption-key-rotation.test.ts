import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ENCRYPTED_COLUMNS, encryptionKeyIdsInUse } from '../../server/db/repositories/encrypted-secrets.ts';
import { encryptionKeyId } from '../../server/secrets/secret-cipher.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';
import { startReceiver } from '../helpers/webhook-receiver.ts';
import { FAST_JOBS, verified } from '../webhooks/helpers.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';

// Issue 14 point 5: ENCRYPTION_KEYS' first key encrypts and all decrypt; `npm run
// rotate-encryption-key` moves every stored secret under the first key; a server never starts
// on secrets it cannot decrypt.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `offset`: a later step's code, when this user already spent the current one (codes are single-use). */
async function signInWithTotp(app: TestApp, email: string, secret: string, offset = 0) {
  const challenge = await app.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
  expect(challenge.body.data?.mfaRequired, challenge.text).toBe(true);
  return app.call('POST', '/v1/mfa/verify-challenge', {
    body: { challengeToken: challenge.body.data.challengeToken, code: await codeForStep(secret, offset) },
  });
}

async function keyIdsInUse(app: TestApp): Promise<string[]> {
  const ids = new Set<string>();
  for (const column of ENCRYPTED_COLUMNS) for (const id of await encryptionKeyIdsInUse(app.app.services.db, column)) ids.add(id);
  return [...ids].sort();
}

describe('rotating ENCRYPTION_KEYS', () => {
  it('adds a key, re-encrypts everything under it with the CLI, then runs on the new key alone', async () => {
    const keyA = randomBytes(32).toString('base64');
    const keyB = randomBytes(32).toString('base64');
    const [idA, idB] = [keyA, keyB].map((key) => encryptionKeyId(Buffer.from(key, 'base64')));
    const dataDir = migratedDataDir('gatekeep-rotation-');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await isolatedDatabase();
    cleanups.push(() => database.drop());
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const env = (keys: string) => ({ ...FAST_JOBS, ...database.env, ENCRYPTION_KEYS: keys });

    // Under key A: a TOTP user, a webhook endpoint whose secret was rotated once, a client secret.
    const a = await startTestApp(env(keyA), { dataDir });
    const first = await userWithTotp(a);
    const owner = await signUp(a);
    const tenant = await createTenant(a, owner);
    const endpointsUrl = `/v1/tenants/${tenant.id}/webhook-endpoints`;
    const created = await a.call('POST', endpointsUrl, {
      token: owner.accessToken,
      body: { url: receiver.url, eventTypes: ['role.created'] },
    });
    expect(created.status, created.text).toBe(201);
    const rotated = await a.call('POST', `${endpointsUrl}/${created.body.data.webhookEndpoint.id}/rotate-secret`, {
      token: owner.accessToken,
    });
    expect(rotated.status, rotated.text).toBe(200);
    const config = await a.call('POST', `/v1/tenants/${tenant.id}/provider-configs`, {
      token: owner.accessToken,
      body: {
        type: 'oidc',
        name: 'IdP',
        oidc: { issuer: 'https://idp.example.com', clientId: 'client-1', clientSecret: 'rotation-client-secret-0123456789' },
      },
    });
    expect(config.status, config.text).toBe(201);
    await a.close();

    // Key A dropped too soon: the server refuses to start, naming the missing key.
    await expect(startTestApp(env(keyB), { dataDir })).rejects.toThrow(
      new RegExp(`encrypted under key id\\(s\\) ${idA}, which ENCRYPTION_KEYS does not hold`),
    );

    // B first, A kept: old secrets still decrypt, new ones are written under B.
    const both = await startTestApp(env(`${keyB},${keyA}`), { dataDir });
    expect((await signInWithTotp(both, first.email, first.secret)).status).toBe(200);
    const second = await userWithTotp(both);
    expect(await keyIdsInUse(both)).toEqual([idA, idB].sort());
    await both.close();

    const rotate = () =>
      spawnSync('npm', ['run', '--silent', 'rotate-encryption-key'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...database.env, DATA_DIR: dataDir, ENCRYPTION_KEYS: `${keyB},${keyA}` },
      });
    const run = rotate();
    expect(run.status, run.stderr).toBe(0);
    // u1's seed, the current and previous signing secrets, the client secret, and the audit
    // checkpoint key (made under A when A's workers first signed the logs); u2's was under B already.
    expect(run.stdout).toContain('mfa_totp.secret: 1 re-encrypted');
    expect(run.stdout).toContain('webhook_endpoints.previous_secret: 1 re-encrypted');
    expect(run.stdout).toContain('audit_checkpoint_keys.private_key: 1 re-encrypted');
    expect(run.stdout).toContain(`5 secret(s) now under key ${idB}`);
    for (const key of [keyA, keyB]) expect(run.stdout + run.stderr).not.toContain(key);
    // Nothing left to do: a second run changes nothing.
    const again = rotate();
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain(`0 secret(s) now under key ${idB}`);

    // Now key B alone serves everything: MFA for both users, and deliveries signed with both
    // the current and (within its grace period) the previous signing secret.
    await expect(startTestApp(env(keyA), { dataDir })).rejects.toThrow(new RegExp(`key id\\(s\\) ${idB}`));
    const b = await startTestApp(env(keyB), { dataDir });
    cleanups.push(() => b.close());
    expect(await keyIdsInUse(b)).toEqual([idB]);
    expect((await signInWithTotp(b, first.email, first.secret, 1)).status).toBe(200);
    expect((await signInWithTotp(b, second.email, second.secret)).status).toBe(200);
    const role = await b.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: owner.accessToken,
      body: { name: 'after-rotation', permissions: [] },
    });
    expect(role.status, role.text).toBe(201);
    const [webhook] = await receiver.waitFor(1);
    expect(verified(webhook!, rotated.body.data.secret).type).toBe('role.created');
    expect(verified(webhook!, created.body.data.secret).type).toBe('role.created');
  });
});
