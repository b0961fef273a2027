import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../server/api-types.ts';
import type { ProviderConfigRow } from '../../server/db/schema.ts';
import { storedSecret } from '../helpers/secrets.ts';
import { createTenant, tenantWithCast } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let certificate: string;
let privateKeyPem: string;

beforeAll(async () => {
  // A real self-signed IdP certificate, made the way an operator would make one.
  const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-saml-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=idp',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    certificate = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    privateKeyPem = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  t = await startTestApp();
});
afterAll(() => t?.close());

const ID = /^prv_[0-9A-Z]{26}$/;
/** Issue 32's sign-in settings of a config created without them. */
const SIGN_IN_DEFAULTS = { allowedRedirectUris: [], defaultRole: 'member', jitProvisioning: true, enforced: false, trustIdpMfa: false };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Account = Awaited<ReturnType<typeof signUp>>;

const base = (tenantId: string) => `/v1/tenants/${tenantId}/provider-configs`;
const secretValue = (label = 'secret') => `cs-${label}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

function oidcBody(overrides: Record<string, unknown> = {}, oidc: Record<string, unknown> = {}) {
  return { type: 'oidc', name: 'Okta', ...overrides, oidc: { issuer: 'https://idp.example.com', clientId: 'client-123', ...oidc } };
}

function samlBody(saml: Record<string, unknown> = {}) {
  return {
    type: 'saml',
    name: 'ADFS',
    saml: { entityId: 'https://idp.example.com/saml', ssoUrl: 'https://idp.example.com/sso', certificate, ...saml },
  };
}

async function create(tenantId: string, owner: Account, body: unknown) {
  const response = await t.operation('createProviderConfig', {
    params: { tenantId },
    token: owner.accessToken,
    body: body as RequestBody<'createProviderConfig'>,
  });
  expect(response.status, response.text).toBe(201);
  return response.data;
}

/** A stored row with its client secret decrypted (it is encrypted at rest). */
function decrypted(row: ProviderConfigRow) {
  return { ...row, client_secret: storedSecret(row.client_secret, { purpose: 'provider_client_secret', rowId: row.id }) };
}

async function storedRow(id: string) {
  const row = await t.app.services.db.selectFrom('provider_configs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && decrypted(row);
}

function auditEventsFor(targetId: string) {
  return t.app.services.db.selectFrom('audit_events').selectAll().where('target_id', '=', targetId).execute();
}

function tenantAuditActions(tenantId: string) {
  return t.app.services.db
    .selectFrom('audit_events')
    .select('action')
    .where('tenant_id', '=', tenantId)
    .where('action', 'like', 'provider_config.%')
    .execute()
    .then((rows) => rows.map((r) => r.action));
}

async function tenantRows(tenantId: string) {
  return (await t.app.services.db.selectFrom('provider_configs').selectAll().where('tenant_id', '=', tenantId).execute()).map(decrypted);
}

describe('create', () => {
  it('creates an OIDC config: 201 with the ProviderConfig shape, default scopes, and hasClientSecret instead of the secret', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const clientSecret = secretValue();
    const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: oidcBody({}, { clientSecret }) });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      data: {
        id: expect.stringMatching(ID),
        tenantId: tenant.id,
        type: 'oidc',
        name: 'Okta',
        enabled: true,
        ...SIGN_IN_DEFAULTS,
        oidc: {
          issuer: 'https://idp.example.com',
          clientId: 'client-123',
          scopes: ['openid', 'email', 'profile'],
          hasClientSecret: true,
          redirectUri: `${t.app.services.config.issuer}/v1/sso/oidc/callback`,
        },
        saml: null,
        createdAt: expect.stringMatching(TIMESTAMP),
        updatedAt: expect.stringMatching(TIMESTAMP),
      },
    });
    expect(response.text).not.toContain(clientSecret);
    expect(response.text).not.toContain('clientSecret');

    const row = await storedRow(response.body.data.id);
    expect(row).toMatchObject({ tenant_id: tenant.id, type: 'oidc', client_secret: clientSecret, enabled: true });
    // The secret is kept apart from the settings that reads project.
    expect(JSON.stringify(row!.settings)).not.toContain(clientSecret);
  });

  it('keeps given scopes and enabled: false; without a clientSecret, hasClientSecret is false', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const config = await create(tenant.id, owner, oidcBody({ enabled: false, name: 'Google' }, { scopes: ['openid', 'groups'] }));
    expect(config).toMatchObject({
      enabled: false,
      name: 'Google',
      oidc: { scopes: ['openid', 'groups'], hasClientSecret: false },
      saml: null,
    });
    expect((await storedRow(config.id))!.client_secret).toBeNull();
  });

  it('accepts an http issuer on localhost outside production', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const config = await create(tenant.id, owner, oidcBody({}, { issuer: 'http://localhost:8080/realms/dev' }));
    expect(config.oidc?.issuer).toBe('http://localhost:8080/realms/dev');
  });

  it('creates a SAML config with a real self-signed X.509 certificate', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: samlBody() });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.stringMatching(ID),
      tenantId: tenant.id,
      type: 'saml',
      name: 'ADFS',
      enabled: true,
      ...SIGN_IN_DEFAULTS,
      oidc: null,
      saml: {
        entityId: 'https://idp.example.com/saml',
        ssoUrl: 'https://idp.example.com/sso',
        certificate: certificate.trim(),
        allowIdpInitiated: false,
        acsUrl: `${t.app.services.config.issuer}/v1/sso/saml/acs`,
        spEntityId: `${t.app.services.config.issuer}/v1/sso/saml/${response.body.data.id}/metadata`,
        metadataUrl: `${t.app.services.config.issuer}/v1/sso/saml/${response.body.data.id}/metadata`,
      },
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(response.body.data.saml.certificate).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----$/);
    expect((await storedRow(response.body.data.id))!.client_secret).toBeNull();
  });

  const invalidBodies: [string, () => unknown, string][] = [
    [
      'oidc without oidc.issuer',
      () => ({ type: 'oidc', name: 'x', oidc: { clientId: 'c' } }),
      'body.oidc is missing the required property "issuer"',
    ],
    [
      'oidc without oidc.clientId',
      () => ({ type: 'oidc', name: 'x', oidc: { issuer: 'https://idp.example.com' } }),
      'body.oidc is missing the required property "clientId"',
    ],
    ['oidc without an oidc block', () => ({ type: 'oidc', name: 'x' }), 'body is missing the required property "oidc"'],
    [
      'saml without saml.certificate',
      () => ({ type: 'saml', name: 'x', saml: { entityId: 'e', ssoUrl: 'https://idp.example.com/sso' } }),
      'body.saml is missing the required property "certificate"',
    ],
    ['saml without saml.entityId', () => samlBody({ entityId: undefined }), 'body.saml is missing the required property "entityId"'],
    ['saml without saml.ssoUrl', () => samlBody({ ssoUrl: undefined }), 'body.saml is missing the required property "ssoUrl"'],
    ['a saml block on an oidc config', () => ({ ...oidcBody(), saml: samlBody().saml }), 'body has an unknown property "saml"'],
    ['an oidc block on a saml config', () => ({ ...samlBody(), oidc: oidcBody().oidc }), 'body has an unknown property "oidc"'],
    ['a non-URL issuer', () => oidcBody({}, { issuer: 'not a url' }), 'body.oidc.issuer'],
    ['an http issuer that is not localhost', () => oidcBody({}, { issuer: 'http://idp.example.com' }), 'body.oidc.issuer must use https'],
    ['an ftp issuer', () => oidcBody({}, { issuer: 'ftp://idp.example.com' }), 'body.oidc.issuer'],
    [
      'an issuer with credentials',
      () => oidcBody({}, { issuer: 'https://user:pw@idp.example.com' }),
      'body.oidc.issuer must not contain credentials',
    ],
    ['an http ssoUrl that is not localhost', () => samlBody({ ssoUrl: 'http://idp.example.com/sso' }), 'body.saml.ssoUrl must use https'],
    [
      'a certificate that is not PEM',
      () => samlBody({ certificate: 'hello, I am a certificate' }),
      'body.saml.certificate is not a PEM X.509 certificate',
    ],
    [
      'a PEM private key instead of a certificate',
      () => samlBody({ certificate: privateKeyPem }),
      'body.saml.certificate is not a PEM X.509 certificate',
    ],
    [
      'a truncated PEM certificate',
      () => samlBody({ certificate: `${certificate.slice(0, 200)}\n-----END CERTIFICATE-----\n` }),
      'body.saml.certificate is not a PEM X.509 certificate',
    ],
    ['an unknown type', () => ({ type: 'ldap', name: 'x' }), 'body.type "ldap" is not a type this operation takes'],
    ['a missing name', () => ({ type: 'oidc', oidc: oidcBody().oidc }), '"name"'],
    ['an unknown oidc property', () => oidcBody({}, { secret: 'x' }), 'body.oidc has an unknown property "secret"'],
  ];

  it.each(invalidBodies)('refuses %s with 400 VALIDATION_FAILED naming the field, and writes nothing', async (_name, body, field) => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: body() });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(response.body.error).toContain(field);
    expect(await tenantRows(tenant.id)).toEqual([]);
    expect(await tenantAuditActions(tenant.id)).toEqual([]);
  });
});

describe('read', () => {
  it('get answers the config as created; neither get nor list shows the secret', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const clientSecret = secretValue();
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret }));
    const got = await t.call('GET', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ ok: true, data: created });
    expect(got.text).not.toContain(clientSecret);
    expect(got.text).not.toContain('clientSecret');

    const list = await t.call('GET', base(tenant.id), { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({ items: [created], nextCursor: null });
    expect(list.text).not.toContain(clientSecret);
    expect(list.text).not.toContain('clientSecret');
  });

  it('list is the full list of this tenant only, with nextCursor null, whatever limit says', async () => {
    const { tenant, owner, otherTenant, outsider } = await tenantWithCast(t);
    const mine = [
      await create(tenant.id, owner, oidcBody({ name: 'one' })),
      await create(tenant.id, owner, samlBody()),
      await create(tenant.id, owner, oidcBody({ name: 'three' })),
    ];
    const theirs = await create(otherTenant.id, outsider, oidcBody({ name: 'theirs' }));
    const list = await t.call('GET', `${base(tenant.id)}?limit=1`, { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data.nextCursor).toBeNull();
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...list.body.data.items].sort(byId)).toEqual([...mine].sort(byId));
    expect(list.body.data.items.map((c: { id: string }) => c.id)).not.toContain(theirs.id);
  });

  it('answers an empty list for a tenant without configs', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const list = await t.call('GET', base(tenant.id), { token: admin.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ ok: true, data: { items: [], nextCursor: null } });
  });

  it('answers 404 NOT_FOUND for an unknown config id', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await t.call('GET', `${base(tenant.id)}/prv_00000000000000000000000000`, { token: owner.accessToken });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
  });
});

describe('update', () => {
  it('merges the fields of the config type: changing clientId keeps the issuer, scopes and secret', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const clientSecret = secretValue();
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret, scopes: ['openid', 'email'] }));
    const response = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, {
      token: owner.accessToken,
      body: { oidc: { clientId: 'client-456' } },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({
      ...created,
      oidc: { ...created.oidc, clientId: 'client-456', scopes: ['openid', 'email'], hasClientSecret: true },
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(response.text).not.toContain(clientSecret);
    expect((await storedRow(created.id))!.client_secret).toBe(clientSecret);
    const got = await t.call('GET', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken });
    expect(got.body.data).toEqual(response.body.data);
  });

  it('replaces the stored secret when clientSecret is sent, still showing only hasClientSecret', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const first = secretValue('first');
    const second = secretValue('second');
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret: first }));
    const response = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, {
      token: owner.accessToken,
      body: { oidc: { clientSecret: second } },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.oidc).toEqual({ ...created.oidc, hasClientSecret: true });
    expect(response.text).not.toContain(first);
    expect(response.text).not.toContain(second);
    expect(response.text).not.toContain('clientSecret');
    expect((await storedRow(created.id))!.client_secret).toBe(second);
    for (const read of [
      await t.call('GET', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken }),
      await t.call('GET', base(tenant.id), { token: owner.accessToken }),
    ]) {
      expect(read.status).toBe(200);
      expect(read.text).not.toContain(first);
      expect(read.text).not.toContain(second);
    }
  });

  it('sets a secret on a config that had none', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const created = await create(tenant.id, owner, oidcBody());
    expect(created.oidc?.hasClientSecret).toBe(false);
    const secret = secretValue();
    const response = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, {
      token: owner.accessToken,
      body: { oidc: { clientSecret: secret } },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.oidc.hasClientSecret).toBe(true);
    expect(response.text).not.toContain(secret);
    expect((await storedRow(created.id))!.client_secret).toBe(secret);
  });

  it('merges SAML fields: a new ssoUrl keeps entityId and certificate', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const created = await create(tenant.id, owner, samlBody());
    const response = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, {
      token: owner.accessToken,
      body: { saml: { ssoUrl: 'https://idp.example.com/sso2' } },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.saml).toEqual({ ...created.saml, ssoUrl: 'https://idp.example.com/sso2' });
    expect(response.body.data.oidc).toBeNull();
  });

  it('changes name and enabled without touching the settings', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const secret = secretValue();
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret: secret }));
    const disabled = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, {
      token: owner.accessToken,
      body: { enabled: false, name: 'Okta (old)' },
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body.data).toEqual({ ...created, enabled: false, name: 'Okta (old)', updatedAt: expect.any(String) });
    expect((await t.call('GET', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken })).body.data.enabled).toBe(false);
    const enabled = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken, body: { enabled: true } });
    expect(enabled.body.data).toMatchObject({ enabled: true, name: 'Okta (old)', oidc: created.oidc });
    expect((await storedRow(created.id))!).toMatchObject({ enabled: true, client_secret: secret });
  });

  const invalidUpdates: [string, (kind: 'oidc' | 'saml') => unknown, 'oidc' | 'saml', string][] = [
    ['type (it cannot change)', () => ({ type: 'saml' }), 'oidc', 'body has an unknown property "type"'],
    ['type, even the same one', () => ({ type: 'oidc', name: 'x' }), 'oidc', 'body has an unknown property "type"'],
    ['a saml block on an oidc config', () => ({ saml: { entityId: 'e' } }), 'oidc', 'body.saml'],
    ['an oidc block on a saml config', () => ({ oidc: { clientId: 'c' } }), 'saml', 'body.oidc'],
    ['an http issuer', () => ({ oidc: { issuer: 'http://idp.example.com' } }), 'oidc', 'body.oidc.issuer'],
    ['a non-URL issuer', () => ({ oidc: { issuer: 'nope' } }), 'oidc', 'body.oidc.issuer'],
    ['a certificate that is not PEM X.509', () => ({ saml: { certificate: privateKeyPem } }), 'saml', 'body.saml.certificate'],
    ['an empty body', () => ({}), 'oidc', 'body must NOT have fewer than 1 properties'],
  ];

  it.each(invalidUpdates)('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_name, body, kind, field) => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner);
    const secret = secretValue();
    const created = await create(tenant.id, owner, kind === 'oidc' ? oidcBody({}, { clientSecret: secret }) : samlBody());
    const before = await storedRow(created.id);
    const response = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken, body: body(kind) });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect(response.body.error).toContain(field);
    expect(await storedRow(created.id)).toEqual(before);
    expect(await tenantAuditActions(tenant.id)).toEqual(['provider_config.created']);
  });

  it('answers 404 for an unknown config id', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const response = await t.call('PATCH', `${base(tenant.id)}/prv_00000000000000000000000000`, {
      token: owner.accessToken,
      body: { enabled: false },
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});

describe('delete', () => {
  it('deletes the config; afterwards it is 404 everywhere and gone from the list and the table', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const kept = await create(tenant.id, owner, samlBody());
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret: secretValue() }));
    const response = await t.call('DELETE', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ok: true, data: { id: created.id, deleted: true } });
    expect(await storedRow(created.id)).toBeUndefined();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { enabled: false }],
      ['DELETE', undefined],
    ] as const) {
      const again = await t.call(method, `${base(tenant.id)}/${created.id}`, { token: owner.accessToken, body });
      expect(again.status, `${method} ${again.text}`).toBe(404);
      expect(again.body.code).toBe('NOT_FOUND');
    }
    const list = await t.call('GET', base(tenant.id), { token: owner.accessToken });
    expect(list.body.data).toEqual({ items: [kept], nextCursor: null });
  });
});

/** One request per provider-config operation, on a tenant and one of its configs. */
const everyOperation = (tenantId: string, configId: string) =>
  [
    ['GET', base(tenantId), undefined],
    ['POST', base(tenantId), oidcBody({ name: 'sneaky' })],
    ['GET', `${base(tenantId)}/${configId}`, undefined],
    ['PATCH', `${base(tenantId)}/${configId}`, { enabled: false }],
    ['DELETE', `${base(tenantId)}/${configId}`, undefined],
  ] as const;

describe('access', () => {
  it('lets an admin manage configs', async () => {
    const { tenant, admin } = await tenantWithCast(t);
    const created = await create(tenant.id, admin, oidcBody());
    const updated = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, { token: admin.accessToken, body: { name: 'renamed' } });
    expect(updated.status).toBe(200);
    expect((await t.call('DELETE', `${base(tenant.id)}/${created.id}`, { token: admin.accessToken })).status).toBe(200);
  });

  it('answers 403 INSUFFICIENT_ROLE to a member for every operation, and writes nothing', async () => {
    const { tenant, owner, member } = await tenantWithCast(t);
    const secret = secretValue();
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret: secret }));
    const before = await storedRow(created.id);
    const calls = everyOperation(tenant.id, created.id);
    for (const [method, url, body] of calls) {
      const response = await t.call(method, url, { token: member.accessToken, body });
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(403);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'INSUFFICIENT_ROLE' });
      expect(response.text).not.toContain(secret);
    }
    expect(await tenantRows(tenant.id)).toEqual([before]);
    expect(await tenantAuditActions(tenant.id)).toEqual(['provider_config.created']);
  });

  it('answers an outsider 404 NOT_FOUND, the same body as for a tenant that does not exist', async () => {
    const { tenant, owner, outsider } = await tenantWithCast(t);
    const created = await create(tenant.id, owner, oidcBody());
    const before = await storedRow(created.id);
    const missing = await t.call('GET', base('ten_00000000000000000000000000'), { token: outsider.accessToken });
    expect(missing.status).toBe(404);
    const calls = everyOperation(tenant.id, created.id);
    for (const [method, url, body] of calls) {
      const response = await t.call(method, url, { token: outsider.accessToken, body });
      expect(response.status, `${method} ${url}: ${response.text}`).toBe(404);
      expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'NOT_FOUND' });
      expect(response.text).toBe(missing.text);
    }
    expect(await tenantRows(tenant.id)).toEqual([before]);
  });

  it("answers 404 for another tenant's config addressed through one's own tenant", async () => {
    const { tenant, owner, otherTenant, outsider } = await tenantWithCast(t);
    const theirs = await create(otherTenant.id, outsider, oidcBody());
    const before = await storedRow(theirs.id);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { enabled: false }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.call(method, `${base(tenant.id)}/${theirs.id}`, { token: owner.accessToken, body });
      expect(response.status, `${method} ${response.text}`).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect(await storedRow(theirs.id)).toEqual(before);
  });

  it('answers 401 UNAUTHENTICATED without a credential', async () => {
    const { tenant } = await tenantWithCast(t);
    const response = await t.call('GET', base(tenant.id));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('audit', () => {
  it('writes one event per mutation, by the caller, with metadata that holds no secret', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const first = secretValue('first');
    const second = secretValue('second');
    const created = await create(tenant.id, owner, oidcBody({}, { clientSecret: first }));
    expect(
      (
        await t.call('PATCH', `${base(tenant.id)}/${created.id}`, {
          token: owner.accessToken,
          body: { oidc: { clientSecret: second, clientId: 'client-789' } },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('PATCH', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken, body: { enabled: false } })).status).toBe(
      200,
    );
    // Reads are not mutations.
    expect((await t.call('GET', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken })).status).toBe(200);
    expect((await t.call('GET', base(tenant.id), { token: owner.accessToken })).status).toBe(200);
    expect((await t.call('DELETE', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken })).status).toBe(200);

    const events = await auditEventsFor(created.id);
    expect(events.map((e) => e.action).sort()).toEqual([
      'provider_config.created',
      'provider_config.deleted',
      'provider_config.updated',
      'provider_config.updated',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        tenant_id: tenant.id,
        actor_kind: 'user',
        actor_id: owner.user.id,
        target_type: 'provider_config',
        target_id: created.id,
      });
      expect(event.request_id).toEqual(expect.any(String));
      const metadata = JSON.stringify(event.metadata);
      expect(metadata).not.toContain(first);
      expect(metadata).not.toContain(second);
    }
    const createdEvent = events.find((e) => e.action === 'provider_config.created')!;
    expect(createdEvent.metadata).toMatchObject({ type: 'oidc', name: 'Okta' });
  });

  it('writes the SAML create event without the certificate body', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const created = await create(tenant.id, owner, samlBody());
    const events = await auditEventsFor(created.id);
    expect(events.map((e) => e.action)).toEqual(['provider_config.created']);
    expect(events[0]!.metadata).toMatchObject({ type: 'saml', name: 'ADFS' });
    expect(JSON.stringify(events[0]!.metadata)).not.toContain('BEGIN CERTIFICATE');
  });
});

describe('sign-in settings (issue 32)', () => {
  it('stores redirect URIs, default role and the switches, and changes each alone', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const settings = {
      allowedRedirectUris: ['https://app.example.com/sso/callback', 'http://127.0.0.1:8765/cb', 'http://localhost/cb'],
      defaultRole: 'admin',
      jitProvisioning: false,
      enforced: true,
      trustIdpMfa: true,
    };
    const created = await create(tenant.id, owner, { ...oidcBody(), ...settings });
    expect(created).toMatchObject(settings);
    const patched = await t.call('PATCH', `${base(tenant.id)}/${created.id}`, { token: owner.accessToken, body: { enforced: false } });
    expect(patched.body.data).toEqual({ ...created, enforced: false, updatedAt: expect.any(String) });
    const saml = await create(tenant.id, owner, { ...samlBody(), saml: { ...samlBody().saml, allowIdpInitiated: true } });
    expect(saml.saml!.allowIdpInitiated).toBe(true);
    const off = await t.call('PATCH', `${base(tenant.id)}/${saml.id}`, {
      token: owner.accessToken,
      body: { saml: { allowIdpInitiated: false } },
    });
    expect(off.body.data.saml).toEqual({ ...saml.saml, allowIdpInitiated: false });
  });

  it('refuses redirect URIs that are not https (but for loopback http), carry credentials or a fragment, and an owner or unknown default role', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const refusals: [unknown, RegExp][] = [
      [{ allowedRedirectUris: ['http://app.example.com/cb'] }, /allowedRedirectUris\[0\] must be https/],
      [{ allowedRedirectUris: ['https://ok.example.com/cb', 'ftp://app.example.com/cb'] }, /allowedRedirectUris/],
      [{ allowedRedirectUris: ['https://user:pw@app.example.com/cb'] }, /credentials/],
      [{ allowedRedirectUris: ['https://app.example.com/cb#x'] }, /allowedRedirectUris/],
      [{ defaultRole: 'owner' }, /defaultRole cannot be owner/],
      [{ defaultRole: 'auditors' }, /defaultRole "auditors" is not a role/],
    ];
    for (const [extra, message] of refusals) {
      const response = await t.call('POST', base(tenant.id), { token: owner.accessToken, body: { ...oidcBody(), ...(extra as object) } });
      expect([response.status, response.body.code], JSON.stringify(extra)).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.body.error).toMatch(message);
    }
    expect((await t.call('GET', base(tenant.id), { token: owner.accessToken })).body.data.items).toEqual([]);
  });

  it('follows a renamed custom default role, and keeps it from being deleted while a config gives it', async () => {
    const { tenant, owner } = await tenantWithCast(t);
    const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, {
      token: owner.accessToken,
      body: { name: 'contractors', permissions: [] },
    });
    const config = await create(tenant.id, owner, { ...oidcBody(), defaultRole: 'contractors' });
    const renamed = await t.call('PATCH', `/v1/tenants/${tenant.id}/roles/${role.body.data.id}`, {
      token: owner.accessToken,
      body: { name: 'vendors' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const read = await t.call('GET', `${base(tenant.id)}/${config.id}`, { token: owner.accessToken });
    expect(read.body.data.defaultRole).toBe('vendors');
    const refused = await t.call('DELETE', `/v1/tenants/${tenant.id}/roles/${role.body.data.id}`, { token: owner.accessToken });
    expect([refused.status, refused.body.code]).toEqual([409, 'CONFLICT']);
    expect(refused.body.error).toMatch(/defaultRole/);
  });
});
