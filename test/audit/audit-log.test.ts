import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogSize, auditTreeNodes } from '../../server/db/repositories/audit-log.ts';
import { lockTenant } from '../../server/db/repositories/tenants.ts';
import { checkpointGrownLogs } from '../../server/domain/audit/checkpoints.ts';
import { recordAuditEvent, SYSTEM_META } from '../../server/domain/audit/record-audit-event.ts';
import { recordTenantChange } from '../../server/domain/audit/record-tenant-change.ts';
import { Frontier, type NodeSource, treeHash } from '../../server/protocols/transparency/merkle.ts';
import { type AuditExportVerification, verifyAuditExport } from '../../server/protocols/transparency/verify-export.ts';
import { isolatedDatabase } from '../helpers/isolated-database.ts';
import { type Account, addMember, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 36 point 1: every audit event joins an append-only log (its tenant's; outside a tenant,
// its user's or the platform's) as a leaf of an RFC 9162 tree, in the transaction of the change;
// the database refuses to rewrite it.

let t: TestApp;
let owner: Account;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
});
afterAll(() => t.close());

const exportLines = async (tenantId: string, by = owner) => {
  const response = await t.call('GET', `/v1/audit/export?tenantId=${tenantId}`, { token: by.accessToken });
  expect(response.status, response.text).toBe(200);
  return response.text.trimEnd().split('\n');
};

async function verified(lines: string[]): Promise<AuditExportVerification & { root: Buffer }> {
  const verification = await verifyAuditExport(lines);
  expect(verification.failure).toBeUndefined();
  return { ...verification, root: Buffer.from(verification.rootHash, 'hex') };
}

/** The size the log's last transaction recorded, and the root of the stored tree of that size. */
async function storedRoot(logId: string): Promise<{ size: number; root: Buffer }> {
  const size = await auditLogSize(t.app.services.db, logId);
  return { size, root: await rootFromStoredNodes(logId, size) };
}

/** treeHash over the stored nodes (leaves and audit_tree_nodes), fetched in one read. */
async function rootFromStoredNodes(logId: string, size: number): Promise<Buffer> {
  const keys: { level: number; position: number }[] = [];
  treeHash((level, position) => {
    keys.push({ level, position });
    return Buffer.alloc(32);
  }, size);
  const nodes = await auditTreeNodes(t.app.services.db, logId, keys);
  const source: NodeSource = (level, position) => nodes.get(`${level}:${position}`)!;
  return treeHash(source, size);
}

describe("a tenant's log", () => {
  it('numbers its events from 1 without gaps, each leaf hash recomputable from the exported event', async () => {
    const tenant = await createTenant(t, owner);
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
        token: owner.accessToken,
        body: { name: `role-${name}`, permissions: ['audit:read'] },
      });
      expect(role.status, role.text).toBe(201);
    }
    const lines = await exportLines(tenant.id);
    expect(lines.map((line) => JSON.parse(line).seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(JSON.parse(lines[0]!).action).toBe('tenant.created');
    const verifier = await verified(lines);
    expect(verifier.events).toBe(6);
    // The database's size and its stored subtrees give the same root as the export.
    expect(await storedRoot(tenant.id)).toEqual({ size: 6, root: verifier.root });
  });

  it('stores every perfect subtree, so that the root of every earlier size comes from O(log n) reads', async () => {
    const tenant = await createTenant(t, owner);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name: `r${i}`, permissions: [] } }),
      ),
    );
    const lines = await exportLines(tenant.id);
    expect(lines).toHaveLength(21);
    const frontier = new Frontier();
    for (const [i, line] of lines.entries()) {
      frontier.append(Buffer.from(JSON.parse(line).leafHash, 'hex'));
      expect((await rootFromStoredNodes(tenant.id, i + 1)).equals(frontier.root()), `size ${i + 1}`).toBe(true);
    }
  });

  it('keeps seq gapless and unique when 30 changes of one tenant commit at once', async () => {
    const tenant = await createTenant(t, owner);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name: `c${i}`, permissions: [] } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(201));
    const lines = await exportLines(tenant.id);
    expect(lines.map((line) => JSON.parse(line).seq)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    await verified(lines);
  });
});

describe('the logs outside tenants', () => {
  it("puts a user's own events (sign-up, sign-in, refresh) in the user's log, numbered from 1", async () => {
    const user = await signUp(t);
    const login = await t.call('POST', '/v1/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const refreshed = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: login.body.data.refreshToken } });
    expect(refreshed.status, refreshed.text).toBe(200);
    const rows = await t.app.services.db
      .selectFrom('audit_events')
      .select(['log_id', 'seq', 'action'])
      .where('log_id', '=', user.user.id)
      .orderBy('seq')
      .execute();
    expect(rows.map((row) => [Number(row.seq), row.action]).slice(-2)).toEqual([
      [rows.length - 1, 'user.logged_in'],
      [rows.length, 'session.refreshed'],
    ]);
    expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, i) => i + 1));
    expect((await storedRoot(user.user.id)).size).toBe(rows.length);
  });
});

describe("the logs' sizes", () => {
  it('are their largest seq, however many logs a transaction wrote, savepoints rolled back aside', async () => {
    const tenants = [await createTenant(t, owner), await createTenant(t, owner), await createTenant(t, owner)];
    const before = await Promise.all(tenants.map((tenant) => auditLogSize(t.app.services.db, tenant.id)));
    for (let round = 0; round < 2; round++) {
      await t.app.services.db.transaction().execute(async (trx) => {
        for (const tenant of tenants) for (let i = 0; i < 3; i++) await writeEvent(trx, tenant.id);
        // Written and rolled back inside the transaction: not counted.
        await sql`savepoint undone`.execute(trx);
        await writeEvent(trx, tenants[0]!.id);
        await sql`rollback to savepoint undone`.execute(trx);
        await writeEvent(trx, tenants[1]!.id);
      });
    }
    const after = await Promise.all(tenants.map((tenant) => storedRoot(tenant.id)));
    expect(after.map((log) => log.size)).toEqual([before[0]! + 6, before[1]! + 8, before[2]! + 6]);
    for (const tenant of tenants) await verified(await exportLines(tenant.id));
  });

  it('flag a log as grown from its first append after a checkpoint until the next, a rolled-back append aside', async () => {
    // No workers and a database of its own: only this test's checkpoint runs clear the flag.
    const database = await isolatedDatabase();
    const quiet = await startTestApp({ JOB_CONCURRENCY: '0', ...database.env });
    try {
      const someone = await signUp(quiet);
      const tenant = await createTenant(quiet, someone);
      const { db } = quiet.app.services;
      const grown = async () =>
        (await db.selectFrom('audit_logs').select('grown').where('log_id', '=', tenant.id).executeTakeFirstOrThrow()).grown;
      expect(await grown()).toBe(true);
      await checkpointGrownLogs(quiet.app.services);
      expect(await grown()).toBe(false);
      await db
        .transaction()
        .execute(async (trx) => {
          await writeEvent(trx, tenant.id);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await grown()).toBe(false);
      await db.transaction().execute((trx) => writeEvent(trx, tenant.id));
      expect(await grown()).toBe(true);
      await checkpointGrownLogs(quiet.app.services);
      expect(await grown()).toBe(false);
      const latest = await quiet.call('GET', `/v1/tenants/${tenant.id}/audit/checkpoints?limit=1`, { token: someone.accessToken });
      expect(latest.body.data.items[0].treeSize).toBe(await auditLogSize(db, tenant.id));
    } finally {
      await quiet.close();
      await database.drop();
    }
  });
});

describe('a checkpoint run beside a change of its tenant', () => {
  it("lets both finish: the run takes the log's append lock last, never while it waits for the tenant", async () => {
    // The change holds the tenant's row (as deleteRole does) and then appends its event; the run
    // publishes the checkpoint webhook (a delivery's foreign key shares that row). Holding the
    // append lock while waiting for the row, the run deadlocked with the change on PostgreSQL,
    // and the change failed with a 500.
    const database = await isolatedDatabase();
    const quiet = await startTestApp({ JOB_CONCURRENCY: '0', ...database.env });
    try {
      const someone = await signUp(quiet);
      const tenant = await createTenant(quiet, someone);
      const endpoint = await quiet.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
        token: someone.accessToken,
        body: { url: 'http://127.0.0.1:9/checkpoints', eventTypes: ['audit.checkpoint'] },
      });
      expect(endpoint.status, endpoint.text).toBe(201);
      const { db } = quiet.app.services;
      let run: Promise<number> | undefined;
      const change = db.transaction().execute(async (trx) => {
        await lockTenant(trx, tenant.id);
        // The run starts now and gets as far as it can while the tenant is held.
        run = checkpointGrownLogs(quiet.app.services);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await writeEvent(trx, tenant.id);
      });
      await expect(change).resolves.toBeUndefined();
      await expect(run!).resolves.toBeGreaterThan(0);
    } finally {
      await quiet.close();
      await database.drop();
    }
  });
});

describe("a worker's change beside a change of the same tenant", () => {
  it('lets both finish: the worker shares the tenant row before it appends, as the change locked it before', async () => {
    // CI's run of 9311cec: deleteRole (the tenant's row locked, then its event appended) met the
    // worker disabling an endpoint that answered 410 (its event appended, then a delivery whose
    // foreign key waits for that row). Each waited for the other; PostgreSQL failed deleteRole (503).
    const database = await isolatedDatabase();
    const quiet = await startTestApp({ JOB_CONCURRENCY: '0', ...database.env });
    try {
      const someone = await signUp(quiet);
      const tenant = await createTenant(quiet, someone);
      const endpoint = await quiet.call('POST', `/v1/tenants/${tenant.id}/webhook-endpoints`, {
        token: someone.accessToken,
        body: { url: 'http://127.0.0.1:9/changes', eventTypes: ['role.deleted', 'webhook_endpoint.disabled'] },
      });
      expect(endpoint.status, endpoint.text).toBe(201);
      const { services } = quiet.app;
      const tenantChange = (event: 'role.deleted' | 'webhook_endpoint.disabled') => ({
        event,
        tenantId: tenant.id,
        target: { type: 'role', id: 'rol_x' },
        data: { id: 'rol_x' },
      });
      let worker: Promise<string> | undefined;
      const change = services.db.transaction().execute(async (trx) => {
        await lockTenant(trx, tenant.id);
        // The worker starts now and gets as far as it can while the tenant is held.
        worker = services.db
          .transaction()
          .execute((other) => recordTenantChange(other, services, SYSTEM_META, tenantChange('webhook_endpoint.disabled')));
        await new Promise((resolve) => setTimeout(resolve, 500));
        return recordTenantChange(trx, services, SYSTEM_META, tenantChange('role.deleted'));
      });
      await expect(change).resolves.toMatch(/^evt_/);
      await expect(worker!).resolves.toMatch(/^evt_/);
    } finally {
      await quiet.close();
      await database.drop();
    }
  });
});

const writeEvent = (trx: typeof t.app.services.db, tenantId: string) =>
  recordAuditEvent(trx, SYSTEM_META, { tenantId, action: 'role.created', target: { type: 'role', id: 'rol_x' }, metadata: {} });

describe('the database', () => {
  it('refuses to update, delete or truncate audit events and tree nodes, whatever the code asks', async () => {
    const tenant = await createTenant(t, owner);
    // A second event, so that the tree has a node above its leaves.
    expect(
      (await t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name: 'x', permissions: [] } })).status,
    ).toBe(201);
    const db = t.app.services.db;
    const attempts = [
      () => db.updateTable('audit_events').set({ action: 'tenant.forged' }).where('tenant_id', '=', tenant.id).execute(),
      () => db.updateTable('audit_events').set({ ip: null }).where('tenant_id', '=', tenant.id).execute(),
      () => db.deleteFrom('audit_events').where('tenant_id', '=', tenant.id).execute(),
      () => db.deleteFrom('audit_tree_nodes').where('log_id', '=', tenant.id).execute(),
      () => db.updateTable('audit_tree_nodes').set({ level: 9 }).where('log_id', '=', tenant.id).execute(),
      () => db.deleteFrom('audit_logs').where('log_id', '=', tenant.id).execute(),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(/append-only/);
    await verified(await exportLines(tenant.id));
  });

  it('lets erasing a deleted user keep the log verifiable: the digest stands for the erased IP and email', async () => {
    const tenant = await createTenant(t, owner);
    const admin = await signUp(t);
    await addMember(t, tenant.id, owner, admin, 'admin');
    const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: admin.accessToken,
      body: { name: 'theirs', permissions: [] },
    });
    expect(role.status, role.text).toBe(201);
    const before = await exportLines(tenant.id);
    const byAdmin = (lines: string[]) => lines.map((line) => JSON.parse(line)).filter((event) => event.actor.id === admin.user.id);
    expect(byAdmin(before).map((event) => event.ip)).toContain('127.0.0.1');
    expect(before.some((line) => JSON.parse(line).metadata.email === admin.email)).toBe(true);

    // deleteMe erases their IP and address from every event that names them.
    const deleted = await t.call('DELETE', '/v1/me', { token: admin.accessToken, body: { password: PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await exportLines(tenant.id);
    expect(byAdmin(after).map((event) => [event.ip, event.personalData.salt])).toEqual(byAdmin(before).map(() => [null, null]));
    expect(after.some((line) => line.includes(admin.email))).toBe(false);
    const verifier = await verified(after);
    expect(verifier.erased).toBeGreaterThan(0);
    // Same leaves: the erased log is the tree that was there before.
    expect(verifier.root.equals((await verified(before)).root)).toBe(true);
  });
});
