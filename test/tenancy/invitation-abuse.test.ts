import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveMailSend } from '../../server/db/repositories/invitation-mail-caps.ts';
import { loadSpec } from '../../server/http/operations.ts';
import { outboxMessages } from '../helpers/outbox.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 29 point 4: invitations cannot be used to spam or phish. Inviting needs a verified
// inviter; one address gets at most 3 invitation mails per 15 minutes from all tenants, one
// tenant sends at most 100 per hour; each user has an `invite` bucket; names refuse control
// and bidirectional characters; the subject quotes the tenant name after a fixed phrase.

const BOOTSTRAP_TOKEN = `bootstrap-invitation-abuse-${'i'.repeat(40)}`;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BOOTSTRAP_TOKEN });
});
afterAll(() => t.close());

const invite = (tenantId: string, by: Account, email: string) =>
  t.call('POST', `/v1/tenants/${tenantId}/invitations`, { token: by.accessToken, body: { email, role: 'member' } });
const addMember = (tenantId: string, by: Account, email: string) =>
  t.call('POST', `/v1/tenants/${tenantId}/members`, { token: by.accessToken, body: { email, role: 'member' } });
const invitationRows = (email: string) =>
  t.app.services.db.selectFrom('tenant_invitations').select(['id', 'tenant_id']).where('email', '=', email).execute();
const invitationMails = async (email: string) =>
  (await outboxMessages(t, email)).filter((m) => m.text.includes('/accept-invitation?token='));

async function ownerWithTenant(): Promise<{ owner: Account; tenantId: string }> {
  const owner = await signUp(t);
  return { owner, tenantId: (await createTenant(t, owner)).id };
}

function expectRateLimited(response: { status: number; body: any; headers: Record<string, unknown> }, maxSeconds: number) {
  expect([response.status, response.body.code], JSON.stringify(response.body)).toEqual([429, 'RATE_LIMITED']);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('an inviter whose own address is not verified', () => {
  it('gets 403 EMAIL_NOT_VERIFIED from createInvitation and addMember, and nothing is created or mailed', async () => {
    const owner = await signUp(t, uniqueEmail('unproven'), PASSWORD, { verified: false });
    const tenant = await createTenant(t, owner);
    const email = uniqueEmail('target');
    for (const response of [await invite(tenant.id, owner, email), await addMember(tenant.id, owner, email)]) {
      expect([response.status, response.body.code], response.text).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    }
    expect(await invitationRows(email)).toEqual([]);
    expect(await invitationMails(email)).toEqual([]);
  });
});

describe('the cap per address', () => {
  it('lets 3 invitation mails reach one address in 15 minutes from all tenants; the 4th is 429 with Retry-After and creates nothing', async () => {
    const email = uniqueEmail('popular');
    const tenants = [await ownerWithTenant(), await ownerWithTenant(), await ownerWithTenant(), await ownerWithTenant()];
    // Both routes count: two invitations and one addMember.
    expect((await invite(tenants[0]!.tenantId, tenants[0]!.owner, email)).status).toBe(201);
    expect((await addMember(tenants[1]!.tenantId, tenants[1]!.owner, email)).status).toBe(202);
    expect((await invite(tenants[2]!.tenantId, tenants[2]!.owner, email.toUpperCase())).status).toBe(201);
    expectRateLimited(await invite(tenants[3]!.tenantId, tenants[3]!.owner, email), 15 * 60);
    expectRateLimited(await addMember(tenants[3]!.tenantId, tenants[3]!.owner, email), 15 * 60);
    // Re-sending within one tenant counts too.
    expectRateLimited(await invite(tenants[0]!.tenantId, tenants[0]!.owner, email), 15 * 60);
    expect((await invitationRows(email)).map((row) => row.tenant_id).sort()).toEqual(
      tenants
        .slice(0, 3)
        .map((x) => x.tenantId)
        .sort(),
    );
    expect(await invitationMails(email)).toHaveLength(3);
    // Another address is not held back by this one.
    expect((await invite(tenants[3]!.tenantId, tenants[3]!.owner, uniqueEmail('other'))).status).toBe(201);
  });

  it('holds when 8 tenants invite one address at once: exactly 3 pass', async () => {
    const email = uniqueEmail('stampede');
    const tenants = await Promise.all(Array.from({ length: 8 }, () => ownerWithTenant()));
    const responses = await Promise.all(tenants.map(({ owner, tenantId }, i) => (i % 2 ? addMember : invite)(tenantId, owner, email)));
    const passed = responses.filter((r) => r.status === 201 || r.status === 202);
    const refused = responses.filter((r) => r.status === 429);
    expect([passed.length, refused.length], responses.map((r) => r.status).join()).toEqual([3, 5]);
    for (const response of refused) expectRateLimited(response, 15 * 60);
    expect(await invitationRows(email)).toHaveLength(3);
    expect(await invitationMails(email)).toHaveLength(3);
  });

  it('never asks a refused request to wait longer than the window, even behind sends stamped after its own clock', async () => {
    // now() is a transaction's start: on PostgreSQL a send reserved by a transaction that began
    // later can sit after a refused transaction's clock. Here the window's sends sit 5 s ahead.
    const key = `test:${randomBytes(6).toString('hex')}`;
    const { db } = t.app.services;
    await sql`insert into invitation_mail_caps (key, sent_at) values (${key}, array[now() + interval '5 seconds', now() + interval '5 seconds', now() + interval '5 seconds'])`.execute(
      db,
    );
    expect(await reserveMailSend(db, key, { max: 3, windowSeconds: 900 })).toBe(900);
  });
});

describe('the cap per tenant', () => {
  it('lets one tenant send 100 invitation mails an hour whatever its plan, even with the last ones at once; the rest are 429 and create nothing', async () => {
    const service = await t.call('POST', '/v1/platform/service-accounts', {
      token: BOOTSTRAP_TOKEN,
      body: { name: 'billing', permissions: ['billing:write'] },
    });
    expect(service.status, service.text).toBe(201);
    const billing = service.body.data.secret as string;
    const plan = await t.call('POST', '/v1/platform/plans', {
      token: billing,
      body: { key: `unlimited-${randomBytes(6).toString('hex')}`, name: 'Unlimited', limits: {} },
    });
    expect(plan.status, plan.text).toBe(201);
    const { owner, tenantId } = await ownerWithTenant();
    const assigned = await t.call('PUT', `/v1/platform/tenants/${tenantId}/plan`, { token: billing, body: { planId: plan.body.data.id } });
    expect(assigned.status, assigned.text).toBe(200);

    const send = (email: string, i: number) => (i % 2 ? addMember : invite)(tenantId, owner, email);
    // 95 in batches (a real team onboarding), then 10 at once across the cap: each request holds
    // a database connection while it waits for the tenant's lock, so the pool (10) bounds a burst.
    for (let batch = 0; batch < 19; batch += 1) {
      const sent = await Promise.all(Array.from({ length: 5 }, (_, i) => send(uniqueEmail(`bulk${batch}-${i}`), i)));
      expect(sent.map((r) => r.status).filter((s) => s !== 201 && s !== 202)).toEqual([]);
    }
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => send(uniqueEmail(`burst${i}`), i)));
    const passed = responses.filter((r) => r.status === 201 || r.status === 202);
    const refused = responses.filter((r) => r.status === 429);
    expect([passed.length, refused.length], responses.map((r) => r.status).join()).toEqual([5, 5]);
    for (const response of refused) expectRateLimited(response, 60 * 60);
    const rows = await t.app.services.db.selectFrom('tenant_invitations').select('email').where('tenant_id', '=', tenantId).execute();
    expect(rows).toHaveLength(100);
    // Another tenant is not held back by this one.
    const other = await ownerWithTenant();
    expect((await invite(other.tenantId, other.owner, uniqueEmail('elsewhere'))).status).toBe(201);
  });
});

describe('the invite bucket', () => {
  it('counts each user’s invitations per route: past RATE_LIMIT_INVITE_MAX, 429 with Retry-After', async () => {
    const limited = await startTestApp({ RATE_LIMIT_INVITE_MAX: '2' });
    try {
      const owner = await signUp(limited);
      const admin = await signUp(limited);
      const tenant = await createTenant(limited, owner);
      const call = (by: Account, path: 'invitations' | 'members', email: string, role = 'member') =>
        limited.call('POST', `/v1/tenants/${tenant.id}/${path}`, { token: by.accessToken, body: { email, role } });
      expect((await call(owner, 'invitations', uniqueEmail())).status).toBe(201);
      expect((await call(owner, 'invitations', uniqueEmail())).status).toBe(201);
      const third = await call(owner, 'invitations', uniqueEmail());
      expectRateLimited(third, 60);
      expect(
        await limited.app.services.db.selectFrom('tenant_invitations').select('id').where('tenant_id', '=', tenant.id).execute(),
      ).toHaveLength(2);
      // addMember has its own bucket, and so does every other user.
      expect((await call(owner, 'members', admin.email, 'admin')).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('names', () => {
  const REFUSED = {
    'a C0 control (BEL)': 'Acme\u0007',
    'a newline': 'Acme\nSupport',
    DEL: 'Acme\u007F',
    'a C1 control (NEL)': 'Acme\u0085',
    'a line separator': 'Acme\u2028Support',
    'a paragraph separator': 'Acme\u2029',
    'a right-to-left override': 'Acme \u202Egnp.exe',
    'a left-to-right embedding': '\u202AAcme',
    'a first-strong isolate': 'Acme\u2068x\u2069',
    'a right-to-left mark': 'Acme\u200F',
    'an Arabic letter mark': 'Acme\u061C',
  };

  it.each(Object.entries(REFUSED))(
    'refuse %s in tenant names, role names and display names with 400 VALIDATION_FAILED',
    async (_label, name) => {
      const owner = await signUp(t);
      const created = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name } });
      expect([created.status, created.body.code], created.text).toEqual([400, 'VALIDATION_FAILED']);
      const tenant = await createTenant(t, owner, { name: 'Plain' });
      const renamed = await t.call('PATCH', `/v1/tenants/${tenant.id}`, { token: owner.accessToken, body: { name } });
      expect([renamed.status, renamed.body.code], renamed.text).toEqual([400, 'VALIDATION_FAILED']);
      const role = await t.call('POST', `/v1/tenants/${tenant.id}/roles`, { token: owner.accessToken, body: { name, permissions: [] } });
      expect([role.status, role.body.code], role.text).toEqual([400, 'VALIDATION_FAILED']);
      const email = uniqueEmail('named');
      const signup = await t.call('POST', '/v1/auth/signup', { body: { email, password: PASSWORD, name } });
      expect([signup.status, signup.body.code], signup.text).toEqual([400, 'VALIDATION_FAILED']);
      const stored = await t.app.services.db.selectFrom('tenants').select('name').where('id', '=', tenant.id).executeTakeFirstOrThrow();
      expect(stored.name).toBe('Plain');
      expect(await t.app.services.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    },
  );

  it('accept letters of any script, accents, emoji and plain punctuation; the contract publishes the rule', async () => {
    const schemas = loadSpec().document.components.schemas;
    for (const schema of [schemas.TenantName, schemas.PersonName]) {
      const pattern = new RegExp(schema.pattern, 'u');
      expect(pattern.test('Acme\u202E')).toBe(false);
      expect(pattern.test('Acme Ünïcode 🚀')).toBe(true);
    }
    expect(schemas.CreateTenantRequest.properties.name).toEqual({ $ref: '#/components/schemas/TenantName' });
    expect(schemas.SignupRequest.properties.name).toEqual({ $ref: '#/components/schemas/PersonName' });
    const owner = await signUp(t);
    for (const name of ['Zürich Café', '東京 株式会社', 'شركة أكمي', 'Acme "Rocket" 🚀', "O'Brien & Sons (EU)"]) {
      const created = await t.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name } });
      expect(created.status, created.text).toBe(201);
      expect(created.body.data.name).toBe(name);
    }
    const signup = await t.call('POST', '/v1/auth/signup', { body: { email: uniqueEmail(), password: PASSWORD, name: 'Zoë Ångström' } });
    expect(signup.status, signup.text).toBe(201);
  });
});

describe('the invitation mail subject', () => {
  it('carries the tenant name only between quotes after a fixed phrase', async () => {
    const owner = await signUp(t);
    const tenant = await createTenant(t, owner, { name: 'Your account is suspended: verify now' });
    const email = uniqueEmail('subject');
    expect((await invite(tenant.id, owner, email)).status).toBe(201);
    const [mail] = await invitationMails(email);
    expect(mail!.subject).toBe('Invitation to join "Your account is suspended: verify now"');
  });
});
