import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { addMember, createTenant, storedMembership } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp, type TestResponse } from '../helpers/test-app.ts';

// Issue 14 point 1: owner-only decisions used the membership the guard read before the tenant
// lock, so an owner demoted in the meantime could still delete the tenant or grant `owner`.
//
// Each test holds the tenant's lock in a transaction of its own, sends the request, waits until
// the request is blocked on that lock, demotes the caller in the same transaction and commits:
// the request then goes on with a membership the guard read before the demotion. On PostgreSQL
// that is the race itself. PGlite runs one transaction at a time, so there the request waits
// before its guard and reads the demotion there: the same answer, by another path.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Runs `request` while a transaction holds the tenant's lock, and `meanwhile` in that transaction once the request waits for it. */
async function whileLocked(
  tenantId: string,
  request: () => Promise<TestResponse>,
  meanwhile: (trx: Db) => Promise<void>,
): Promise<TestResponse> {
  let answer: Promise<TestResponse> | undefined;
  await t.app.services.db.transaction().execute(async (trx) => {
    await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forUpdate().execute();
    answer = request();
    await blockedOnTheLock(trx);
    await meanwhile(trx);
  });
  return answer!;
}

async function blockedOnTheLock(trx: Db): Promise<void> {
  if (t.app.database.kind === 'pglite') {
    await sleep(100); // the request is queued behind this transaction whatever the wait
    return;
  }
  for (let i = 0; i < 200; i++) {
    // Statistics views are a snapshot per transaction unless cleared.
    await sql`select pg_stat_clear_snapshot()`.execute(trx);
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query ilike '%from "tenants"%for update%'
    `.execute(trx);
    if (waiting.rows[0]!.n > 0) return;
    await sleep(25);
  }
  throw new Error('the request never waited for the tenant lock');
}

const demote = (tenantId: string, userId: string, to: 'admin' | 'member') => async (trx: Db) => {
  await trx
    .updateTable('tenant_members')
    .set({ builtin_role: to, custom_role_id: null })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
};

describe('owner-only decisions under the tenant lock', () => {
  it('an owner demoted to admin while their deleteTenant waits for the lock gets 403 OWNER_REQUIRED, and the tenant stays', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const tenant = await createTenant(t, alice);
    await addMember(t, tenant.id, alice, bob, 'owner');

    const response = await whileLocked(
      tenant.id,
      () => t.call('DELETE', `/v1/tenants/${tenant.id}`, { token: alice.accessToken }),
      demote(tenant.id, alice.user.id, 'admin'),
    );
    expect([response.status, response.body.code], response.text).toEqual([403, 'OWNER_REQUIRED']);
    expect((await t.call('GET', `/v1/tenants/${tenant.id}`, { token: bob.accessToken })).status).toBe(200);
  });

  it('an owner demoted to admin while granting owner gets 403 OWNER_REQUIRED, and nobody is made owner', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const carol = await signUp(t);
    const tenant = await createTenant(t, alice);
    await addMember(t, tenant.id, alice, bob, 'owner');
    await addMember(t, tenant.id, alice, carol, 'member');

    const response = await whileLocked(
      tenant.id,
      () => t.call('PATCH', `/v1/tenants/${tenant.id}/members/${carol.user.id}`, { token: alice.accessToken, body: { role: 'owner' } }),
      demote(tenant.id, alice.user.id, 'admin'),
    );
    expect([response.status, response.body.code], response.text).toEqual([403, 'OWNER_REQUIRED']);
    expect((await storedMembership(t, tenant.id, carol.user.id))?.builtin_role).toBe('member');
  });

  it('a manager demoted to member while adding someone gets 403 INSUFFICIENT_ROLE', async () => {
    const alice = await signUp(t);
    const admin = await signUp(t);
    const dave = await signUp(t);
    const tenant = await createTenant(t, alice);
    await addMember(t, tenant.id, alice, admin, 'admin');

    const response = await whileLocked(
      tenant.id,
      () => t.call('POST', `/v1/tenants/${tenant.id}/members`, { token: admin.accessToken, body: { email: dave.email, role: 'member' } }),
      demote(tenant.id, admin.user.id, 'member'),
    );
    expect([response.status, response.body.code], response.text).toEqual([403, 'INSUFFICIENT_ROLE']);
  });
});
