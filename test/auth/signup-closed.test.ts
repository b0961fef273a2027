import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxToken } from '../helpers/outbox.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 19, point 7: SIGNUP=closed makes sign-up invitation only. The owner signs up while it
// is open; the same data is then served with it closed (on PostgreSQL the database is shared
// anyway, on PGlite the second app opens the first one's DATA_DIR).

let dataDir: string;
let t: TestApp;
let owner: Account;
let tenantId: string;
const invited = uniqueEmail('invited');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-closed-'));
  const open = await startTestApp({}, { dataDir });
  owner = await signUp(open);
  tenantId = (await createTenant(open, owner)).id;
  const invitation = await open.call('POST', `/v1/tenants/${tenantId}/invitations`, {
    token: owner.accessToken,
    body: { email: invited, role: 'member' },
  });
  expect(invitation.status, invitation.text).toBe(201);
  await open.close();
  t = await startTestApp({ SIGNUP: 'closed' }, { dataDir });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGNUP=closed', () => {
  it('refuses an address nobody invited with 403 SIGNUP_CLOSED, and creates nothing', async () => {
    const email = uniqueEmail('uninvited');
    const refused = await t.call('POST', '/v1/auth/signup', { body: { email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ok: false, error: 'Sign-up is closed on this server.', code: 'SIGNUP_CLOSED' });
    expect((await t.call('POST', '/v1/auth/login', { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  it('lets an invited address sign up, verify it and join the tenant that invited it', async () => {
    const member = await signUp(t, invited.toUpperCase()); // addresses compare without case
    const token = await outboxToken(t, invited, 'accept-invitation');
    const accepted = await t.call('POST', '/v1/invitations/accept', { token: member.accessToken, body: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    const tenants = await t.call('GET', '/v1/tenants', { token: member.accessToken });
    expect(tenants.body.data.items.map((tenant: { id: string }) => tenant.id)).toEqual([tenantId]);
  });

  it('still signs in the users it has', async () => {
    expect((await t.call('POST', '/v1/auth/login', { body: { email: owner.email, password: PASSWORD } })).status).toBe(200);
  });
});
