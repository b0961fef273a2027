import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../server/domain/auth/passwords.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';

// Issue 18 point 7: abuse cases, each through the whole HTTP stack on a real database, each
// answered with the contract's status and code, never a 500. Not repeated here: U+0000 and the
// other malformed inputs of robustness.test.ts, and CSV formula injection in the audit export
// (test/audit/audit-events.test.ts, "escapes every formula prefix").

// Every way into argon2, counted but still real: an over-long password must never get that far.
vi.mock('../../server/domain/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/domain/auth/passwords.ts')>();
  return {
    ...real,
    hashPassword: vi.fn(real.hashPassword),
    verifyPassword: vi.fn(real.verifyPassword),
    verifyAgainstDecoy: vi.fn(real.verifyAgainstDecoy),
  };
});

const BOOTSTRAP = 'abuse-test-bootstrap-token-0123456789abcdef';
const MiB = 1024 * 1024;
const INVALID_KEY = { ok: false, error: 'The API key is invalid, expired or revoked.', code: 'INVALID_CREDENTIAL' };
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);

type Caller = 'anonymous' | 'owner' | 'bootstrap';

let t: TestApp;
let owner: Account;
let tenantId: string;
let abuseRequests = 0;

beforeAll(async () => {
  // The public bucket (300 a minute per address) would otherwise answer the key flood with 429.
  t = await startTestApp({ RATE_LIMIT_PUBLIC_MAX: '1000000', BOOTSTRAP_TOKEN: BOOTSTRAP });
  owner = await signUp(t);
  tenantId = (await createTenant(t, owner)).id;
});
afterAll(async () => {
  console.info(`test/http/abuse.test.ts sent ${abuseRequests} abuse requests`);
  await t.close();
});

describe('10,000 distinct invalid API keys', () => {
  it('are each 401 INVALID_CREDENTIAL, and none of them is remembered', async () => {
    const cachedKeys = t.app.services.credentials.apiKeys.size;
    const lastUsedEntries = lastUsedWrites();
    const heapBefore = heapAfterGc();
    const keys = invalidKeys(10_000);
    expect(new Set(keys).size).toBe(10_000);

    const answers = await tallyAnswers(keys, (key) => abuse('POST', '/v1/keys/validate', { key }));

    expect(answers).toEqual({ [`401 ${JSON.stringify(INVALID_KEY)}`]: 10_000 });
    expect(t.app.services.credentials.apiKeys.size).toBe(cachedKeys);
    expect(lastUsedWrites()).toBe(lastUsedEntries);
    const heapAfter = heapAfterGc();
    // Only where the worker exposes gc (node --expose-gc): without it the heap is noise.
    if (heapBefore !== undefined && heapAfter !== undefined) expect(heapAfter - heapBefore).toBeLessThan(32 * MiB);

    // The same structures do keep a key that exists: the sizes above could have grown.
    const created = await t.operation('createApiKey', {
      params: { tenantId },
      body: { name: 'real', scopes: [] },
      token: owner.accessToken,
    });
    expect((await t.operation('validateApiKey', { body: { key: created.data.secret } })).status).toBe(200);
    expect(t.app.services.credentials.apiKeys.size).toBe(cachedKeys + 1);
    expect(lastUsedWrites()).toBe(lastUsedEntries + 1);
  });

  // ApiKeySecret is any NUL-free string of 1 to 256 characters: outside that, the schema answers.
  it.each([
    ['an empty key', { key: '' }, 'body.key must NOT have fewer than 1 characters.'],
    ['a key of 257 characters', { key: `gk_live_${'A'.repeat(249)}` }, 'body.key must NOT have more than 256 characters.'],
    ['a number', { key: 12345678 }, 'body.key must be string.'],
    ['null', { key: null }, 'body.key must be string.'],
    ['an array of keys', { key: [wellFormedKey(), wellFormedKey()] }, 'body.key must be string.'],
    ['no key at all', {}, 'body is missing the required property "key".'],
    ['a key beside another property', { key: wellFormedKey(), tenantId: 'ten_1' }, 'body has an unknown property "tenantId".'],
  ])('%s is 400 VALIDATION_FAILED', async (_name, body, error) => {
    const response = await abuse('POST', '/v1/keys/validate', body);
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error, code: 'VALIDATION_FAILED' });
  });
});

describe('an over-long password', () => {
  it.each(['signup', 'login'])('of 1 MiB on %s is 413 PAYLOAD_TOO_LARGE, and argon2 never runs', async (operation) => {
    const argon2Before = argon2Calls();
    const response = await abuse('POST', `/v1/auth/${operation}`, { email: uniqueEmail(), password: 'x'.repeat(MiB) });
    expect(response.status, response.text).toBe(413);
    expect(response.body).toEqual({ ok: false, error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
    expect(argon2Calls()).toBe(argon2Before);
  });

  it.each(['signup', 'login'])(
    'filling the body limit exactly on %s is 400 from the schema (256 at most), and argon2 never runs',
    async (operation) => {
      const argon2Before = argon2Calls();
      const text = bodyOfExactly(t.app.services.config.bodyLimitBytes, uniqueEmail());
      const response = await abuse('POST', `/v1/auth/${operation}`, text);
      expect(response.status, response.text).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'body.password must NOT have more than 256 characters.',
        code: 'VALIDATION_FAILED',
      });
      expect(argon2Calls()).toBe(argon2Before);
    },
  );
});

describe('deeply nested JSON', () => {
  const targets: Array<[operation: string, url: string, caller: Caller, firstRequired: string]> = [
    ['signup', '/v1/auth/signup', 'anonymous', 'email'],
    ['createTenant', '/v1/tenants', 'owner', 'name'],
    ['validateApiKey', '/v1/keys/validate', 'anonymous', 'key'],
  ];
  const cases = targets.flatMap(([operation, url, caller, firstRequired]) =>
    [10_000, 100_000].flatMap((depth) => [
      [operation, depth, 'objects', url, caller, nestedObjects(depth), `body is missing the required property "${firstRequired}".`],
      [operation, depth, 'arrays', url, caller, nestedArrays(depth), 'body must be object.'],
    ]),
  ) as Array<[string, number, string, string, Caller, string, string]>;

  it.each(cases)('as the body of %s, %i levels of %s, is 400 VALIDATION_FAILED', async (_op, _depth, _shape, url, caller, text, error) => {
    const response = await abuse('POST', url, text, caller);
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error, code: 'VALIDATION_FAILED' });
    expect((await t.call('GET', '/health')).status).toBe(200);
  });

  // Inside a property: the schema stops at the first level it does not expect, even where
  // `uniqueItems` would otherwise compare two deep values with each other.
  it.each([
    ['an API key', '/v1/keys/validate', 'anonymous', `{"key":${nestedArrays(100_000)}}`, 'body.key must be string.'],
    ['a tenant slug', '/v1/tenants', 'owner', `{"name":"x","slug":${nestedObjects(100_000)}}`, 'body.slug must be string.'],
    [
      'two permissions of a role',
      '/v1/tenants/{tenantId}/roles',
      'owner',
      `{"name":"deep","permissions":[${nestedArrays(100_000)},${nestedArrays(100_000)}]}`,
      'body.permissions.0 must be string.',
    ],
  ] as Array<[string, string, Caller, string, string]>)(
    'as %s, 100,000 levels deep, is 400 VALIDATION_FAILED',
    async (_name, url, caller, text, error) => {
      const response = await abuse('POST', url, text, caller);
      expect(response.status, response.text).toBe(400);
      expect(response.body).toEqual({ ok: false, error, code: 'VALIDATION_FAILED' });
      expect((await t.call('GET', '/health')).status).toBe(200);
    },
  );
});

describe('Unicode edge cases', () => {
  // UTF-8 cannot carry half a surrogate pair: stored, it would come back as U+FFFD, so a 201
  // would show a different value from the one sent.
  it.each([
    ['a tenant name', '/v1/tenants', 'owner', { name: 'a\ud800b' }, 'body.name'],
    ['a user name at signup', '/v1/auth/signup', 'anonymous', { email: uniqueEmail(), password: PASSWORD, name: '\udc00' }, 'body.name'],
    [
      'a role description, its halves swapped',
      '/v1/tenants/{tenantId}/roles',
      'owner',
      { name: 'swapped', description: '\ude00\ud83d', permissions: [] },
      'body.description',
    ],
    [
      'an OIDC client id',
      '/v1/tenants/{tenantId}/provider-configs',
      'owner',
      { type: 'oidc', name: 'idp', oidc: { issuer: 'https://idp.example.com', clientId: 'client\ud83d' } },
      'body.oidc.clientId',
    ],
    ['an API key', '/v1/keys/validate', 'anonymous', { key: `${wellFormedKey()}\ud83d` }, 'body.key'],
  ] as Array<[string, string, Caller, object, string]>)(
    'a lone surrogate in %s is 400 VALIDATION_FAILED naming it',
    async (_name, url, caller, body, field) => {
      // JSON.stringify writes a lone surrogate as its escape, `\ud800`, which is how it arrives.
      const response = await abuse('POST', url, body, caller);
      expect(response.status, response.text).toBe(400);
      expect(response.body).toEqual({ ok: false, error: `${field} must not contain a lone UTF-16 surrogate.`, code: 'VALIDATION_FAILED' });
    },
  );

  it.each([
    // Emoji are ordinary characters outside the BMP: four bytes of UTF-8, two UTF-16 units.
    ['4-byte emoji', 'Rocket 🚀 Labs 🦄'],
    // A ZWJ sequence is one emoji on screen; its joiners are part of the name.
    ['an emoji joined by ZWJ', 'Family 👨‍👩‍👧 Inc'],
    // Zero-width characters are legitimate in Indic and Persian text; names are free text.
    ['a zero-width joiner and non-joiner', 'می\u200cخواهم क्\u200dष'],
    // Names are kept as sent, not normalised: each form reads back as itself.
    ['é precomposed (NFC)', 'Café Noir'.normalize('NFC')],
    ['é decomposed (NFD)', 'Café Noir'.normalize('NFD')],
    // maxLength counts code points (JSON Schema): 100 emoji are 200 UTF-16 units, and allowed.
    ['100 emoji: 100 code points, 200 UTF-16 units', '😀'.repeat(100)],
    ['50 e + combining acute: 100 code points, 50 on screen', 'e\u0301'.repeat(50)],
  ])('%s in a tenant name is accepted and reads back byte for byte', async (_name, name) => {
    const created = await abuse('POST', '/v1/tenants', { name }, 'owner');
    expect(created.status, created.text).toBe(201);
    expectSameBytes(created.body.data.name, name);
    const read = await t.call('GET', `/v1/tenants/${created.body.data.id}`, { token: owner.accessToken });
    expectSameBytes(read.body.data.name, name);
  });

  it('an escaped surrogate pair is the emoji it spells', async () => {
    const created = await abuse('POST', '/v1/tenants', '{"name":"\\ud83d\\ude80"}', 'owner');
    expect(created.status, created.text).toBe(201);
    expectSameBytes(created.body.data.name, '🚀');
  });

  it.each([
    // One code point over: 101 emoji are 202 UTF-16 units, and it is the 101 that counts.
    ['101 emoji', '😀'.repeat(101)],
    // Characters on screen do not count either: 51 accented e are 102 code points.
    ['51 e + combining acute', 'e\u0301'.repeat(51)],
  ])('%s in a tenant name is 400 VALIDATION_FAILED', async (_name, name) => {
    const response = await abuse('POST', '/v1/tenants', { name }, 'owner');
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'body.name must NOT have more than 100 characters.', code: 'VALIDATION_FAILED' });
  });

  it('joiners in a user name read back byte for byte', async () => {
    const name = 'Ada Lovelace 👩‍💻 می\u200cخواهم';
    const signedUp = await abuse('POST', '/v1/auth/signup', { email: uniqueEmail(), password: PASSWORD, name });
    expect(signedUp.status, signedUp.text).toBe(201);
    const me = await t.call('GET', '/v1/me', { token: signedUp.body.data.accessToken });
    expectSameBytes(me.body.data.name, name);
  });

  // Issue 29: names are shown to people (mail subjects, member lists), where a right-to-left
  // override can disguise what they read ('invoice\u202egpj.exe' shows as 'invoiceexe.jpg').
  it.each([
    ['a tenant name', '/v1/tenants', 'owner', { name: 'invoice\u202egpj.exe' }],
    ['a user name', '/v1/auth/signup', 'anonymous', { email: uniqueEmail(), password: PASSWORD, name: 'Ada \u202eecalovoL\u202c' }],
  ] as const)('a right-to-left override in %s is 400 VALIDATION_FAILED naming the field', async (_name, path, caller, body) => {
    const response = await abuse('POST', path, body, caller);
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'body.name must not contain control characters, line or paragraph separators, or bidirectional controls.',
      code: 'VALIDATION_FAILED',
    });
  });

  // `format: email` is RFC 5321's ASCII address: an internationalised domain travels as
  // punycode, and non-ASCII local parts are refused, so the NFC and NFD spellings of one
  // visible address can never become two accounts.
  it.each([
    ['a non-ASCII domain', `ada-${randomBytes(4).toString('hex')}@bücher.example`],
    ['an NFC local part', `josé-${randomBytes(4).toString('hex')}@example.com`.normalize('NFC')],
    ['an NFD local part', `josé-${randomBytes(4).toString('hex')}@example.com`.normalize('NFD')],
    ['a fullwidth @', `ada-${randomBytes(4).toString('hex')}＠example.com`],
  ])('an email with %s is 400 VALIDATION_FAILED', async (_name, email) => {
    const response = await abuse('POST', '/v1/auth/signup', { email, password: PASSWORD });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'body.email must match format "email".', code: 'VALIDATION_FAILED' });
  });

  it('an email with a punycode domain is accepted and reads back byte for byte', async () => {
    const email = `ada-${randomBytes(4).toString('hex')}@xn--bcher-kva.example`;
    const signedUp = await abuse('POST', '/v1/auth/signup', { email, password: PASSWORD });
    expect(signedUp.status, signedUp.text).toBe(201);
    const me = await t.call('GET', '/v1/me', { token: signedUp.body.data.accessToken });
    expectSameBytes(me.body.data.email, email);
  });
});

describe('prototype pollution keys', () => {
  const proto = '"__proto__":{"polluted":true}';
  const constructorPrototype = '"constructor":{"prototype":{"polluted":true}}';
  const oidc = '"issuer":"https://idp.example.com","clientId":"client"';

  // fastify's JSON parser refuses both keys anywhere in a body, before any schema or handler.
  it.each([
    ['signup, at the top', '/v1/auth/signup', 'anonymous', `{"email":"${uniqueEmail()}","password":"${PASSWORD}",${proto}}`],
    ['login, at the top', '/v1/auth/login', 'anonymous', `{"email":"${uniqueEmail()}","password":"${PASSWORD}",${constructorPrototype}}`],
    ['createTenant, at the top', '/v1/tenants', 'owner', `{"name":"x",${proto}}`],
    ['createTenant, constructor.prototype', '/v1/tenants', 'owner', `{"name":"x",${constructorPrototype}}`],
    ['createRole, inside a permission', '/v1/tenants/{tenantId}/roles', 'owner', `{"name":"r","permissions":[{${proto}}]}`],
    [
      'createRole, constructor.prototype in a permission',
      '/v1/tenants/{tenantId}/roles',
      'owner',
      `{"name":"r","permissions":[{${constructorPrototype}}]}`,
    ],
    [
      'createProviderConfig, inside the oidc block',
      '/v1/tenants/{tenantId}/provider-configs',
      'owner',
      `{"type":"oidc","name":"p","oidc":{${oidc},${proto}}}`,
    ],
    [
      'createProviderConfig, constructor.prototype in the oidc block',
      '/v1/tenants/{tenantId}/provider-configs',
      'owner',
      `{"type":"oidc","name":"p","oidc":{${oidc},${constructorPrototype}}}`,
    ],
    [
      'createWebhookEndpoint, inside an event type',
      '/v1/tenants/{tenantId}/webhook-endpoints',
      'owner',
      `{"url":"https://hooks.example.com/x","eventTypes":[{${proto}}]}`,
    ],
    [
      'createServiceAccount, inside a permission',
      '/v1/platform/service-accounts',
      'bootstrap',
      `{"name":"ops","permissions":[{${constructorPrototype}}]}`,
    ],
    ['validateApiKey, at the top', '/v1/keys/validate', 'anonymous', `{"key":"${wellFormedKey()}",${proto}}`],
    ['validateApiKey, 100,000 levels down', '/v1/keys/validate', 'anonymous', `{"key":${nestedObjects(100_000, `{${proto}}`)}}`],
  ] as Array<[string, string, Caller, string]>)('in %s is 400 VALIDATION_FAILED and pollutes nothing', async (_name, url, caller, text) => {
    const response = await abuse('POST', url, text, caller);
    expect(response.status, response.text).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'VALIDATION_FAILED' });
    expectUnpolluted();
  });

  it('in updateTenant is 400 VALIDATION_FAILED and leaves the tenant as it was', async () => {
    const before = await t.call('GET', `/v1/tenants/${tenantId}`, { token: owner.accessToken });
    const response = await abuse('PATCH', `/v1/tenants/${tenantId}`, `{"name":"changed",${proto}}`, 'owner');
    expect(response.status, response.text).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect((await t.call('GET', `/v1/tenants/${tenantId}`, { token: owner.accessToken })).body).toEqual(before.body);
    expectUnpolluted();
  });

  // Object.prototype's other names are plain unknown properties: additionalProperties refuses them.
  it.each(['constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'])(
    '"%s" as a property is 400 naming it',
    async (key) => {
      const response = await abuse('POST', '/v1/tenants', `{"name":"x","${key}":{"polluted":true}}`, 'owner');
      expect(response.status, response.text).toBe(400);
      expect(response.body).toEqual({ ok: false, error: `body has an unknown property "${key}".`, code: 'VALIDATION_FAILED' });
      expectUnpolluted();
    },
  );

  // The query-string parser is flat, so brackets are no path into an object: both are simply unknown parameters.
  it('in a query string is ignored and pollutes nothing', async () => {
    abuseRequests += 1;
    const response = await t.call('GET', '/v1/tenants?__proto__[polluted]=true&constructor[prototype][polluted]=true&__proto__=x', {
      token: owner.accessToken,
    });
    expect(response.status, response.text).toBe(200);
    expectUnpolluted();
  });
});

/** One abuse request through the whole stack; a string body is sent as the JSON text it is. */
function abuse(method: 'POST' | 'PATCH', url: string, body: unknown, caller: Caller = 'anonymous'): Promise<TestResponse> {
  abuseRequests += 1;
  const token = caller === 'owner' ? owner.accessToken : caller === 'bootstrap' ? BOOTSTRAP : undefined;
  return t.call(method, url.replace('{tenantId}', tenantId), {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    token,
    headers: { 'content-type': 'application/json' },
  });
}

/** Sends every item, 50 in flight at a time, and counts the answers by status and body. */
async function tallyAnswers<T>(items: T[], send: (item: T) => Promise<TestResponse>): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  for (let start = 0; start < items.length; start += 50) {
    for (const response of await Promise.all(items.slice(start, start + 50).map(send))) {
      const answer = `${response.status} ${response.text}`;
      tally[answer] = (tally[answer] ?? 0) + 1;
    }
  }
  return tally;
}

function wellFormedKey(): string {
  return `gk_live_${randomBytes(32).toString('base64url')}`;
}

/** Keys no tenant has: mostly of the real shape, some malformed yet within the schema. */
function invalidKeys(count: number): string[] {
  const random = () => randomBytes(32).toString('base64url');
  const malformed: Array<() => string> = [
    () => `gk_test_${random()}`,
    () => `gkp_${random()}`,
    () => `GK_LIVE_${random()}`,
    () => `gk_live_${random().slice(0, 10)}`,
    () => `gk_live_${random()}${random()}`,
    () => ` gk_live_${random()} `,
    () => `Bearer gk_live_${random()}`,
    () => `gk_live_${randomBytes(16).toString('hex')}!@#$%^&*()`,
    () => `gk_live_${random()}🔑`,
    () => random(),
  ];
  const odd = Array.from({ length: 10 }, () => malformed.map((make) => make())).flat();
  return [...odd, ...Array.from({ length: count - odd.length }, wellFormedKey)];
}

/** Keys the lastUsedAt recorder has written: it remembers one entry per key it saw succeed. */
function lastUsedWrites(): number {
  return t.app.services.apiKeyUsage['written'].size;
}

function heapAfterGc(): number | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return undefined;
  gc();
  return process.memoryUsage().heapUsed;
}

function argon2Calls(): number {
  return [passwords.hashPassword, passwords.verifyPassword, passwords.verifyAgainstDecoy].reduce(
    (sum, fn) => sum + vi.mocked(fn).mock.calls.length,
    0,
  );
}

/** A signup or login body of exactly `bytes` bytes, nearly all of them password. */
function bodyOfExactly(bytes: number, email: string): string {
  const frame = JSON.stringify({ email, password: '' });
  const text = JSON.stringify({ email, password: 'x'.repeat(bytes - Buffer.byteLength(frame)) });
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

function nestedObjects(depth: number, innermost = '{}'): string {
  return '{"a":'.repeat(depth) + innermost + '}'.repeat(depth);
}

function nestedArrays(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function expectSameBytes(actual: string, expected: string): void {
  expect(actual).toBe(expected);
  expect(Buffer.from(actual, 'utf8').equals(Buffer.from(expected, 'utf8'))).toBe(true);
}

function expectUnpolluted(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(PROTOTYPE_KEYS);
}
