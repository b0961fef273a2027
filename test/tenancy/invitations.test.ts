import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { auditEventsWhere, expectDead } from '../helpers/audit.ts';
import { type MailServer, startMailServer } from '../helpers/mail-server.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { freePort } from '../helpers/server-process.ts';
import { type Account, createTenant, storedMembership } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';

// Issue 16 point 3 and issue 29 point 5: addMember and createInvitation both invite, by a mailed
// link that only the verified owner of the invited address can redeem; nobody joins without
// accepting. Mail goes through a real SMTP server in-process.

const APP_URL = 'https://app.example.com';
let mail: MailServer;
let t: TestApp;
let database: IsolatedDatabase;
beforeAll(async () => {
  mail = await startMailServer();
  // Workers, for the password-reset mail (a job), on a database of their own.
  database = await isolatedDatabase();
  t = await startTestApp({ SMTP_URL: mail.url, APP_URL, JOB_CONCURRENCY: '2', JOB_POLL_MS: '50', ...database.env });
});
afterAll(async () => {
  await t.close();
  await mail.close();
  await database.drop();
});

/** An account whose address is verified through the link mailed at signup. */
async function verifiedAccount(email = uniqueEmail()): Promise<Account> {
  const account = await signUp(t, email);
  const verified = await t.operation('verifyEmail', { body: { token: await mail.tokenFor(email, 'verify-email') } });
  expect(verified.status, verified.text).toBe(200);
  return { ...account, user: verified.data };
}

async function tenantOf(owner?: Account) {
  const by = owner ?? (await verifiedAccount());
  return { owner: by, tenant: await createTenant(t, by) };
}

const invite = (tenantId: string, by: Account, email: string, role = 'member') =>
  t.operation('createInvitation', { params: { tenantId }, body: { email, role }, token: by.accessToken });
const accept = (by: Account, token: string) => t.operation('acceptInvitation', { body: { token }, token: by.accessToken });
const invitationsOf = async (tenantId: string, by: Account): Promise<Schemas['Invitation'][]> =>
  (await t.operation('listInvitations', { params: { tenantId }, token: by.accessToken })).data.items;

describe('addMember', () => {
  it('invites a verified user’s address too (202): no membership until they accept, and the answer names no user', async () => {
    const { owner, tenant } = await tenantOf();
    const colleague = await verifiedAccount();
    const invited = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email: colleague.email, role: 'admin' },
      token: owner.accessToken,
    });
    expect(invited.status, invited.text).toBe(202);
    expect(invited.data).toMatchObject({ tenantId: tenant.id, email: colleague.email, role: 'admin', status: 'pending' });
    expect(invited.data).not.toHaveProperty('userId');
    expect(invited.data).not.toHaveProperty('name');
    expect(invited.text).not.toContain(colleague.user.id);
    expect(await storedMembership(t, tenant.id, colleague.user.id)).toBeUndefined();
    expect(await auditEventsWhere(t, { action: 'member.invited', tenantId: tenant.id })).toHaveLength(1);
    expect(await auditEventsWhere(t, { action: 'member.added', tenantId: tenant.id, targetId: colleague.user.id })).toHaveLength(0);

    const joined = await accept(colleague, await mail.tokenFor(colleague.email, 'accept-invitation'));
    expect(joined.status, joined.text).toBe(200);
    expect(joined.data).toMatchObject({ userId: colleague.user.id, role: 'admin' });
    expect(await storedMembership(t, tenant.id, colleague.user.id)).toMatchObject({ builtin_role: 'admin' });
  });

  it('answers alike whether the address is unknown, unverified or a verified user’s', async () => {
    const { owner, tenant } = await tenantOf();
    const verifiedUser = await verifiedAccount();
    const unverifiedUser = await signUp(t, uniqueEmail('unverified'));
    const addresses = [uniqueEmail('unknown'), unverifiedUser.email, verifiedUser.email];
    const answers = [];
    for (const email of addresses) {
      answers.push(
        await t.operation('addMember', { params: { tenantId: tenant.id }, body: { email, role: 'member' }, token: owner.accessToken }),
      );
    }
    const shapes = answers.map((answer) => {
      const { id, email, createdAt, expiresAt, ...rest } = answer.data as Schemas['Invitation'];
      return {
        status: answer.status,
        keys: Object.keys(answer.data).sort(),
        rest,
        id: typeof id,
        email,
        createdAt: typeof createdAt,
        expiresAt: typeof expiresAt,
      };
    });
    expect(shapes.map((s) => s.email)).toEqual(addresses);
    expect(new Set(shapes.map(({ email: _email, ...same }) => JSON.stringify(same))).size).toBe(1);
    expect(shapes[0]).toMatchObject({ status: 202, rest: { status: 'pending', invitedBy: owner.user.id, acceptedAt: null } });
    // The same shape createInvitation answers with.
    const explicit = await invite(tenant.id, owner, uniqueEmail('explicit'));
    expect(Object.keys(explicit.data).sort()).toEqual(shapes[0]!.keys);
    for (const user of [verifiedUser, unverifiedUser]) expect(await storedMembership(t, tenant.id, user.user.id)).toBeUndefined();
  });

  it('invites an address with no account (202), and the link makes its owner a member once they sign up and verify', async () => {
    const { owner, tenant } = await tenantOf();
    const email = uniqueEmail('newcomer');
    const invited = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email, role: 'admin' },
      token: owner.accessToken,
    });
    expect(invited.status, invited.text).toBe(202);
    expect(invited.headers.location).toBeUndefined();
    expect(invited.data).toMatchObject({
      tenantId: tenant.id,
      email,
      role: 'admin',
      status: 'pending',
      invitedBy: owner.user.id,
      acceptedAt: null,
    });
    const invitation = invited.data as Schemas['Invitation'];
    expect(invitation.id).toMatch(/^inv_[0-9A-Z]{26}$/);

    const message = await mail.messageTo(email);
    expect(message.subject).toBe('Invitation to join "Acme"');
    expect(message.text).toContain(owner.email);
    const token = await mail.tokenFor(email, 'accept-invitation');
    expect(message.text).toContain(`${APP_URL}/accept-invitation?token=`);

    const newcomer = await verifiedAccount(email);
    const joined = await accept(newcomer, token);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.data).toMatchObject({ userId: newcomer.user.id, tenantId: tenant.id, email, role: 'admin' });
    expect(await storedMembership(t, tenant.id, newcomer.user.id)).toMatchObject({ builtin_role: 'admin' });
    const [listed] = await invitationsOf(tenant.id, owner);
    expect(listed).toMatchObject({ id: invitation.id, status: 'accepted', acceptedAt: expect.any(String) });

    expect(await auditEventsWhere(t, { action: 'member.invited', tenantId: tenant.id })).toHaveLength(1);
    expect(
      await auditEventsWhere(t, { action: 'member.invitation_accepted', tenantId: tenant.id, actorId: newcomer.user.id }),
    ).toHaveLength(1);
    expect(await auditEventsWhere(t, { action: 'member.added', tenantId: tenant.id, targetId: newcomer.user.id })).toHaveLength(1);

    const again = await accept(newcomer, token);
    expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses an address already held by a member (409), and owner invitations from an admin (403)', async () => {
    const { owner, tenant } = await tenantOf();
    const admin = await verifiedAccount();
    const invited = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email: admin.email, role: 'admin' },
      token: owner.accessToken,
    });
    expect(invited.status, invited.text).toBe(202);
    expect((await accept(admin, await mail.tokenFor(admin.email, 'accept-invitation'))).status).toBe(200);
    const twice = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email: admin.email, role: 'member' },
      token: owner.accessToken,
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    expect((await invite(tenant.id, owner, admin.email.toUpperCase())).body.code).toBe('CONFLICT');
    const ownerByAdmin = await invite(tenant.id, admin, uniqueEmail(), 'owner');
    expect([ownerByAdmin.status, ownerByAdmin.body.code]).toEqual([403, 'OWNER_REQUIRED']);
    const unknownRole = await invite(tenant.id, owner, uniqueEmail(), 'wizards');
    expect([unknownRole.status, unknownRole.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('an invited address whose owner is then added with addMember', () => {
  it('gets a new invitation that replaces the pending one, so the earlier link no longer works', async () => {
    const { owner, tenant } = await tenantOf();
    const email = uniqueEmail('both');
    const invitation = (await invite(tenant.id, owner, email)).data;
    const firstToken = await mail.tokenFor(email, 'accept-invitation', 1);
    const invitee = await verifiedAccount(email);
    const added = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email, role: 'admin' },
      token: owner.accessToken,
    });
    expect(added.status, added.text).toBe(202);
    expect((await invitationsOf(tenant.id, owner)).find((i) => i.id === invitation.id)?.status).toBe('revoked');
    expect(await auditEventsWhere(t, { action: 'member.invitation_revoked', targetId: invitation.id })).toHaveLength(1);
    expect((await accept(invitee, firstToken)).status).toBe(404);
    expect(await storedMembership(t, tenant.id, invitee.user.id)).toBeUndefined();
    const joined = await accept(invitee, await mail.tokenFor(email, 'accept-invitation', 2));
    expect(joined.data).toMatchObject({ userId: invitee.user.id, role: 'admin' });
  });
});

describe('the impostor', () => {
  it('who signed up with someone else’s address never gains their membership', async () => {
    const victimEmail = uniqueEmail('alice');
    // The impostor holds the address but cannot open its mail, so it stays unverified.
    const impostor = await signUp(t, victimEmail);
    expect(impostor.user.emailVerified).toBe(false);
    const { owner, tenant } = await tenantOf();

    const added = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email: victimEmail, role: 'admin' },
      token: owner.accessToken,
    });
    expect(added.status, added.text).toBe(202);
    expect(await storedMembership(t, tenant.id, impostor.user.id)).toBeUndefined();

    // Even holding the link (forwarded, or guessed from a leak), the unverified account is refused...
    const token = await mail.tokenFor(victimEmail, 'accept-invitation');
    const refused = await accept(impostor, token);
    expect([refused.status, refused.body.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    // ...and so is any verified account with another address.
    const other = await verifiedAccount();
    const mismatch = await accept(other, token);
    expect([mismatch.status, mismatch.body.code]).toEqual([403, 'INVITATION_EMAIL_MISMATCH']);
    expect(await storedMembership(t, tenant.id, other.user.id)).toBeUndefined();
    expect(await storedMembership(t, tenant.id, impostor.user.id)).toBeUndefined();

    // The address's real owner takes the account back through a reset link sent to her inbox,
    // which proves the address and ends the impostor's sessions; then she accepts.
    expect((await t.operation('requestPasswordReset', { body: { email: victimEmail } })).status).toBe(202);
    const resetToken = await mail.tokenFor(victimEmail, 'reset-password');
    const reset = await t.operation('confirmPasswordReset', { body: { token: resetToken, password: 'alice owns this inbox 7' } });
    expect(reset.status, reset.text).toBe(200);
    expectDead(await t.call('GET', '/v1/me', { token: impostor.accessToken }));
    const login = await t.operation('login', { body: { email: victimEmail, password: 'alice owns this inbox 7' } });
    const tokens = login.data as Schemas['Tokens'];
    expect(tokens.user.emailVerified).toBe(true);
    const alice = { ...impostor, ...tokens };
    const joined = await accept(alice, token);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.data.role).toBe('admin');
  });

  it('cannot accept for an address whose account is unverified, even with the right letters in another case', async () => {
    const { owner, tenant } = await tenantOf();
    const email = uniqueEmail('case');
    await invite(tenant.id, owner, email.toUpperCase());
    const token = await mail.tokenFor(email, 'accept-invitation');
    const holder = await signUp(t, email);
    expect((await accept(holder, token)).body.code).toBe('EMAIL_NOT_VERIFIED');
    const verified = await t.operation('verifyEmail', { body: { token: await mail.tokenFor(email, 'verify-email') } });
    expect(verified.status).toBe(200);
    expect((await accept(holder, token)).status).toBe(200);
  });
});

describe('createInvitation, listInvitations, revokeInvitation', () => {
  it('stores only a hash of the token; inviting again replaces the pending invitation and its link', async () => {
    const { owner, tenant } = await tenantOf();
    const email = uniqueEmail('twice');
    const first = await invite(tenant.id, owner, email);
    expect(first.status, first.text).toBe(201);
    const firstToken = await mail.tokenFor(email, 'accept-invitation', 1);
    const second = await invite(tenant.id, owner, email, 'admin');
    expect(second.status, second.text).toBe(201);
    const secondToken = await mail.tokenFor(email, 'accept-invitation', 2);
    const rows = await t.app.services.db.selectFrom('tenant_invitations').selectAll().where('tenant_id', '=', tenant.id).execute();
    expect(JSON.stringify(rows)).not.toContain(firstToken);
    expect(JSON.stringify(rows)).not.toContain(secondToken);

    const statuses = (await invitationsOf(tenant.id, owner)).map((i: { id: string; status: string }) => [i.id, i.status]);
    expect(statuses).toEqual([
      [second.data.id, 'pending'],
      [first.data.id, 'revoked'],
    ]);
    expect(await auditEventsWhere(t, { action: 'member.invitation_revoked', targetId: first.data.id })).toHaveLength(1);

    const invitee = await verifiedAccount(email);
    expect((await accept(invitee, firstToken)).status).toBe(404);
    expect((await accept(invitee, secondToken)).data.role).toBe('admin');
  });

  it('pages newest first', async () => {
    const { owner, tenant } = await tenantOf();
    for (let i = 0; i < 3; i += 1) expect((await invite(tenant.id, owner, uniqueEmail('page'))).status).toBe(201);
    const page = await t.operation('listInvitations', { params: { tenantId: tenant.id }, query: { limit: 2 }, token: owner.accessToken });
    expect(page.data.items).toHaveLength(2);
    const rest = await t.operation('listInvitations', {
      params: { tenantId: tenant.id },
      query: { limit: 2, cursor: page.data.nextCursor! },
      token: owner.accessToken,
    });
    expect(rest.data).toMatchObject({ items: [expect.any(Object)], nextCursor: null });
    const ids = [...page.data.items, ...rest.data.items].map((i: { id: string }) => i.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('counts pending invitations against the plan’s member limit', async () => {
    const { owner, tenant } = await tenantOf();
    // The free plan allows 5 members: the owner and four invitations fill it.
    const pending = [];
    for (let i = 0; i < 4; i += 1) pending.push((await invite(tenant.id, owner, uniqueEmail('seat'))).data);
    const full = await invite(tenant.id, owner, uniqueEmail('seat'));
    expect([full.status, full.body.code]).toEqual([403, 'PLAN_LIMIT_REACHED']);
    const direct = await t.operation('addMember', {
      params: { tenantId: tenant.id },
      body: { email: (await verifiedAccount()).email, role: 'member' },
      token: owner.accessToken,
    });
    expect([direct.status, direct.body.code]).toEqual([403, 'PLAN_LIMIT_REACHED']);
    // Inviting a pending address again replaces its seat rather than taking another.
    expect((await invite(tenant.id, owner, pending[0]!.email)).status).toBe(201);
    expect(
      (await t.operation('revokeInvitation', { params: { tenantId: tenant.id, invitationId: pending[1]!.id }, token: owner.accessToken }))
        .status,
    ).toBe(200);
    expect((await invite(tenant.id, owner, uniqueEmail('seat'))).status).toBe(201);
  });

  it('revokes a pending invitation once; its link stops working', async () => {
    const { owner, tenant } = await tenantOf();
    const email = uniqueEmail('revoked');
    const invitation = (await invite(tenant.id, owner, email)).data;
    const token = await mail.tokenFor(email, 'accept-invitation');
    const revoke = () =>
      t.operation('revokeInvitation', { params: { tenantId: tenant.id, invitationId: invitation.id }, token: owner.accessToken });
    const revoked = await revoke();
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.data).toMatchObject({ id: invitation.id, status: 'revoked', revokedAt: expect.any(String) });
    const twice = await revoke();
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);
    expect((await accept(await verifiedAccount(email), token)).status).toBe(404);

    // Another tenant's manager cannot see or revoke it.
    const { owner: stranger, tenant: theirs } = await tenantOf();
    const elsewhere = await t.operation('revokeInvitation', {
      params: { tenantId: theirs.id, invitationId: invitation.id },
      token: stranger.accessToken,
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('lets an invitation expire after 7 days', async () => {
    const { owner, tenant } = await tenantOf();
    const email = uniqueEmail('late');
    const invitation = (await invite(tenant.id, owner, email)).data;
    expect(new Date(invitation.expiresAt).getTime() - new Date(invitation.createdAt).getTime()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const token = await mail.tokenFor(email, 'accept-invitation');
    await sql`update tenant_invitations set expires_at = now() - interval '1 second' where id = ${invitation.id}`.execute(
      t.app.services.db,
    );
    expect((await accept(await verifiedAccount(email), token)).status).toBe(404);
    expect((await invitationsOf(tenant.id, owner))[0]!.status).toBe('expired');
    const revoke = await t.operation('revokeInvitation', {
      params: { tenantId: tenant.id, invitationId: invitation.id },
      token: owner.accessToken,
    });
    expect(revoke.status).toBe(409);
  });

  it('keeps a custom role that a pending invitation offers, until the invitation is settled', async () => {
    const { owner, tenant } = await tenantOf();
    const role = await t.operation('createRole', {
      params: { tenantId: tenant.id },
      body: { name: 'auditors', permissions: ['audit:read'] },
      token: owner.accessToken,
    });
    const invitation = (await invite(tenant.id, owner, uniqueEmail('auditor'), 'auditors')).data;
    const deleteRole = () => t.operation('deleteRole', { params: { tenantId: tenant.id, roleId: role.data.id }, token: owner.accessToken });
    expect((await deleteRole()).body.code).toBe('CONFLICT');
    await t.operation('revokeInvitation', { params: { tenantId: tenant.id, invitationId: invitation.id }, token: owner.accessToken });
    // A revoked invitation no longer holds the role.
    expect((await deleteRole()).status).toBe(200);
  });

  it('deletes pending invitations with their tenant', async () => {
    const { owner, tenant } = await tenantOf();
    await t.operation('createRole', { params: { tenantId: tenant.id }, body: { name: 'ops', permissions: [] }, token: owner.accessToken });
    await invite(tenant.id, owner, uniqueEmail(), 'ops');
    const deleted = await t.operation('deleteTenant', { params: { tenantId: tenant.id }, token: owner.accessToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await t.app.services.db.selectFrom('tenant_invitations').select('id').where('tenant_id', '=', tenant.id).execute()).toEqual([]);
  });
});

describe('when the mail server is down', () => {
  it('keeps the invitation and answers 503; inviting again once it is back sends a new link', async () => {
    const port = await freePort();
    const down = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let back: MailServer | undefined;
    try {
      // The inviter proves the address while the mail server is up (inviting needs that); then it goes down.
      const early = await startMailServer(port);
      const owner = await signUp(down, uniqueEmail(), PASSWORD, { verified: false });
      const verified = await down.operation('verifyEmail', { body: { token: await early.tokenFor(owner.email, 'verify-email') } });
      expect(verified.status, verified.text).toBe(200);
      await early.close();
      const tenant = await createTenant(down, owner);
      const email = uniqueEmail('unlucky');
      const inviteThere = () =>
        down.operation('createInvitation', { params: { tenantId: tenant.id }, body: { email, role: 'member' }, token: owner.accessToken });
      const response = await inviteThere();
      expect([response.status, response.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      const listed = await down.operation('listInvitations', { params: { tenantId: tenant.id }, token: owner.accessToken });
      expect(listed.data.items).toMatchObject([{ email, status: 'pending' }]);

      back = await startMailServer(port);
      const again = await inviteThere();
      expect(again.status, again.text).toBe(201);
      expect(await back.tokenFor(email, 'accept-invitation')).toMatch(/^gki_/);
      const statuses = (await down.operation('listInvitations', { params: { tenantId: tenant.id }, token: owner.accessToken })).data.items;
      expect(statuses.map((i) => i.status)).toEqual(['pending', 'revoked']);
    } finally {
      await down.close();
      await back?.close();
    }
  });
});
