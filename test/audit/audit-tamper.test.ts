import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { checkpointGrownLogs } from '../../server/domain/audit/checkpoints.ts';
import { auditLeafHash } from '../../server/protocols/transparency/audit-leaf.ts';
import { verifyAuditExport } from '../../server/protocols/transparency/verify-export.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 36 point 5: someone with the database's superuser bypasses the triggers (as a DBA or an
// intruder could) and edits, deletes, reorders or inserts audit rows. Verification of the
// export against a checkpoint signed before (which customers hold copies of) detects each one,
// and names where; a checkpoint with a forged signature is refused.

let t: TestApp;
let owner: Account;
let dir: string;
let keysFile: string;
beforeAll(async () => {
  t = await startTestApp({ JOB_CONCURRENCY: '0' });
  owner = await signUp(t);
  dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-audit-verify-'));
  keysFile = path.join(dir, 'keys.json');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A tenant with 10 events, checkpointed at 10: what a customer holds. */
async function checkpointedTenant() {
  const tenant = await createTenant(t, owner);
  for (let i = 0; i < 9; i++) {
    const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: owner.accessToken,
      body: { name: `r${i}`, permissions: [] },
    });
    expect(role.status, role.text).toBe(201);
  }
  await checkpointGrownLogs(t.app.services);
  const listed = await t.call('GET', `/v1/tenants/${tenant.id}/audit/checkpoints`, { token: owner.accessToken });
  const checkpoint = listed.body.data.items[0];
  expect(checkpoint.treeSize).toBe(10);
  writeFileSync(keysFile, (await t.call('GET', '/v1/audit/checkpoint-keys')).text);
  return { tenantId: tenant.id, checkpoint };
}

const exportOf = async (tenantId: string, query = '') => {
  const response = await t.call('GET', `/v1/audit/export?tenantId=${tenantId}${query}`, { token: owner.accessToken });
  expect(response.status, response.text).toBe(200);
  return response.text;
};

/** As a superuser who switched the triggers off for the transaction. */
const tamper = (change: (trx: Db) => Promise<unknown>) =>
  t.app.services.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await change(trx);
  });

/** `npm run gatekeep -- audit verify` on the export, with the checkpoint and keys as files. */
function cli(ndjson: string, checkpoint?: unknown, extra: string[] = []) {
  const exportFile = path.join(dir, 'export.ndjson');
  writeFileSync(exportFile, ndjson);
  const args = ['--import', 'tsx', 'server/cli.ts', 'audit', 'verify', exportFile, '--keys', keysFile, ...extra];
  if (checkpoint) {
    writeFileSync(path.join(dir, 'checkpoint.json'), JSON.stringify(checkpoint));
    args.push('--checkpoint', path.join(dir, 'checkpoint.json'));
  }
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const verify = async (ndjson: string, checkpoint: unknown) => {
  const keys = (await t.call('GET', '/v1/audit/checkpoint-keys')).body.keys;
  return verifyAuditExport(ndjson.trimEnd().split('\n'), { checkpoints: [checkpoint as never], keys });
};

describe('gatekeep audit verify', () => {
  it('passes an untouched export against its checkpoint, given as a file or as the export’s last line', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    const plain = cli(await exportOf(tenantId), checkpoint);
    expect(plain, plain.out).toMatchObject({ status: 0 });
    expect(plain.out).toMatch(/^verified: 10 events \(0 with personal data erased\), root [0-9a-f]{64}; signed checkpoints held at 10$/m);
    const ended = cli(await exportOf(tenantId, '&checkpoint=latest'));
    expect(ended, ended.out).toMatchObject({ status: 0 });
    expect(ended.out).toContain('signed checkpoints held at 10');
    // The array listAuditCheckpoints answers is taken as it is.
    const listed = await t.call('GET', `/v1/tenants/${tenantId}/audit/checkpoints`, { token: owner.accessToken });
    expect(cli(await exportOf(tenantId), listed.body.data.items).status).toBe(0);
  });

  it('refuses a checkpoint with a forged signature, and a checkpoint without keys to check it', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    const forged = cli(await exportOf(tenantId), { ...checkpoint, rootHash: 'ab'.repeat(32) });
    expect(forged.status).toBe(1);
    expect(forged.out).toContain('is not signed by any of the keys');
    const exportFile = path.join(dir, 'alone.ndjson');
    writeFileSync(exportFile, await exportOf(tenantId, '&checkpoint=latest'));
    const keyless = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'audit', 'verify', exportFile], { encoding: 'utf8' });
    expect(keyless.status).toBe(1);
    expect(keyless.stdout).toContain('no keys to check the checkpoint of 10 events');
  });

  it('answers a missing file or a stray argument with its usage (status 2)', () => {
    const missing = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'audit', 'verify', path.join(dir, 'nope.ndjson')], {
      encoding: 'utf8',
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no such file');
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'audit', 'check'], { encoding: 'utf8' }).status).toBe(2);
  });
});

describe('a history rewritten behind the triggers', () => {
  it('is caught when an event is edited: the leaf hash no longer fits it', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    await tamper((trx) =>
      sql`update audit_events set metadata = '{"name":"innocent"}' where log_id = ${tenantId} and seq = 3`.execute(trx),
    );
    const run = cli(await exportOf(tenantId), checkpoint);
    expect(run.status).toBe(1);
    expect(run.out).toMatch(/NOT VERIFIED at line 3, seq 3, evt_\w+: the event does not match its leaf hash/);
  });

  it('is caught when an event is edited and its leaf hash recomputed: the signed root no longer fits the log', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    const line = JSON.parse((await exportOf(tenantId)).split('\n')[6]!);
    const edited = { ...line, metadata: { name: 'innocent', permissions: [] } };
    const leaf = auditLeafHash(edited, Buffer.from(line.personalData.digest, 'hex'));
    await tamper((trx) =>
      sql`update audit_events set metadata = ${JSON.stringify(edited.metadata)}::jsonb, leaf_hash = ${leaf} where log_id = ${tenantId} and seq = 7`.execute(
        trx,
      ),
    );
    const verified = await verify(await exportOf(tenantId), checkpoint);
    expect(verified.ok).toBe(false);
    expect(verified.failure?.reason).toMatch(/^the checkpoint of 10 events .* does not match the export/);
    // Without the checkpoint, the rewrite would pass: the checkpoint held elsewhere is the point.
    expect((await verifyAuditExport((await exportOf(tenantId)).trimEnd().split('\n'))).ok).toBe(true);
  });

  it('is caught when an event is deleted: its seq is missing', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    await tamper((trx) => sql`delete from audit_events where log_id = ${tenantId} and seq = 5`.execute(trx));
    const verified = await verify(await exportOf(tenantId), checkpoint);
    expect(verified.failure).toMatchObject({ line: 5, seq: 6, reason: 'seq 5 is missing' });
  });

  it('is caught when the latest events are deleted: the checkpoint counts more than the export', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    await tamper((trx) => sql`delete from audit_events where log_id = ${tenantId} and seq >= 9`.execute(trx));
    const verified = await verify(await exportOf(tenantId), checkpoint);
    expect(verified.failure?.reason).toMatch(/counts more events than the export's 8: events from seq 9 are missing/);
  });

  it('is caught when events are reordered, their seq swapped', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    await tamper(async (trx) => {
      await sql`update audit_events set seq = -1 where log_id = ${tenantId} and seq = 2`.execute(trx);
      await sql`update audit_events set seq = 2 where log_id = ${tenantId} and seq = 3`.execute(trx);
      await sql`update audit_events set seq = 3 where log_id = ${tenantId} and seq = -1`.execute(trx);
    });
    const verified = await verify(await exportOf(tenantId), checkpoint);
    expect(verified.failure).toMatchObject({ seq: 1 });
    expect(verified.failure?.reason).toMatch(/changed, removed, inserted or moved/);
  });

  it('is caught when an event is inserted with a well-formed leaf, the later ones renumbered', async () => {
    const { tenantId, checkpoint } = await checkpointedTenant();
    const model = JSON.parse((await exportOf(tenantId)).split('\n')[5]!);
    const forged = { ...model, id: 'evt_01ZZZZZZZZZZZZZZZZZZZZZZZZ', action: 'role.deleted' };
    const digest = Buffer.from(model.personalData.digest, 'hex');
    await tamper(async (trx) => {
      await sql`update audit_events set seq = seq + 1000 where log_id = ${tenantId} and seq >= 6`.execute(trx);
      await sql`update audit_events set seq = seq - 999 where log_id = ${tenantId} and seq > 1000`.execute(trx);
      await sql`
        insert into audit_events (id, occurred_at, tenant_id, actor_kind, actor_id, action, target_type, target_id, ip, request_id,
                                  metadata, log_id, seq, leaf_hash, personal_salt, personal_digest)
        values (${forged.id}, ${new Date(forged.occurredAt)}, ${tenantId}, ${forged.actor.kind}, ${forged.actor.id}, ${forged.action},
                ${forged.target?.type ?? null}, ${forged.target?.id ?? null}, ${forged.ip}, ${forged.requestId},
                ${JSON.stringify(forged.metadata)}::jsonb, ${tenantId}, 6, ${auditLeafHash(forged, digest)},
                ${Buffer.from(model.personalData.salt, 'hex')}, ${digest})`.execute(trx);
    });
    const ndjson = await exportOf(tenantId);
    expect(ndjson.trimEnd().split('\n')).toHaveLength(11);
    const verified = await verify(ndjson, checkpoint);
    expect(verified.ok).toBe(false);
    expect(verified.failure?.reason).toMatch(/the checkpoint of 10 events .* does not match the export/);
  });
});
