import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../server/http/operations.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 30, point 6: every value shown only once is named by one convention (docs/tenants-and-keys.md,
// Shown once). The spec marks each such field `x-gatekeep-shown-once`; these tests hold the names to
// the convention, so a new operation cannot bring back `{key, apiKey}` or `{token}`.

const spec = loadSpec();
type Schema = Record<string, any>;
const schemas: Record<string, Schema> = spec.document.components.schemas;

function resolve(schema: Schema): Schema {
  if (typeof schema?.$ref !== 'string') return schema;
  return schemas[schema.$ref.replace('#/components/schemas/', '')]!;
}

/** Every object schema reachable from `schema`, with the component name it came from. */
function objectsIn(schema: Schema, seen = new Set<Schema>()): Schema[] {
  const resolved = resolve(schema);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return [];
  seen.add(resolved);
  const nested = [
    ...Object.values<Schema>(resolved.properties ?? {}),
    ...['allOf', 'oneOf', 'anyOf'].flatMap((key) => resolved[key] ?? []),
    ...(resolved.items ? [resolved.items] : []),
  ];
  return [...(resolved.properties ? [resolved] : []), ...nested.flatMap((s) => objectsIn(s, seen))];
}

/** The JSON schema of each operation's 2xx answers. */
const successSchemas = [...spec.operations.values()].flatMap((op) => {
  const raw = spec.document.paths[op.path][op.method.toLowerCase()];
  return Object.entries<Schema>(raw.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, response]) => Object.values<Schema>(response.content ?? {}).map((media) => ({ op, schema: media.schema as Schema })))
    .filter(({ schema }) => schema);
});

const shownOnce = Object.entries(schemas).flatMap(([name, schema]) =>
  Object.entries<Schema>(schema.properties ?? {})
    .filter(([, property]) => property['x-gatekeep-shown-once'] === true)
    .map(([field]) => ({ name, schema, field })),
);

const lowerCamel = (name: string) => name[0]!.toLowerCase() + name.slice(1);

describe('values shown once (docs/tenants-and-keys.md, Shown once)', () => {
  it('are marked in the spec: secrets, token answers, recovery codes', () => {
    expect(shownOnce.map(({ name, field }) => `${name}.${field}`).sort()).toEqual([
      'ApiKeyCreated.secret',
      'DirectoryCreated.token',
      'MfaChallenge.challengeToken',
      'MintedToken.accessToken',
      'OidcClientWithSecret.secret',
      'PortalAccessToken.accessToken',
      'RecoveryCodes.recoveryCodes',
      'RefreshedTokens.accessToken',
      'RefreshedTokens.refreshToken',
      'ServiceAccountCreated.secret',
      'SsoTokens.accessToken',
      'SsoTokens.refreshToken',
      'TenantAccessToken.accessToken',
      'Tokens.accessToken',
      'Tokens.refreshToken',
      'TotpEnrollment.secret',
      'WebhookEndpointWithSecret.secret',
    ]);
  });

  it.each(shownOnce.map((entry) => [`${entry.name}.${entry.field}`, entry]))(
    '%s is named by the convention',
    (_label, { schema, field }) => {
      // `token` is the contract's own name for a directory's SCIM token (issue 35), the one exception.
      expect(field).toMatch(schema === schemas['DirectoryCreated'] ? /^token$/ : /^(secret|recoveryCodes|[a-z]+Token)$/);
      if (field === 'accessToken') expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['tokenType', 'expiresIn']));
      if (field === 'secret') {
        // Beside the secret, the resource it belongs to under the resource's own name.
        for (const [other, property] of Object.entries<Schema>(schema.properties)) {
          if (typeof property.$ref === 'string') expect(other).toBe(lowerCamel(property.$ref.split('/').pop()!));
        }
        expect(schema.required).toContain('secret');
      }
    },
  );

  it('never appear in an answer to a read', () => {
    const marked = new Set(shownOnce.map(({ schema }) => schema));
    for (const { op, schema } of successSchemas) {
      if (!['GET', 'HEAD'].includes(op.method)) continue;
      for (const object of objectsIn(schema)) expect(marked.has(object), `${op.operationId} answers a value shown once`).toBe(false);
    }
  });

  it('leave no secret unmarked: no answer has a `token` or `apiKey` string, or a `key` shown only here', () => {
    for (const { op, schema } of successSchemas) {
      for (const object of objectsIn(schema)) {
        for (const [field, property] of Object.entries<Schema>(object.properties)) {
          const label = `${op.operationId}: ${field}`;
          if (field === 'token') expect(property['x-gatekeep-shown-once'], label).toBe(true);
          if (field === 'apiKey') expect(property.$ref, label).toBe('#/components/schemas/ApiKey');
          if (/shown only here/i.test(property.description ?? '')) expect(property['x-gatekeep-shown-once'], label).toBe(true);
        }
      }
    }
  });
});

describe('the answers themselves', () => {
  let t: TestApp;
  let accessToken: string;
  let tenantId: string;
  beforeAll(async () => {
    t = await startTestApp({ BOOTSTRAP_TOKEN: 'shown-once-bootstrap-token-0123456789' });
    ({ accessToken } = await signUp(t));
    tenantId = (await t.operation('createTenant', { body: { name: 'Shown once' }, token: accessToken })).data.id;
  });
  afterAll(() => t.close());

  it('createApiKey answers {apiKey, secret}, and mintApiKeyToken {accessToken, tokenType, expiresIn}', async () => {
    const created = await t.operation('createApiKey', {
      params: { tenantId },
      body: { name: 'convention', scopes: ['orders:read'] },
      token: accessToken,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.data).sort()).toEqual(['apiKey', 'secret']);
    expect(created.data.secret).toMatch(/^gk_live_/);
    const minted = await t.operation('mintApiKeyToken', { body: { key: created.data.secret } });
    expect(minted.status).toBe(200);
    expect(Object.keys(minted.data).sort()).toEqual(['accessToken', 'expiresIn', 'tokenType']);
  });

  it('createServiceAccount and rotateServiceAccountKey answer {serviceAccount, secret}', async () => {
    const bootstrap = 'shown-once-bootstrap-token-0123456789';
    const created = await t.operation('createServiceAccount', {
      body: { name: 'convention', permissions: ['jobs:read'] },
      token: bootstrap,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.data).sort()).toEqual(['secret', 'serviceAccount']);
    expect(created.data.secret).toMatch(/^gkp_/);
    const rotated = await t.operation('rotateServiceAccountKey', {
      params: { serviceAccountId: created.data.serviceAccount.id },
      token: bootstrap,
    });
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.data).sort()).toEqual(['secret', 'serviceAccount']);
  });
});
