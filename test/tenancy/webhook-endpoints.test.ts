import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../server/api-types.ts';
import type { WebhookEndpointRow } from '../../server/db/schema.ts';
import { loadSpec } from '../../server/http/operations.ts';
import { storedSecret } from '../helpers/secrets.ts';
import { createTenant, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
/** The same server with the default WEBHOOK_ALLOW_PRIVATE_TARGETS=false (in development mode: the rule holds whatever NODE_ENV says). */
let strict: TestApp;

beforeAll(async () => {
  [t, strict] = await Promise.all([startTestApp(), startTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), strict?.close()]);
});

const ID = /^whe_[0-9A-Z]{26}$/;
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;

type Account = Awaited<ReturnType<typeof signUp>>;

const base = (tenantId: string) => `/v1/tenants/${tenantId}/webhook-endpoints`;

function endpointBody(overrides: Record<string, unknown> = {}) {
  return { url: 'https://hooks.example.com/gatekeep', eventTypes: ['member.added', 'member.removed'], ...overrides };
}

async function create(app: TestApp, tenantId: string, owner: Account, body: unknown = endpointBody()) {
  const response = await app.operation('createWebhookEndpoint', {
    params: { tenantId },
    token: owner.accessToken,
    body: body as RequestBody<'createWebhookEndpoint'>,
  });
  expect(response.status, response.text).toBe(201);
  return response.data;
}

/** A tenant with just its owner: quicker than a full cast where roles do not matter. */
async function ownTenant(app: TestApp) {
  const owner = await signUp(app);
  const tenant = await createTenant(app, owner);
  return { owner, tenant };
}

/** Every route that addresses one endpoint, with a body it would accept. */
function endpointRoutes(url: string) {
  return [
    ['GET', url, undefined],
    ['PATCH', url, { enabled: false }],
    ['DELETE', url, undefined],
    ['POST', `${url}/rotate-secret`, undefined],
  ] as const;
}

/** A stored row with its signing secrets decrypted (they are encrypted at rest). */
function decrypted(row: WebhookEndpointRow) {
  const context = { purpose: 'webhook_signing_secret', rowId: row.id } as const;
  return { ...row, secret: storedSecret(row.secret, context), previous_secret: storedSecret(row.previous_secret, context) };
}

async function storedRow(app: TestApp, id: string) {
  const row = await app.app.services.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  return row && decrypted(row);
}

async function tenantRows(app: TestApp, tenantId: string) {
  return (await app.app.services.db.selectFrom('webhook_endpoints').selectAll().where('tenant_id', '=', tenantId).execute()).map(decrypted);
}

async function tenantAuditActions(app: TestApp, tenantId: string) {
  const rows = await app.app.services.db
    .selectFrom('audit_events')
    .select('action')
    .where('tenant_id', '=', tenantId)
    .where('action', 'like', 'webhook_endpoint.%')
    .execute();
  return rows.map((r) => r.action).sort();
}

/** Neither the secret nor its random part appears anywhere in the text. */
function expectNoSecret(text: string, ...secrets: string[]) {
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice('whsec_'.length));
  }
  expect(text).not.toContain('whsec_');
}

describe('create', () => {
  it('answers 201 { webhookEndpoint, secret } with a whsec_ secret of 32 random bytes, stored with the endpoint', async () => {
    const { tenant, owner } = await ownTenant(t);
    const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody() });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      data: {
        webhookEndpoint: {
          id: expect.stringMatching(ID),
          tenantId: tenant.id,
          url: 'https://hooks.example.com/gatekeep',
          description: null,
          eventTypes: ['member.added', 'member.removed'],
          enabled: true,
          createdAt: expect.stringMatching(TIMESTAMP),
          updatedAt: expect.stringMatching(TIMESTAMP),
        },
        secret: expect.stringMatching(SECRET),
      },
    });
    const { webhookEndpoint, secret } = response.body.data;
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const row = await storedRow(t, webhookEndpoint.id);
    expect(row).toMatchObject({ tenant_id: tenant.id, secret, previous_secret: null, previous_secret_expires_at: null, enabled: true });
  });

  it('keeps description and enabled: false, and gives every endpoint its own secret', async () => {
    const { tenant, owner } = await ownTenant(t);
    const first = await create(
      t,
      tenant.id,
      owner,
      endpointBody({ description: 'CRM sync', enabled: false, eventTypes: ['api_key.created'] }),
    );
    const second = await create(t, tenant.id, owner);
    expect(first.webhookEndpoint).toMatchObject({ description: 'CRM sync', enabled: false, eventTypes: ['api_key.created'] });
    expect(second.secret).not.toBe(first.secret);
  });

  it('never shows the secret again: not in get, list or update answers', async () => {
    const { tenant, owner } = await ownTenant(t);
    const { webhookEndpoint, secret } = await create(t, tenant.id, owner);
    const url = `${base(tenant.id)}/${webhookEndpoint.id}`;

    const got = await t.call('GET', url, { token: owner.accessToken });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ ok: true, data: webhookEndpoint });
    expectNoSecret(got.text, secret);

    const list = await t.call('GET', base(tenant.id), { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ ok: true, data: { items: [webhookEndpoint], nextCursor: null } });
    expectNoSecret(list.text, secret);

    const updated = await t.call('PATCH', url, { token: owner.accessToken, body: { description: 'changed' } });
    expect(updated.status).toBe(200);
    expect(Object.keys(updated.body.data).sort()).toEqual([
      'createdAt',
      'description',
      'enabled',
      'eventTypes',
      'id',
      'tenantId',
      'updatedAt',
      'url',
    ]);
    expectNoSecret(updated.text, secret);
  });
});

describe('rotate-secret', () => {
  it('answers a new whsec_ secret and keeps the previous one for about 24 hours', async () => {
    const { tenant, owner } = await ownTenant(t);
    const created = await create(t, tenant.id, owner);
    const url = `${base(tenant.id)}/${created.webhookEndpoint.id}`;
    const before = Date.now();
    const response = await t.call('POST', `${url}/rotate-secret`, { token: owner.accessToken });
    const after = Date.now();
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      data: {
        webhookEndpoint: { ...created.webhookEndpoint, updatedAt: expect.stringMatching(TIMESTAMP) },
        secret: expect.stringMatching(SECRET),
      },
    });
    const rotated = response.body.data.secret as string;
    expect(rotated).not.toBe(created.secret);

    const row = (await storedRow(t, created.webhookEndpoint.id))!;
    expect(row.secret).toBe(rotated);
    expect(row.previous_secret).toBe(created.secret);
    const expiresAt = new Date(row.previous_secret_expires_at as Date).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(after + DAY_MS);

    for (const read of [
      await t.call('GET', url, { token: owner.accessToken }),
      await t.call('GET', base(tenant.id), { token: owner.accessToken }),
    ]) {
      expect(read.status).toBe(200);
      expectNoSecret(read.text, created.secret, rotated);
    }
  });

  it('a second rotation keeps the secret it replaces as the previous one', async () => {
    const { tenant, owner } = await ownTenant(t);
    const created = await create(t, tenant.id, owner);
    const url = `${base(tenant.id)}/${created.webhookEndpoint.id}/rotate-secret`;
    const first = await t.call('POST', url, { token: owner.accessToken });
    const second = await t.call('POST', url, { token: owner.accessToken });
    expect(second.status).toBe(200);
    expect(new Set([created.secret, first.body.data.secret, second.body.data.secret]).size).toBe(3);
    expect(await storedRow(t, created.webhookEndpoint.id)).toMatchObject({
      secret: second.body.data.secret,
      previous_secret: first.body.data.secret,
    });
  });

  it('answers 404 for an unknown endpoint', async () => {
    const { tenant, owner } = await ownTenant(t);
    const response = await t.call('POST', `${base(tenant.id)}/whe_00000000000000000000000000/rotate-secret`, { token: owner.accessToken });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
  });
});

describe('URL rules with WEBHOOK_ALLOW_PRIVATE_TARGETS=true (local development, tests)', () => {
  it.each(['https://hooks.example.com/x', 'http://localhost:8080/x', 'http://127.0.0.1/x', 'https://10.0.0.5/x'])(
    'accepts %s',
    async (url) => {
      const { tenant, owner } = await ownTenant(t);
      const { webhookEndpoint } = await create(t, tenant.id, owner, endpointBody({ url }));
      expect(webhookEndpoint.url).toBe(url);
    },
  );

  it.each([
    ['http to a public host', 'http://example.com/x', 'body.url must use https'],
    ['ftp', 'ftp://files.example.com/x', 'body.url must use https'],
    ['credentials in the URL', 'https://user:hunter2@hooks.example.com/x', 'body.url must not contain credentials'],
    ['a user name in the URL', 'https://user@hooks.example.com/x', 'body.url must not contain credentials'],
    ['not a URL', 'not a url', 'body.url'],
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (_name, url, message) => {
    const { tenant, owner } = await ownTenant(t);
    const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody({ url }) });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(response.body.error).toContain(message);
    expect(response.text).not.toContain('hunter2');
    expect(await tenantRows(t, tenant.id)).toEqual([]);
    expect(await tenantAuditActions(t, tenant.id)).toEqual([]);
  });
});

describe('URL rules by default, in every mode', () => {
  it.each([
    'http://localhost/x',
    'http://hooks.example.com/x',
    'https://10.0.0.5/',
    'https://192.168.1.1/',
    'https://172.16.0.1/',
    'https://127.0.0.1/',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://localhost/',
    'https://localhost./',
    'https://metadata.google.internal/',
    'https://metadata.google.internal./',
    'https://[64:ff9b:1::a9fe:a9fe]/',
    'https://[64:ff9b::a9fe:a9fe]/',
    'https://[2002:a9fe:a9fe::1]/',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'https://[fec0::1]/',
    'https://198.18.0.1/',
  ])('refuses %s with 400 VALIDATION_FAILED and writes nothing', async (url) => {
    const { tenant, owner } = await ownTenant(strict);
    const response = await strict.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody({ url }) });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(response.body.error).toMatch(/^body\.url must (use https|not point at a private)/);
    expect(await tenantRows(strict, tenant.id)).toEqual([]);
    expect(await tenantAuditActions(strict, tenant.id)).toEqual([]);
  });

  // Issue 30: an operator pointing a webhook at a local receiver learns the switch, not just the rule.
  it.each(['https://10.0.0.5/', 'https://127.0.0.1/', 'https://localhost/', 'http://localhost:8080/x', 'http://127.0.0.1/x'])(
    'names WEBHOOK_ALLOW_PRIVATE_TARGETS when refusing the private target %s',
    async (url) => {
      const { tenant, owner } = await ownTenant(strict);
      const response = await strict.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody({ url }) });
      expect(response.status, response.text).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.error).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS=true');
    },
  );

  it('does not suggest WEBHOOK_ALLOW_PRIVATE_TARGETS for http to a public host, which it would not allow', async () => {
    const { tenant, owner } = await ownTenant(strict);
    const response = await strict.call('POST', base(tenant.id), {
      token: owner.accessToken,
      body: endpointBody({ url: 'http://hooks.example.com/x' }),
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.error).toBe('body.url must use https.');
  });

  it.each(['https://93.184.216.34/', 'https://hooks.example.com/'])('accepts %s', async (url) => {
    const { tenant, owner } = await ownTenant(strict);
    const { webhookEndpoint, secret } = await create(strict, tenant.id, owner, endpointBody({ url }));
    expect(webhookEndpoint.url).toBe(url);
    expect(secret).toMatch(SECRET);
  });

  it('applies the same rules to an update', async () => {
    const { tenant, owner } = await ownTenant(strict);
    const { webhookEndpoint } = await create(strict, tenant.id, owner, endpointBody({ url: 'https://hooks.example.com/' }));
    const before = await storedRow(strict, webhookEndpoint.id);
    const response = await strict.call('PATCH', `${base(tenant.id)}/${webhookEndpoint.id}`, {
      token: owner.accessToken,
      body: { url: 'https://169.254.169.254/latest/meta-data' },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.error).toContain('body.url');
    expect(await storedRow(strict, webhookEndpoint.id)).toEqual(before);
  });
});

describe('eventTypes', () => {
  it.each([
    ['empty', [], 'body.eventTypes must NOT have fewer than 1 items'],
    ['with duplicates', ['member.added', 'member.added'], 'body.eventTypes must NOT have duplicate items'],
    ['with an unknown type', ['member.added', 'user.exploded'], 'body.eventTypes.1 must be one of'],
    ['not an array', 'member.added', 'body.eventTypes'],
  ])('refuses eventTypes %s on create and on update', async (_name, eventTypes, message) => {
    const { tenant, owner } = await ownTenant(t);
    const created = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody({ eventTypes }) });
    expect(created.status, created.text).toBe(400);
    expect(created.body.code).toBe('VALIDATION_FAILED');
    expect(created.body.error).toContain(message);
    expect(await tenantRows(t, tenant.id)).toEqual([]);

    const { webhookEndpoint } = await create(t, tenant.id, owner);
    const updated = await t.call('PATCH', `${base(tenant.id)}/${webhookEndpoint.id}`, { token: owner.accessToken, body: { eventTypes } });
    expect(updated.status, updated.text).toBe(400);
    expect(updated.body.code).toBe('VALIDATION_FAILED');
    expect(updated.body.error).toContain(message);
    expect((await storedRow(t, webhookEndpoint.id))!.event_types).toEqual(['member.added', 'member.removed']);
  });

  it('refuses a create without eventTypes', async () => {
    const { tenant, owner } = await ownTenant(t);
    const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: { url: 'https://hooks.example.com/' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'body is missing the required property "eventTypes".', code: 'VALIDATION_FAILED' });
  });

  it('accepts every event type of the catalogue, and no other', async () => {
    const all = loadSpec().document.components.schemas.WebhookEventType.enum as string[];
    expect(all).toContain('member.added');
    const { tenant: other, owner: otherOwner } = await ownTenant(t);
    // tenant.deleted left the catalogue: a deleted tenant's endpoints go with it, so it could never be sent.
    const refused = await t.call('POST', `/v1/tenants/${other.id}/webhook-endpoints`, {
      token: otherOwner.accessToken,
      body: endpointBody({ eventTypes: ['tenant.deleted'] }),
    });
    expect(refused.status).toBe(400);
    const { tenant, owner } = await ownTenant(t);
    const { webhookEndpoint } = await create(t, tenant.id, owner, endpointBody({ eventTypes: all }));
    expect(webhookEndpoint.eventTypes).toEqual(all);
  });
});

describe('update', () => {
  it('changes url, description, eventTypes and enabled, keeping the secret', async () => {
    const { tenant, owner } = await ownTenant(t);
    const created = await create(t, tenant.id, owner, endpointBody({ description: 'old' }));
    const url = `${base(tenant.id)}/${created.webhookEndpoint.id}`;
    const response = await t.call('PATCH', url, {
      token: owner.accessToken,
      body: { url: 'https://other.example.com/hook', description: 'new', eventTypes: ['role.created'], enabled: false },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({
      ...created.webhookEndpoint,
      url: 'https://other.example.com/hook',
      description: 'new',
      eventTypes: ['role.created'],
      enabled: false,
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect((await t.call('GET', url, { token: owner.accessToken })).body.data).toEqual(response.body.data);
    expect(await storedRow(t, created.webhookEndpoint.id)).toMatchObject({ secret: created.secret, previous_secret: null });
  });

  it('changes only what is sent; description null clears it', async () => {
    const { tenant, owner } = await ownTenant(t);
    const created = await create(t, tenant.id, owner, endpointBody({ description: 'old' }));
    const url = `${base(tenant.id)}/${created.webhookEndpoint.id}`;
    const enabledOnly = await t.call('PATCH', url, { token: owner.accessToken, body: { enabled: false } });
    expect(enabledOnly.body.data).toEqual({ ...created.webhookEndpoint, enabled: false, updatedAt: expect.any(String) });
    const cleared = await t.call('PATCH', url, { token: owner.accessToken, body: { description: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({ ...created.webhookEndpoint, enabled: false, description: null, updatedAt: expect.any(String) });
  });

  it.each([
    ['an empty body', {}, 'body must NOT have fewer than 1 properties'],
    ['a secret', { secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' }, 'body has an unknown property "secret"'],
    ['an http url', { url: 'http://example.com/x' }, 'body.url must use https'],
    ['a url with credentials', { url: 'https://a:b@hooks.example.com/' }, 'body.url must not contain credentials'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const { tenant, owner } = await ownTenant(t);
    const { webhookEndpoint } = await create(t, tenant.id, owner);
    const before = await storedRow(t, webhookEndpoint.id);
    const response = await t.call('PATCH', `${base(tenant.id)}/${webhookEndpoint.id}`, { token: owner.accessToken, body });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(response.body.error).toContain(message);
    expect(await storedRow(t, webhookEndpoint.id)).toEqual(before);
    expect(await tenantAuditActions(t, tenant.id)).toEqual(['webhook_endpoint.created']);
  });

  it('answers 404 for an unknown endpoint', async () => {
    const { tenant, owner } = await ownTenant(t);
    const response = await t.call('PATCH', `${base(tenant.id)}/whe_00000000000000000000000000`, {
      token: owner.accessToken,
      body: { enabled: false },
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});

describe('delete', () => {
  it('deletes the endpoint; afterwards every route answers 404 and the row is gone', async () => {
    const { tenant, owner } = await ownTenant(t);
    const kept = await create(t, tenant.id, owner);
    const { webhookEndpoint } = await create(t, tenant.id, owner);
    const url = `${base(tenant.id)}/${webhookEndpoint.id}`;
    const response = await t.call('DELETE', url, { token: owner.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { id: webhookEndpoint.id, deleted: true } });
    expect(await storedRow(t, webhookEndpoint.id)).toBeUndefined();
    for (const [method, path, body] of endpointRoutes(url)) {
      const again = await t.call(method, path, { token: owner.accessToken, body });
      expect(again.status, `${method} ${path}: ${again.text}`).toBe(404);
      expect(again.body.code).toBe('NOT_FOUND');
    }
    const list = await t.call('GET', base(tenant.id), { token: owner.accessToken });
    expect(list.body.data).toEqual({ items: [kept.webhookEndpoint], nextCursor: null });
  });
});

describe('plan limit', () => {
  it('the free plan allows 3 endpoints: the 4th is 403 PLAN_LIMIT_REACHED and writes nothing; a delete frees a slot', async () => {
    const { tenant, owner } = await ownTenant(t);
    const plans = await t.call('GET', '/v1/plans', { token: owner.accessToken });
    const plan = plans.body.data.items.find((p: { id: string }) => p.id === tenant.planId);
    expect(plan).toMatchObject({ key: 'free', limits: { maxWebhookEndpoints: 3 } });

    const created = [];
    for (let i = 0; i < 3; i++) created.push(await create(t, tenant.id, owner, endpointBody({ description: `#${i}` })));
    const fourth = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody({ description: '#3' }) });
    expect(fourth.status, fourth.text).toBe(403);
    expect(fourth.body).toEqual({ ok: false, error: expect.any(String), code: 'PLAN_LIMIT_REACHED' });
    expect(fourth.text).not.toContain('whsec_');
    expect(await tenantRows(t, tenant.id)).toHaveLength(3);
    expect(await tenantAuditActions(t, tenant.id)).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.created',
      'webhook_endpoint.created',
    ]);
    const list = await t.call('GET', base(tenant.id), { token: owner.accessToken });
    expect(list.body.data.items).toHaveLength(3);

    expect((await t.call('DELETE', `${base(tenant.id)}/${created[0]!.webhookEndpoint.id}`, { token: owner.accessToken })).status).toBe(200);
    await create(t, tenant.id, owner);
    expect(await tenantRows(t, tenant.id)).toHaveLength(3);
  });

  it('concurrent creates cannot go past the limit', async () => {
    const { tenant, owner } = await ownTenant(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', base(tenant.id), { token: owner.accessToken, body: endpointBody() })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 403, 403]);
    expect(await tenantRows(t, tenant.id)).toHaveLength(3);
  });

  it('counts per tenant: another tenant at its limit does not block this one', async () => {
    const full = await ownTenant(t);
    for (let i = 0; i < 3; i++) await create(t, full.tenant.id, full.owner);
    const { tenant, owner } = await ownTenant(t);
    await create(t, tenant.id, owner);
  });
});

describe('access', () => {
  async function castWithEndpoint() {
    const cast = await tenantWithCast(t);
    const created = await create(t, cast.tenant.id, cast.owner);
    const url = `${base(cast.tenant.id)}/${created.webhookEndpoint.id}`;
    const calls = [
      ['GET', base(cast.tenant.id), undefined],
      ['POST', base(cast.tenant.id), endpointBody()],
      ['GET', url, undefined],
      ['PATCH', url, { enabled: false }],
      ['DELETE', url, undefined],
      ['POST', `${url}/rotate-secret`, undefined],
    ] as const;
    return { ...cast, created, calls };
  }

  it('lets an admin manage endpoints', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const { webhookEndpoint } = await create(t, tenant.id, admin);
    const url = `${base(tenant.id)}/${webhookEndpoint.id}`;
    expect((await t.call('PATCH', url, { token: admin.accessToken, body: { enabled: false } })).status).toBe(200);
    expect((await t.call('POST', `${url}/rotate-secret`, { token: admin.accessToken })).status).toBe(200);
    expect((await t.call('DELETE', url, { token: admin.accessToken })).status).toBe(200);
  });

  it('answers 403 INSUFFICIENT_ROLE to a member for every operation, and changes nothing', async () => {
    const { tenant, member, created, calls } = await castWithEndpoint();
    const before = await storedRow(t, created.webhookEndpoint.id);
    for (const [method, url, body] of calls) {
      const response = await t.call(method, url, { token: member.accessToken, body });
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(403);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INSUFFICIENT_ROLE' });
      expectNoSecret(response.text, created.secret);
    }
    expect(await tenantRows(t, tenant.id)).toEqual([before]);
    expect(await tenantAuditActions(t, tenant.id)).toEqual(['webhook_endpoint.created']);
  });

  it('answers an outsider 404 NOT_FOUND, the same body as for a tenant that does not exist', async () => {
    const { tenant, outsider, created, calls } = await castWithEndpoint();
    const before = await storedRow(t, created.webhookEndpoint.id);
    const missing = await t.call('GET', base('ten_00000000000000000000000000'), { token: outsider.accessToken });
    expect(missing.status).toBe(404);
    for (const [method, url, body] of calls) {
      const response = await t.call(method, url, { token: outsider.accessToken, body });
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(404);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
      expect(response.text).toBe(missing.text);
    }
    expect(await tenantRows(t, tenant.id)).toEqual([before]);
  });

  it("answers 404 for another tenant's endpoint addressed through one's own tenant", async () => {
    const { tenant, owner, otherTenant, outsider } = await tenantWithCast(t);
    const theirs = await create(t, otherTenant.id, outsider);
    const before = await storedRow(t, theirs.webhookEndpoint.id);
    const url = `${base(tenant.id)}/${theirs.webhookEndpoint.id}`;
    for (const [method, path, body] of endpointRoutes(url)) {
      const response = await t.call(method, path, { token: owner.accessToken, body });
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect(await storedRow(t, theirs.webhookEndpoint.id)).toEqual(before);
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const { tenant } = await ownTenant(t);
    const response = await t.call('POST', base(tenant.id), { body: endpointBody() });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
    expect(await tenantRows(t, tenant.id)).toEqual([]);
  });
});

describe('audit', () => {
  it('writes one event per mutation (created, updated, secret_rotated, deleted) whose metadata holds no secret', async () => {
    const { tenant, owner } = await ownTenant(t);
    const created = await create(t, tenant.id, owner);
    const url = `${base(tenant.id)}/${created.webhookEndpoint.id}`;
    expect((await t.call('PATCH', url, { token: owner.accessToken, body: { description: 'x', enabled: false } })).status).toBe(200);
    const rotated = await t.call('POST', `${url}/rotate-secret`, { token: owner.accessToken });
    expect(rotated.status).toBe(200);
    // Reads are not mutations.
    expect((await t.call('GET', url, { token: owner.accessToken })).status).toBe(200);
    expect((await t.call('GET', base(tenant.id), { token: owner.accessToken })).status).toBe(200);
    expect((await t.call('DELETE', url, { token: owner.accessToken })).status).toBe(200);

    const events = await t.app.services.db
      .selectFrom('audit_events')
      .selectAll()
      .where('target_id', '=', created.webhookEndpoint.id)
      .execute();
    expect(events.map((e) => e.action).sort()).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.deleted',
      'webhook_endpoint.secret_rotated',
      'webhook_endpoint.updated',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        tenant_id: tenant.id,
        actor_kind: 'user',
        actor_id: owner.user.id,
        target_type: 'webhook_endpoint',
        target_id: created.webhookEndpoint.id,
      });
      expect(event.request_id).toEqual(expect.any(String));
      expectNoSecret(JSON.stringify(event.metadata), created.secret, rotated.body.data.secret);
    }
    expect(events.find((e) => e.action === 'webhook_endpoint.created')!.metadata).toMatchObject({
      url: 'https://hooks.example.com/gatekeep',
      eventTypes: ['member.added', 'member.removed'],
    });
  });
});
