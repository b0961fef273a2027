import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { calculateJwkThumbprint } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { checkpointGrownLogs } from '../../server/domain/audit/checkpoints.ts';
import { type SignedCheckpoint, verifyCheckpointSignature } from '../../server/protocols/transparency/checkpoint.ts';
import { verifyConsistency, verifyInclusion } from '../../server/protocols/transparency/merkle.ts';
import { verifyAuditExport } from '../../server/protocols/transparency/verify-export.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { migratedDataDir } from '../helpers/migrated-data-dir.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { eventually, FAST_JOBS } from '../webhooks/helpers.ts';

// Issue 36 points 2 and 3: signed checkpoints of each log that grew, at every multiple of
// AUDIT_CHECKPOINT_EVENTS and at its size; the keys that sign them; inclusion and consistency
// proofs against them. The job is run by hand here (no workers), so the sizes are known.

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await startTestApp({ AUDIT_CHECKPOINT_EVENTS: '4', JOB_CONCURRENCY: '0' });
  owner = await signUp(t);
});
afterAll(() => t.close());

const addRoles = async (tenantId: string, count: number, prefix = 'r') => {
  for (let i = 0; i < count; i++) {
    const role = await t.call('POST', `/v1/tenants/${tenantId}/roles`, {
      token: owner.accessToken,
      body: { name: `${prefix}${i}`, permissions: [] },
    });
    expect(role.status, role.text).toBe(201);
  }
};
const checkpointsOf = async (tenantId: string): Promise<SignedCheckpoint[]> => {
  const response = await t.call('GET', `/v1/tenants/${tenantId}/audit/checkpoints`, { token: owner.accessToken });
  expect(response.status, response.text).toBe(200);
  return response.body.data.items;
};
const keys = async () => {
  const response = await t.call('GET', '/v1/audit/checkpoint-keys');
  expect(response.status, response.text).toBe(200);
  return response.body as Schemas['AuditCheckpointKeys'];
};
const exported = async (tenantId: string) =>
  (await t.call('GET', `/v1/audit/export?tenantId=${tenantId}`, { token: owner.accessToken })).text.trimEnd().split('\n');

/** The root of the log's first `size` events, from its export. */
async function exportedRoot(tenantId: string, size: number): Promise<string> {
  const verified = await verifyAuditExport((await exported(tenantId)).slice(0, size));
  expect(verified.failure).toBeUndefined();
  return verified.rootHash;
}

describe('checkpoints', () => {
  it('are signed at every multiple of AUDIT_CHECKPOINT_EVENTS a log passed and at its size, then only when it grows', async () => {
    const tenant = await createTenant(t, owner);
    await addRoles(tenant.id, 9); // 10 events with tenant.created
    await checkpointGrownLogs(t.app.services);
    const signed = await checkpointsOf(tenant.id);
    expect(signed.map((c) => c.treeSize)).toEqual([10, 8, 4]);
    const published = await keys();
    for (const checkpoint of signed) {
      expect(checkpoint.origin).toBe(`${t.app.services.config.issuer}/audit/${tenant.id}`);
      expect(verifyCheckpointSignature(checkpoint, published.keys)).toBe(true);
      expect(checkpoint.rootHash).toBe(await exportedRoot(tenant.id, checkpoint.treeSize));
    }

    // Nothing new: no new checkpoint. Three more events: one at 12 and one at 13.
    await checkpointGrownLogs(t.app.services);
    expect((await checkpointsOf(tenant.id)).map((c) => c.treeSize)).toEqual([10, 8, 4]);
    await addRoles(tenant.id, 3, 's');
    await checkpointGrownLogs(t.app.services);
    expect((await checkpointsOf(tenant.id)).map((c) => c.treeSize)).toEqual([13, 12, 10, 8, 4]);
  });

  it('are refused when forged: another root, size or origin, or a signature by another key', async () => {
    const tenant = await createTenant(t, owner);
    await addRoles(tenant.id, 2);
    await checkpointGrownLogs(t.app.services);
    const [checkpoint] = await checkpointsOf(tenant.id);
    const { keys: published } = await keys();
    expect(verifyCheckpointSignature(checkpoint!, published)).toBe(true);
    for (const forged of [
      { ...checkpoint!, rootHash: '00'.repeat(32) },
      { ...checkpoint!, treeSize: checkpoint!.treeSize + 1 },
      { ...checkpoint!, origin: checkpoint!.origin.replace(tenant.id, 'ten_01ZZZZZZZZZZZZZZZZZZZZZZZZ') },
      { ...checkpoint!, at: new Date(0).toISOString() },
      { ...checkpoint!, signature: Buffer.alloc(64).toString('base64url') },
      { ...checkpoint!, keyId: 'unknown' },
    ]) {
      expect(verifyCheckpointSignature(forged, published), JSON.stringify(forged)).toBe(false);
    }
  });

  it('are sent to endpoints subscribed to audit.checkpoint', async () => {
    const tenant = await createTenant(t, owner);
    const endpoint = await t.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
      token: owner.accessToken,
      body: { url: 'https://hooks.example.com/audit', eventTypes: ['audit.checkpoint'] },
    });
    expect(endpoint.status, endpoint.text).toBe(201);
    await addRoles(tenant.id, 4); // 6 events: checkpoints at 4 and 6
    await checkpointGrownLogs(t.app.services);
    const deliveries = await t.app.services.db
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'body'])
      .where('endpoint_id', '=', endpoint.body.data.webhookEndpoint.id)
      .execute();
    const bodies = deliveries.map((d) => JSON.parse(d.body));
    expect(bodies.map((b) => [b.type, b.tenantId, b.data.treeSize]).sort()).toEqual([
      ['audit.checkpoint', tenant.id, 4],
      ['audit.checkpoint', tenant.id, 6],
    ]);
    const signed = await checkpointsOf(tenant.id);
    expect(bodies.map((b) => b.data).sort((a, b) => b.treeSize - a.treeSize)).toEqual(signed);
  });

  it('have their keys published to anyone, as Ed25519 JWKs named by their thumbprint', async () => {
    const { keys: published } = await keys();
    expect(published.length).toBeGreaterThanOrEqual(1);
    for (const key of published) {
      expect(key).toEqual({
        kid: await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: key.x }, 'sha256'),
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.stringMatching(/^[\w-]{43}$/),
        alg: 'EdDSA',
        use: 'sig',
        createdAt: expect.any(String),
        retiredAt: null,
      });
    }
  });
});

describe('proofs', () => {
  let tenantId: string;
  let lines: { id: string; seq: number; leafHash: string }[];
  beforeAll(async () => {
    tenantId = (await createTenant(t, owner)).id;
    await addRoles(tenantId, 6); // checkpoints at 4 and 7
    await checkpointGrownLogs(t.app.services);
    await addRoles(tenantId, 2, 'later'); // 9 events, the last two not checkpointed
    lines = (await exported(tenantId)).map((line) => JSON.parse(line));
  });
  const proof = (eventId: string, query = '') =>
    t.call('GET', `/v1/tenants/${tenantId}/audit-events/${eventId}/proof${query}`, { token: owner.accessToken });

  it('prove each event in every tree that holds it, against the signed root where there is one', async () => {
    const signed = await checkpointsOf(tenantId);
    expect(signed.map((c) => c.treeSize)).toEqual([7, 4]);
    for (const event of lines) {
      for (const treeSize of [event.seq, 4, 7, 9].filter((size) => size >= event.seq)) {
        const response = await proof(event.id, `?treeSize=${treeSize}`);
        expect(response.status, response.text).toBe(200);
        const body = response.body.data as Schemas['AuditInclusionProof'];
        expect(body).toMatchObject({ eventId: event.id, seq: event.seq, leafHash: event.leafHash, treeSize });
        const hashes = body.proof.map((h) => Buffer.from(h, 'hex'));
        expect(
          verifyInclusion(Buffer.from(event.leafHash, 'hex'), event.seq - 1, treeSize, hashes, Buffer.from(body.rootHash, 'hex')),
        ).toBe(true);
        expect(body.rootHash).toBe(await exportedRoot(tenantId, treeSize));
        expect(body.checkpoint).toEqual(signed.find((c) => c.treeSize === treeSize) ?? null);
      }
    }
  });

  it('default to the latest checkpoint that holds the event, else to the log as it is', async () => {
    const signed = await checkpointsOf(tenantId);
    for (const event of lines.slice(0, 7)) {
      expect((await proof(event.id)).body.data).toMatchObject({ treeSize: 7, checkpoint: signed.find((c) => c.treeSize === 7) });
    }
    expect((await proof(lines[8]!.id)).body.data).toMatchObject({ treeSize: 9, checkpoint: null });
  });

  it('prove that every later tree extends every earlier one', async () => {
    for (let from = 1; from <= 9; from++) {
      for (const to of [from, 7, 9].filter((size) => size >= from)) {
        const response = await t.call('GET', `/v1/tenants/${tenantId}/audit/consistency?from=${from}&to=${to}`, {
          token: owner.accessToken,
        });
        expect(response.status, response.text).toBe(200);
        const body = response.body.data as Schemas['AuditConsistencyProof'];
        expect(body.fromRoot).toBe(await exportedRoot(tenantId, from));
        expect(body.toRoot).toBe(await exportedRoot(tenantId, to));
        const hashes = body.proof.map((h) => Buffer.from(h, 'hex'));
        expect(
          verifyConsistency(from, to, Buffer.from(body.fromRoot, 'hex'), Buffer.from(body.toRoot, 'hex'), hashes),
          `${from} → ${to}`,
        ).toBe(true);
      }
    }
    const current = await t.call('GET', `/v1/tenants/${tenantId}/audit/consistency?from=4`, { token: owner.accessToken });
    expect(current.body.data).toMatchObject({ from: 4, to: 9 });
  });

  it('answer 400 for a tree that does not hold the event or that the log never had, and 404 for an event of another log', async () => {
    const refusals = [
      await proof(lines[5]!.id, '?treeSize=5'),
      await proof(lines[0]!.id, '?treeSize=10'),
      await t.call('GET', `/v1/tenants/${tenantId}/audit/consistency?from=5&to=4`, { token: owner.accessToken }),
      await t.call('GET', `/v1/tenants/${tenantId}/audit/consistency?from=1&to=10`, { token: owner.accessToken }),
    ];
    for (const response of refusals) expect([response.status, response.body.code], response.text).toEqual([400, 'VALIDATION_FAILED']);
    const other = await createTenant(t, owner);
    const otherEvent = JSON.parse((await exported(other.id))[0]!).id;
    const missing = await proof(otherEvent);
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('rotating the checkpoint key', () => {
  it('retires the key, which stays published, and signs with a new one (npm run gatekeep -- audit rotate-checkpoint-key)', async () => {
    const dataDir = migratedDataDir('gatekeep-checkpoint-key-');
    const database = await isolatedDatabase();
    const env = { ...database.env, JOB_CONCURRENCY: '0', ENCRYPTION_KEYS: randomBytes(32).toString('base64') };
    try {
      const before = await startTestApp(env, { dataDir });
      const someone = await signUp(before);
      const tenant = await createTenant(before, someone);
      await checkpointGrownLogs(before.app.services);
      const first = (await before.call('GET', `/v1/tenants/${tenant.id}/audit/checkpoints`, { token: someone.accessToken })).body.data
        .items[0];
      await before.close();

      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'audit', 'rotate-checkpoint-key'], {
        encoding: 'utf8',
        env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
      expect(run.status, run.stderr).toBe(0);
      const rotation = JSON.parse(run.stdout);
      expect(rotation).toEqual({ retiredKeyId: first.keyId, activeKeyId: expect.any(String) });
      expect(rotation.activeKeyId).not.toBe(first.keyId);

      const after = await startTestApp(env, { dataDir });
      try {
        const { keys: published } = (await after.call('GET', '/v1/audit/checkpoint-keys')).body as Schemas['AuditCheckpointKeys'];
        expect(published.map((key) => [key.kid, key.retiredAt === null])).toEqual([
          [first.keyId, false],
          [rotation.activeKeyId, true],
        ]);
        await after.call('POST', `/v1/tenants/${tenant.id}/roles`, {
          token: someone.accessToken,
          body: { name: 'later', permissions: [] },
        });
        await checkpointGrownLogs(after.app.services);
        const signed = (await after.call('GET', `/v1/tenants/${tenant.id}/audit/checkpoints`, { token: someone.accessToken })).body.data
          .items as SignedCheckpoint[];
        expect(signed.map((c) => [c.treeSize, c.keyId])).toEqual([
          [2, rotation.activeKeyId],
          [1, first.keyId],
        ]);
        for (const checkpoint of signed) expect(verifyCheckpointSignature(checkpoint, published)).toBe(true);
        const rotated = await after.app.services.db
          .selectFrom('audit_events')
          .select(['log_id', 'metadata'])
          .where('action', '=', 'audit.checkpoint_key_rotated')
          .execute();
        expect(rotated).toEqual([{ log_id: 'platform', metadata: { retiredKeyId: first.keyId } }]);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the checkpoint job', () => {
  it('runs on its own every AUDIT_CHECKPOINT_SECONDS', async () => {
    const app = await startTestApp({ ...FAST_JOBS, AUDIT_CHECKPOINT_SECONDS: '1' });
    try {
      const someone = await signUp(app);
      const tenant = await createTenant(app, someone);
      const signed = await eventually(async () => {
        const response = await app.call('GET', `/v1/tenants/${tenant.id}/audit/checkpoints`, { token: someone.accessToken });
        expect(response.body.data.items.length).toBeGreaterThan(0);
        return response.body.data.items as SignedCheckpoint[];
      }, 15_000);
      expect(signed[0]!.treeSize).toBe(1);
    } finally {
      await app.close();
    }
  });
});
