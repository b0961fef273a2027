import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrationsFor } from '../../server/db/migrations/index.ts';
import { auditEventView } from '../../server/domain/audit/audit-events.ts';
import { newId } from '../../server/domain/ids.ts';
import { verifyAuditExport } from '../../server/protocols/transparency/verify-export.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { testSecretCipher } from '../helpers/secrets.ts';
import { startTestApp } from '../helpers/test-app.ts';

// Migration 0022 chains the events written before it into their logs, in their current order
// (time, then id), and the logs go on from there.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('upgrading to a verifiable audit log (0022)', () => {
  it('numbers the existing events of each log in their order, with leaves that verify, and appends after them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-upgrade-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database: IsolatedDatabase = await isolatedDatabase();
    cleanups.push(() => database.drop());

    const tenantId = newId('ten');
    const userId = newId('usr');
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds, 250));
    const event = (seconds: number, fields: Record<string, unknown>) => ({
      id: newId('evt'),
      occurred_at: at(seconds),
      tenant_id: null,
      actor_kind: 'system',
      actor_id: null,
      action: 'test.legacy',
      target_type: null,
      target_id: null,
      ip: null,
      request_id: null,
      metadata: JSON.stringify({}),
      ...fields,
    });
    // Written out of order, with two at the same instant (then by id).
    const legacy = [
      event(30, {
        tenant_id: tenantId,
        actor_kind: 'user',
        actor_id: userId,
        action: 'role.created',
        ip: '192.0.2.1',
        metadata: '{"name":"c"}',
      }),
      event(10, {
        tenant_id: tenantId,
        actor_kind: 'user',
        actor_id: userId,
        action: 'tenant.created',
        metadata: '{"email":"a@example.com"}',
      }),
      event(20, {
        tenant_id: tenantId,
        actor_kind: 'user',
        actor_id: userId,
        action: 'role.created',
        metadata: '{"n":1.5,"list":[1,"€"]}',
      }),
      event(20, { tenant_id: tenantId, actor_kind: 'apiKey', actor_id: 'key_x', action: 'api_key.used' }),
      event(5, { actor_kind: 'user', actor_id: userId, action: 'user.created', ip: '198.51.100.7' }),
      event(6, { actor_kind: 'anonymous', action: 'user.password_reset_requested', target_type: 'user', target_id: userId }),
      event(7, { actor_kind: 'platformBootstrap', action: 'service_account.created', target_type: 'service_account', target_id: 'sa_1' }),
    ];
    const before = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir });
    try {
      const migrator = new Migrator({
        db: before.db,
        provider: { getMigrations: async () => migrationsFor({ secretCipher: testSecretCipher() }) },
      });
      const { error } = await migrator.migrateTo('0021_directories');
      if (error) throw error;
      // The table as it was before 0022, without the columns the schema now types.
      await before.db
        .insertInto('audit_events')
        .values(legacy as never)
        .execute();
    } finally {
      await before.close();
    }

    const t = await startTestApp(database.env, { dataDir });
    cleanups.push(() => t.close());
    const db = t.app.services.db;
    const logOf = async (logId: string) =>
      (await db.selectFrom('audit_events').selectAll().where('log_id', '=', logId).orderBy('seq').execute()).map(auditEventView);

    const tenantLog = await logOf(tenantId);
    const byTimeThenId = legacy
      .filter((row) => row.tenant_id === tenantId)
      .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.id.localeCompare(b.id));
    expect(tenantLog.map((e) => [e.seq, e.id])).toEqual(byTimeThenId.map((row, i) => [i + 1, row.id]));
    expect(tenantLog[3]!.ip).toBe('192.0.2.1');
    expect(tenantLog[0]!.metadata).toEqual({ email: 'a@example.com' });
    expect((await logOf(userId)).map((e) => [e.seq, e.action])).toEqual([
      [1, 'user.created'],
      [2, 'user.password_reset_requested'],
    ]);
    expect((await logOf('platform')).map((e) => e.action)).toEqual(['service_account.created']);

    // The next event of the tenant takes seq 5, and the whole log verifies.
    const { recordAuditEvent } = await import('../../server/domain/audit/record-audit-event.ts');
    await recordAuditEvent(
      db,
      { actor: { kind: 'system' }, ip: null, userAgent: null, requestId: null },
      { action: 'test.after', tenantId },
    );
    const after = await logOf(tenantId);
    expect(after.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await verifyAuditExport(after.map((e) => JSON.stringify(e)))).failure).toBeUndefined();
  });
});
