import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, outboxToken } from '../helpers/outbox.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 19, point 7: SIGNUP=closed makes sign-up invitation only. The owner signs up while it
// is open; the same data is then served with it closed (on PostgreSQL the database is shared
// anyway, on PGlite the second app opens the first one's DATA_DIR).
// Issue 29, point 12: no back door. Sign-up answers an invited address exactly as any other
// until the invitation's link is used, and TENANT_CREATION (default `verified` with SIGNUP=closed)
// keeps an account the operator did not verify from opening tenants of its own.

let dataDir: string;
let t: TestApp;
let owner: Account;
let unverified: Account;
let tenantId: string;
const invited = uniqueEmail('invited');
const alsoInvited = uniqueEmail('also-invited');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-closed-'));
  const open = await startTestApp({}, { dataDir });
  owner = await signUp(open);
  unverified = await signUp(open, uniqueEmail('unverified'), PASSWORD, { verified: false });
  tenantId = (await createTenant(open, owner)).id;
  for (const email of [invited, alsoInvited]) {
    const invitation = await open.call('POST', `/v1/tenants/${tenantId}/invitations`, {
      token: owner.accessToken,
      body: { email, role: 'member' },
    });
    expect(invitation.status, invitation.text).toBe(201);
  }
  await open.close();
  t = await startTestApp({ SIGNUP: 'closed' }, { dataDir });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const signup = (body: { email: string; password: string; invitationToken?: string }) => t.operation('signup', { body });
const CLOSED = { ok: false, error: 'Sign-up is closed on this server.', code: 'SIGNUP_CLOSED' };

describe('SIGNUP=closed', () => {
  it('refuses an address nobody invited with 403 SIGNUP_CLOSED, and creates nothing', async () => {
    const email = uniqueEmail('uninvited');
    const refused = await signup({ email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(CLOSED);
    expect((await t.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  it('answers an invited address without its link exactly as an uninvited one', async () => {
    const uninvited = await signup({ email: uniqueEmail('uninvited'), password: PASSWORD });
    const withoutLink = await signup({ email: invited, password: PASSWORD });
    // Another invitation's token, or one made up, is no invitation either.
    const otherLink = await signup({
      email: invited,
      password: PASSWORD,
      invitationToken: await outboxToken(t, alsoInvited, 'accept-invitation'),
    });
    const madeUp = await signup({ email: invited, password: PASSWORD, invitationToken: `gki_${'x'.repeat(43)}` });
    for (const answer of [withoutLink, otherLink, madeUp]) {
      expect([answer.status, answer.text]).toEqual([uninvited.status, uninvited.text]);
      expect(answer.body).toEqual(CLOSED);
    }
    expect((await t.call('POST', '/v1/auth/login', { body: { email: invited, password: PASSWORD } })).status).toBe(401);
  });

  it('lets the invitation link sign its address up, verified at once, and join the tenant that invited it', async () => {
    const invitationToken = await outboxToken(t, invited, 'accept-invitation');
    const created = await signup({ email: invited.toUpperCase(), password: PASSWORD, invitationToken }); // addresses compare without case
    expect(created.status, created.text).toBe(201);
    expect(created.data.user).toMatchObject({ email: invited, emailVerified: true });
    // The link proved the address: no verification mail follows.
    expect((await outboxMessages(t, invited)).filter((mail) => mail.text.includes('/verify-email?token='))).toEqual([]);
    const accepted = await t.call('POST', '/v1/invitations/accept', { token: created.data.accessToken, body: { token: invitationToken } });
    expect(accepted.status, accepted.text).toBe(200);
    const tenants = await t.call('GET', '/v1/tenants', { token: created.data.accessToken });
    expect(tenants.body.data.items.map((tenant: { id: string }) => tenant.id)).toEqual([tenantId]);
    // A used invitation opens the door no more.
    const again = await signup({ email: alsoInvited, password: PASSWORD, invitationToken });
    expect(again.body).toEqual(CLOSED);
  });

  it('still signs in the users it has', async () => {
    expect((await t.call('POST', '/v1/auth/login', { body: { email: owner.email, password: PASSWORD } })).status).toBe(200);
  });

  it('lets only verified users create tenants (TENANT_CREATION defaults to verified)', async () => {
    const login = await t.operation('login', { body: { email: unverified.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const accessToken = (login.data as { accessToken: string }).accessToken;
    const refused = await t.operation('createTenant', { token: accessToken, body: { name: 'Side door' } });
    expect([refused.status, refused.body.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect(refused.body.error).toContain('TENANT_CREATION');
    const ownerLogin = await t.operation('login', { body: { email: owner.email, password: PASSWORD } });
    const allowed = await t.operation('createTenant', {
      token: (ownerLogin.data as { accessToken: string }).accessToken,
      body: { name: 'Front door' },
    });
    expect(allowed.status, allowed.text).toBe(201);
  });
});

describe('TENANT_CREATION=closed', () => {
  it('refuses createTenant to every user with 403 PERMISSION_DENIED naming the setting', async () => {
    const closed = await startTestApp({ TENANT_CREATION: 'closed' });
    try {
      const verified = await signUp(closed);
      const refused = await closed.operation('createTenant', { token: verified.accessToken, body: { name: 'Acme' } });
      expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
      expect(refused.body.error).toContain('TENANT_CREATION');
      expect((await closed.operation('listTenants', { token: verified.accessToken })).data.items).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});
