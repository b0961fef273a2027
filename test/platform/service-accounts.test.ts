import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

const BOOTSTRAP = 'b'.repeat(40);
const KEY = /^gkp_[A-Za-z0-9_-]{43}$/;
const BASE = '/v1/platform/service-accounts';

type ServiceAccount = { id: string; name: string; permissions: string[]; createdBy: string; createdAt: string; disabledAt: string | null };
type Created = { serviceAccount: ServiceAccount; secret: string };

let t: TestApp;
let startedAt: string;
beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN: BOOTSTRAP });
  startedAt = new Date(Date.now() - 60_000).toISOString();
});
afterAll(() => t?.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}`;

async function create(permissions: string[], token = BOOTSTRAP): Promise<Created> {
  const response = await t.call('POST', BASE, { token, body: { name: unique('sa'), permissions } });
  expect(response.status, response.text).toBe(201);
  return response.body.data;
}

/** Every account the token can see, across all pages (the database may be shared, so never count). */
async function listAll(token: string): Promise<ServiceAccount[]> {
  const items: ServiceAccount[] = [];
  let cursor: string | null = null;
  do {
    const response = await t.call('GET', `${BASE}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(response.status, response.text).toBe(200);
    items.push(...response.body.data.items);
    cursor = response.body.data.nextCursor;
  } while (cursor);
  return items;
}

/** Whether the key is accepted on a platform route it has the permission for. */
async function keyWorks(key: string): Promise<boolean> {
  const response = await t.call('GET', `${BASE}?limit=1`, { token: key });
  if (response.status === 401) {
    expect(response.body.code).toBe('INVALID_CREDENTIAL');
    return false;
  }
  expect(response.status, response.text).toBe(200);
  return true;
}

const row = (id: string) => t.app.services.db.selectFrom('service_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (targetId: string) =>
  t.app.services.db.selectFrom('audit_events').selectAll().where('target_id', '=', targetId).orderBy('id').execute();

describe('creating a service account', () => {
  it('answers 201 with the account and a gkp_ key shown once and stored only as its SHA-256', async () => {
    const response = await t.call('POST', BASE, { token: BOOTSTRAP, body: { name: 'deployer', permissions: ['jobs:read', 'jobs:write'] } });
    expect(response.status, response.text).toBe(201);
    const { serviceAccount, secret: key } = response.body.data as Created;
    expect(key).toMatch(KEY);
    expect(serviceAccount).toEqual({
      id: expect.stringMatching(/^sa_/),
      name: 'deployer',
      permissions: ['jobs:read', 'jobs:write'],
      createdBy: 'bootstrap',
      createdAt: expect.any(String),
      disabledAt: null,
    });

    const stored = await row(serviceAccount.id);
    expect(stored.key_hash).toBe(sha256(key));
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));

    const secret = key.slice(4);
    const got = await t.call('GET', `${BASE}/${serviceAccount.id}`, { token: BOOTSTRAP });
    expect(got.status, got.text).toBe(200);
    expect(got.body.data).toEqual(serviceAccount);
    expect(got.text).not.toContain(secret);
    const listed = await listAll(BOOTSTRAP);
    expect(listed).toContainEqual(serviceAccount);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const used = await t.call('GET', `${BASE}?limit=1`, { token: key });
    expect(used.status, used.text).toBe(403); // resolved (not 401), but it lacks service_accounts:write
    expect(used.body.code).toBe('PERMISSION_DENIED');
  });

  it('refuses an unknown permission name with 400 VALIDATION_FAILED', async () => {
    const response = await t.call('POST', BASE, { token: BOOTSTRAP, body: { name: 'x', permissions: ['jobs:read', 'root:everything'] } });
    expect(response.status, response.text).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('delegation', () => {
  let delegator: Created;
  beforeAll(async () => {
    delegator = await create(['service_accounts:write', 'jobs:read']);
  });

  it('lets an account create accounts only within its own permissions', async () => {
    const child = await create(['jobs:read'], delegator.secret);
    expect(child.serviceAccount.createdBy).toBe(delegator.serviceAccount.id);
    expect(child.serviceAccount.permissions).toEqual(['jobs:read']);

    for (const permissions of [['billing:write'], ['jobs:read', 'jobs:write']]) {
      const refused = await t.call('POST', BASE, { token: delegator.secret, body: { name: unique('no'), permissions } });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toEqual({ ok: false, error: expect.any(String), code: 'PERMISSION_NOT_DELEGABLE' });
    }
  });

  it('does not let an account raise another beyond its own permissions', async () => {
    const child = await create(['jobs:read'], delegator.secret);
    const refused = await t.call('PATCH', `${BASE}/${child.serviceAccount.id}`, {
      token: delegator.secret,
      body: { permissions: ['jobs:read', 'billing:write'] },
    });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.code).toBe('PERMISSION_NOT_DELEGABLE');
    expect((await row(child.serviceAccount.id)).permissions).toEqual(['jobs:read']);

    const allowed = await t.call('PATCH', `${BASE}/${child.serviceAccount.id}`, {
      token: delegator.secret,
      body: { name: 'renamed', permissions: [] },
    });
    expect(allowed.status, allowed.text).toBe(200);
    expect(allowed.body.data).toMatchObject({ id: child.serviceAccount.id, name: 'renamed', permissions: [] });
  });

  it('lists only the accounts within reach; bootstrap lists them all', async () => {
    const within = [await create([]), await create(['jobs:read']), await create(['service_accounts:write'])].map(
      (c) => c.serviceAccount.id,
    );
    const beyond = [await create(['billing:write']), await create(['jobs:read', 'jobs:write'])].map((c) => c.serviceAccount.id);

    const seen = await listAll(delegator.secret);
    const seenIds = seen.map((a) => a.id);
    expect(seenIds).toEqual(expect.arrayContaining([...within, delegator.serviceAccount.id]));
    for (const id of beyond) expect(seenIds).not.toContain(id);
    for (const account of seen) expect(['service_accounts:write', 'jobs:read']).toEqual(expect.arrayContaining(account.permissions));

    const all = (await listAll(BOOTSTRAP)).map((a) => a.id);
    expect(all).toEqual(expect.arrayContaining([...within, ...beyond, delegator.serviceAccount.id]));
  });

  it('answers 404 for an account outside reach on get, update, disable and rotate, and changes nothing', async () => {
    const target = await create(['billing:write']);
    const id = target.serviceAccount.id;
    const attempts = [
      await t.call('GET', `${BASE}/${id}`, { token: delegator.secret }),
      await t.call('PATCH', `${BASE}/${id}`, { token: delegator.secret, body: { name: 'hijacked' } }),
      await t.call('DELETE', `${BASE}/${id}`, { token: delegator.secret }),
      await t.call('POST', `${BASE}/${id}/rotate-key`, { token: delegator.secret }),
    ];
    const missing = await t.call('GET', `${BASE}/sa_01AAAAAAAAAAAAAAAAAAAAAAAA`, { token: delegator.secret });
    for (const response of [...attempts, missing]) {
      expect(response.status, response.text).toBe(404);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
    }
    expect(attempts[0]!.text).toBe(missing.text);

    const after = await row(id);
    expect(after.name).toBe(target.serviceAccount.name);
    expect(after.disabled_at).toBeNull();
    expect(after.key_hash).toBe(sha256(target.secret));
    expect(await auditOf(id)).toHaveLength(1); // only its creation
  });
});

describe('disabling and rotating', () => {
  it('disabling makes the key fail at once, and is idempotent', async () => {
    const account = await create(['service_accounts:write']);
    expect(await keyWorks(account.secret)).toBe(true);

    const first = await t.call('DELETE', `${BASE}/${account.serviceAccount.id}`, { token: BOOTSTRAP });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.disabledAt).toEqual(expect.any(String));
    expect(await keyWorks(account.secret)).toBe(false);

    const again = await t.call('DELETE', `${BASE}/${account.serviceAccount.id}`, { token: BOOTSTRAP });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await auditOf(account.serviceAccount.id)).filter((e) => e.action === 'service_account.disabled')).toHaveLength(1);
  });

  it('rotating replaces the key: the old one fails at once, the new one works', async () => {
    const account = await create(['service_accounts:write']);
    expect(await keyWorks(account.secret)).toBe(true);

    const rotated = await t.call('POST', `${BASE}/${account.serviceAccount.id}/rotate-key`, { token: BOOTSTRAP });
    expect(rotated.status, rotated.text).toBe(200);
    const { serviceAccount, secret: key } = rotated.body.data as Created;
    expect(key).toMatch(KEY);
    expect(key).not.toBe(account.secret);
    expect(serviceAccount.id).toBe(account.serviceAccount.id);
    expect((await row(serviceAccount.id)).key_hash).toBe(sha256(key));

    expect(await keyWorks(account.secret)).toBe(false);
    expect(await keyWorks(key)).toBe(true);
  });

  it('an account may rotate its own key', async () => {
    const account = await create(['service_accounts:write']);
    const rotated = await t.call('POST', `${BASE}/${account.serviceAccount.id}/rotate-key`, { token: account.secret });
    expect(rotated.status, rotated.text).toBe(200);
    expect(await keyWorks(account.secret)).toBe(false);
    expect(await keyWorks(rotated.body.data.secret)).toBe(true);
  });

  it('refuses to rotate the key of a disabled account with 409 CONFLICT', async () => {
    const account = await create([]);
    expect((await t.call('DELETE', `${BASE}/${account.serviceAccount.id}`, { token: BOOTSTRAP })).status).toBe(200);
    const hashBefore = (await row(account.serviceAccount.id)).key_hash;
    const response = await t.call('POST', `${BASE}/${account.serviceAccount.id}/rotate-key`, { token: BOOTSTRAP });
    expect(response.status, response.text).toBe(409);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'CONFLICT' });
    expect((await row(account.serviceAccount.id)).key_hash).toBe(hashBefore);
  });
});

describe('audit', () => {
  let operator: Created;
  let target: Created;
  let userTenantId: string;
  beforeAll(async () => {
    operator = await create(['service_accounts:write', 'jobs:read']);
    target = await create(['jobs:read'], operator.secret);
    const id = target.serviceAccount.id;
    expect((await t.call('PATCH', `${BASE}/${id}`, { token: operator.secret, body: { name: 'audited' } })).status).toBe(200);
    expect((await t.call('POST', `${BASE}/${id}/rotate-key`, { token: operator.secret })).status).toBe(200);
    expect((await t.call('DELETE', `${BASE}/${id}`, { token: BOOTSTRAP })).status).toBe(200);
    // A user's action in the same window, which the platform export must leave out.
    userTenantId = (await createTenant(t, await signUp(t))).id;
  });

  it('writes one platform event per action, with no tenant', async () => {
    const events = await auditOf(target.serviceAccount.id);
    expect(events.map((e) => [e.action, e.tenant_id, e.actor_kind, e.actor_id, e.target_type])).toEqual([
      ['service_account.created', null, 'platform', operator.serviceAccount.id, 'service_account'],
      ['service_account.updated', null, 'platform', operator.serviceAccount.id, 'service_account'],
      ['service_account.key_rotated', null, 'platform', operator.serviceAccount.id, 'service_account'],
      ['service_account.disabled', null, 'platformBootstrap', null, 'service_account'],
    ]);
    const [operatorCreated] = await auditOf(operator.serviceAccount.id);
    expect(operatorCreated).toMatchObject({
      action: 'service_account.created',
      tenant_id: null,
      actor_kind: 'platformBootstrap',
      actor_id: null,
    });
    expect(JSON.stringify(events)).not.toContain(target.secret.slice(4));
  });

  it('exports those events as NDJSON by default, and no user or tenant events', async () => {
    // The bootstrap token's own events lie beyond an account that lacks some permission (below).
    const expectedIds = (await auditOf(target.serviceAccount.id)).filter((e) => e.actor_kind === 'platform').map((e) => e.id);
    const tenantEvents = await t.app.services.db.selectFrom('audit_events').select('id').where('tenant_id', '=', userTenantId).execute();
    expect(tenantEvents.length).toBeGreaterThan(0);

    const response = await t.call('GET', `/v1/platform/audit/export?since=${encodeURIComponent(startedAt)}`, { token: operator.secret });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = response.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const ids = lines.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(expectedIds));
    for (const { id } of tenantEvents) expect(ids).not.toContain(id);
    for (const event of lines) {
      expect(event.tenantId).toBeNull();
      expect(['platform', 'platformBootstrap']).toContain(event.actor.kind);
    }
    expect(lines.find((e) => e.id === expectedIds[0])).toMatchObject({
      action: 'service_account.created',
      actor: { kind: 'platform', id: operator.serviceAccount.id },
      target: { type: 'service_account', id: target.serviceAccount.id },
    });
  });

  it('exports CSV with a header row when asked', async () => {
    const expectedIds = (await auditOf(target.serviceAccount.id)).map((e) => e.id);
    const response = await t.call('GET', `/v1/platform/audit/export?format=csv&since=${encodeURIComponent(startedAt)}`, {
      token: BOOTSTRAP,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = response.text.split('\r\n').filter(Boolean);
    expect(header).toBe('id,occurredAt,tenantId,actorKind,actorId,action,targetType,targetId,ip,requestId,metadata,seq,leafHash');
    const byId = new Map(rows.map((r) => [r.split(',')[0], r.split(',')]));
    for (const id of expectedIds) expect(byId.has(id), id).toBe(true);
    for (const cells of byId.values()) {
      expect(cells[2]).toBe(''); // tenantId
      expect(['platform', 'platformBootstrap']).toContain(cells[3]);
    }
  });
});

describe('the platform export stays within delegation reach', () => {
  it('shows an account only events whose actor and target it could manage; the bootstrap token sees all', async () => {
    const since = new Date().toISOString();
    // A narrow administrator, an account it manages, and a broader one beyond it that runs jobs.
    const narrow = await create(['service_accounts:write']);
    const managed = await create([], narrow.secret);
    const broad = await create(['service_accounts:write', 'jobs:read', 'jobs:write']);
    const beyond = await create(['jobs:read'], broad.secret);
    expect(
      (await t.call('PATCH', `${BASE}/${managed.serviceAccount.id}`, { token: narrow.secret, body: { name: 'managed' } })).status,
    ).toBe(200);
    const job = await t.call('POST', '/v1/platform/jobs', {
      token: broad.secret,
      body: { type: 'api_keys.expire_sweep', payload: {}, runAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(job.status, job.text).toBe(201);
    // The account beyond reach is not there for the narrow one, on either route.
    expect((await t.call('GET', `${BASE}/${beyond.serviceAccount.id}`, { token: narrow.secret })).status).toBe(404);

    // Other test files may share the database: look only at this scene's accounts and job.
    const ours = new Set([narrow, managed, broad, beyond].map((a) => a.serviceAccount.id).concat(job.body.data.id));
    const exported = async (token: string) => {
      const response = await t.call('GET', `/v1/platform/audit/export?since=${encodeURIComponent(since)}`, { token });
      expect(response.status, response.text).toBe(200);
      const events = response.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      return events.filter((e) => ours.has(e.actor.id) || ours.has(e.target?.id));
    };
    const seenByNarrow = await exported(narrow.secret);
    expect(seenByNarrow.map((e) => [e.action, e.actor.id, e.target.id])).toEqual([
      ['service_account.created', narrow.serviceAccount.id, managed.serviceAccount.id],
      ['service_account.updated', narrow.serviceAccount.id, managed.serviceAccount.id],
    ]);
    const text = JSON.stringify(seenByNarrow);
    for (const hidden of [broad.serviceAccount.id, beyond.serviceAccount.id, job.body.data.id]) expect(text).not.toContain(hidden);

    // The broad account sees its own work and the narrow one's, but not the bootstrap token's.
    const seenByBroad = await exported(broad.secret);
    expect(seenByBroad.map((e) => e.action).sort()).toEqual([
      'job.created',
      'service_account.created',
      'service_account.created',
      'service_account.updated',
    ]);
    expect(seenByBroad.every((e) => e.actor.kind === 'platform')).toBe(true);

    const seenByBootstrap = await exported(BOOTSTRAP);
    const ids = new Set(seenByBootstrap.map((e) => e.id));
    for (const event of [...seenByNarrow, ...seenByBroad]) expect(ids.has(event.id)).toBe(true);
    expect(seenByBootstrap.filter((e) => e.actor.kind === 'platformBootstrap').map((e) => e.target.id)).toEqual(
      expect.arrayContaining([narrow.serviceAccount.id, broad.serviceAccount.id]),
    );
  });
});
