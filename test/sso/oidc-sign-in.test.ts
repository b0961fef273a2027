import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneThrottlesJob } from '../../server/domain/auth/prune-throttles-job.ts';
import type { JobContext } from '../../server/domain/jobs/job-type.ts';
import { auditEventsWhere } from '../helpers/audit.ts';
import { addMember, storedMembership } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp } from '../helpers/test-app.ts';
import { codeForStep, userWithTotp } from '../helpers/totp.ts';
import { APP_REDIRECT, exchangeCode, signInThrough, ssoTenant, startSsoWorld, type SsoWorld } from './helpers.ts';

// Issue 32 points 2, 4, 5 and 7: OIDC sign-in through a tenant's own IdP (a real OpenID Provider
// on https loopback), provisioning, linking, membership, and the app's code exchange.
let world: SsoWorld;
beforeAll(async () => {
  world = await startSsoWorld();
});
afterAll(() => world?.close());

const subject = () => `idp-${randomBytes(6).toString('hex')}`;

describe('OIDC sign-in', () => {
  it('provisions a new user with the default role, and the app exchanges the code once for tokens and the profile', async () => {
    const { t } = world;
    const { tenant, config, email } = await ssoTenant(world);
    const sub = subject();
    const { callback, location, answer } = await signInThrough(world, config.id, {
      sub,
      email: email('ada'),
      email_verified: true,
      name: 'Ada',
    });
    expect(callback.status, callback.text).toBe(303);
    expect(`${location!.origin}${location!.pathname}`).toBe(APP_REDIRECT);
    expect(answer).toEqual({ code: expect.stringMatching(/^gksc_/), state: 'app-state' });

    const exchanged = await exchangeCode(t, answer.code);
    expect(exchanged.status, exchanged.text).toBe(200);
    expect(exchanged.data.profile).toEqual({
      providerConfigId: config.id,
      tenantId: tenant.id,
      subject: sub,
      email: email('ada'),
      name: 'Ada',
    });
    expect(exchanged.data.user).toMatchObject({ email: email('ada'), emailVerified: true, name: 'Ada' });
    const me = await t.operation('getMe', { token: exchanged.data.accessToken });
    expect(me.status).toBe(200);
    expect((await storedMembership(t, tenant.id, exchanged.data.user.id))?.builtin_role).toBe('member');

    const again = await exchangeCode(t, answer.code);
    expect([again.status, again.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    for (const action of ['sso.user_provisioned', 'sso.login', 'member.added'])
      expect(await auditEventsWhere(t, { action, tenantId: tenant.id }), action).toHaveLength(1);
    // No password signs in an account made by SSO.
    const login = await t.operation('login', { body: { email: email('ada'), password: PASSWORD } });
    expect(login.status).toBe(401);

    // The next sign-in finds the same user by (config, subject), even under another address.
    const second = await signInThrough(world, config.id, { sub, email: email('ada.lovelace'), email_verified: true });
    const next = await exchangeCode(t, second.answer.code);
    expect(next.data.user.id).toBe(exchanged.data.user.id);
    expect(await auditEventsWhere(t, { action: 'sso.user_provisioned', tenantId: tenant.id })).toHaveLength(1);
  });

  it('binds the code to the app: with a codeChallenge, only the matching codeVerifier exchanges it, and a wrong one spends it', async () => {
    const { t } = world;
    const { config, email } = await ssoTenant(world);
    const verifier = randomBytes(32).toString('base64url');
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
    const account = { sub: subject(), email: email('grace'), email_verified: true };
    const first = await signInThrough(world, config.id, account, { codeChallenge });
    const without = await exchangeCode(t, first.answer.code);
    expect([without.status, without.body.code]).toEqual([401, 'INVALID_CREDENTIAL']);
    const late = await exchangeCode(t, first.answer.code, verifier);
    expect(late.status).toBe(401);

    const second = await signInThrough(world, config.id, account, { codeChallenge });
    const right = await exchangeCode(t, second.answer.code, verifier);
    expect(right.status, right.text).toBe(200);
  });

  it('refuses a redirect URI that is not allowed, before any IdP is asked', async () => {
    const { t } = world;
    const { config } = await ssoTenant(world);
    for (const redirectUri of ['https://app.example.com/sso/callback/', 'https://evil.example.com/sso/callback', `${APP_REDIRECT}?x=1`]) {
      const refused = await t.operation('startSso', { body: { providerConfigId: config.id, redirectUri } });
      expect([refused.status, refused.body.code], redirectUri).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('forgets a sign-in the IdP never answered: after ten minutes the state is refused, and the maintenance job deletes it', async () => {
    const { t } = world;
    const { config } = await ssoTenant(world);
    const started = await t.operation('startSso', { body: { providerConfigId: config.id, redirectUri: APP_REDIRECT } });
    const state = new URL(started.data.url).searchParams.get('state')!;
    const db = t.app.services.db;
    await db
      .updateTable('sso_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('provider_config_id', '=', config.id)
      .execute();
    const late = await t.call('GET', `/v1/sso/oidc/callback?state=${state}&code=whatever`);
    expect([late.status, late.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    await t.operation('startSso', { body: { providerConfigId: config.id, redirectUri: APP_REDIRECT } });
    await db
      .updateTable('sso_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('provider_config_id', '=', config.id)
      .execute();
    const outcome = await pruneThrottlesJob.run({ services: t.app.services } as JobContext);
    expect(outcome).toMatchObject({ status: 'succeeded', result: { sso: expect.any(Number) } });
    const left = await db.selectFrom('sso_requests').select('state_hash').where('provider_config_id', '=', config.id).execute();
    expect(left).toEqual([]);
  });

  it('answers 400, sending the browser nowhere, for a tampered or replayed state', async () => {
    const { t } = world;
    const { config, email } = await ssoTenant(world);
    const { query } = await signInThrough(world, config.id, { sub: subject(), email: email('a'), email_verified: true });
    const replayed = await t.call('GET', `/v1/sso/oidc/callback${query}`);
    expect([replayed.status, replayed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const tampered = new URLSearchParams(query);
    tampered.set('state', randomBytes(32).toString('base64url'));
    const forged = await t.call('GET', `/v1/sso/oidc/callback?${tampered}`);
    expect([forged.status, forged.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses an ID token with another nonce, redirecting with the error and recording sso.login_failed', async () => {
    const { t } = world;
    const { tenant, config, email } = await ssoTenant(world);
    const { callback, answer } = await signInThrough(
      world,
      config.id,
      { sub: subject(), email: email('a'), email_verified: true },
      {
        rewrite: (url) => url.searchParams.set('nonce', 'a-nonce-gatekeep-never-made'),
      },
    );
    expect(callback.status).toBe(303);
    expect(answer).toMatchObject({ error: 'access_denied', state: 'app-state' });
    expect(answer.code).toBeUndefined();
    const [failed] = await auditEventsWhere(t, { action: 'sso.login_failed', tenantId: tenant.id });
    expect(failed?.metadata).toMatchObject({ reason: expect.any(String) });
  });

  it('refuses an address outside the tenant verified domains (SSO_EMAIL_OUTSIDE_DOMAINS) and one the IdP does not give', async () => {
    const { t } = world;
    const { tenant, config } = await ssoTenant(world);
    for (const account of [{ sub: subject(), email: 'someone@elsewhere.test', email_verified: true }, { sub: subject() }]) {
      const { answer } = await signInThrough(world, config.id, account);
      expect(answer).toMatchObject({ error: 'access_denied', error_code: 'SSO_EMAIL_OUTSIDE_DOMAINS' });
    }
    const failures = await auditEventsWhere(t, { action: 'sso.login_failed', tenantId: tenant.id });
    expect(failures.map((event) => event.metadata.reason)).toEqual(['SSO_EMAIL_OUTSIDE_DOMAINS', 'SSO_EMAIL_OUTSIDE_DOMAINS']);
  });

  it('without jitProvisioning signs in existing members only (SSO_NOT_PROVISIONED otherwise)', async () => {
    const { t } = world;
    const { tenant, owner, config, email } = await ssoTenant(world, { jitProvisioning: false });
    const stranger = await signInThrough(world, config.id, { sub: subject(), email: email('new'), email_verified: true });
    expect(stranger.answer).toMatchObject({ error: 'access_denied', error_code: 'SSO_NOT_PROVISIONED' });
    expect((await t.operation('login', { body: { email: email('new'), password: PASSWORD } })).status).toBe(401);

    const member = await signUp(t, email('member'));
    await addMember(t, tenant.id, owner, member, 'member');
    const { answer } = await signInThrough(world, config.id, { sub: subject(), email: email('member'), email_verified: true });
    const exchanged = await exchangeCode(t, answer.code);
    expect(exchanged.status, exchanged.text).toBe(200);
    expect(exchanged.data.user.id).toBe(member.user.id);
  });

  it('starts from the address alone, and discovery lists the configs of the domain', async () => {
    const { t } = world;
    const { tenant, config, email } = await ssoTenant(world);
    const discovered = await t.operation('discoverSso', { body: { email: email('anyone') } });
    expect(discovered.data.items).toEqual([
      { providerConfigId: config.id, tenantId: tenant.id, tenantName: tenant.name, type: 'oidc', name: 'Acme IdP' },
    ]);
    expect((await t.operation('discoverSso', { body: { email: 'x@unclaimed.test' } })).data.items).toEqual([]);
    const started = await t.operation('startSso', { body: { email: email('anyone'), redirectUri: APP_REDIRECT } });
    expect(started.status, started.text).toBe(200);
    expect(new URL(started.data.url).origin).toBe(world.idp.issuer);
    const unknown = await t.operation('startSso', { body: { email: 'x@unclaimed.test', redirectUri: APP_REDIRECT } });
    expect(unknown.status).toBe(404);
  });

  it('refuses an IdP on a private address unless SSO_ALLOW_PRIVATE_ISSUERS (503)', async () => {
    const strict = await startTestApp({ DNS_SERVERS: world.dns.address });
    try {
      const { config } = await ssoTenant({ ...world, t: strict });
      const refused = await strict.operation('startSso', { body: { providerConfigId: config.id, redirectUri: APP_REDIRECT } });
      expect([refused.status, refused.body.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect(refused.body.error).toMatch(/not a public address/);
    } finally {
      await strict.close();
    }
  });
});

describe('linking an existing account', () => {
  it('links a verified account when the IdP vouches for the address; it keeps its password and joins the tenant', async () => {
    const { t } = world;
    const { tenant, config, email } = await ssoTenant(world);
    const account = await signUp(t, email('lin'));
    const { answer } = await signInThrough(world, config.id, { sub: subject(), email: email('lin'), email_verified: true });
    const exchanged = await exchangeCode(t, answer.code);
    expect(exchanged.data.user.id).toBe(account.user.id);
    expect(await storedMembership(t, tenant.id, account.user.id)).toBeDefined();
    const [linked] = await auditEventsWhere(t, { action: 'sso.account_linked', tenantId: tenant.id });
    expect(linked?.metadata).toMatchObject({ wasVerified: true });
    expect((await t.operation('login', { body: { email: email('lin'), password: PASSWORD } })).status).toBe(200);
  });

  it('refuses to link when the IdP says the address is unverified or says nothing (SSO_ACCOUNT_CONFLICT)', async () => {
    const { t } = world;
    const { tenant, config, email } = await ssoTenant(world);
    const account = await signUp(t, email('kim'));
    for (const claim of [{ email_verified: false }, {}]) {
      const { answer } = await signInThrough(world, config.id, { sub: subject(), email: email('kim'), ...claim });
      expect(answer, JSON.stringify(claim)).toMatchObject({ error: 'access_denied', error_code: 'SSO_ACCOUNT_CONFLICT' });
    }
    expect(await storedMembership(t, tenant.id, account.user.id)).toBeUndefined();
    expect((await t.operation('login', { body: { email: email('kim'), password: PASSWORD } })).status).toBe(200);
  });

  it('takes an account that never proved the address from whoever made it: its sessions end and its password stops working', async () => {
    const { t } = world;
    const { config, email } = await ssoTenant(world);
    const squatter = await signUp(t, email('ceo'), PASSWORD, { verified: false });
    const { answer } = await signInThrough(world, config.id, { sub: subject(), email: email('ceo'), email_verified: true });
    const exchanged = await exchangeCode(t, answer.code);
    expect(exchanged.data.user).toMatchObject({ id: squatter.user.id, emailVerified: true });
    const refreshed = await t.operation('refreshToken', { body: { refreshToken: squatter.refreshToken } });
    expect(refreshed.status).toBe(401);
    expect((await t.operation('getMe', { token: squatter.accessToken })).status).toBe(401);
    expect((await t.operation('login', { body: { email: email('ceo'), password: PASSWORD } })).status).toBe(401);
  });
});

describe('second factors', () => {
  it('asks a user with TOTP for Gatekeep’s second factor, unless the config trusts the IdP’s', async () => {
    const { t } = world;
    const { config, email } = await ssoTenant(world);
    const user = await userWithTotp(t, undefined, email('mfa'));
    const account = { sub: subject(), email: email('mfa'), email_verified: true };
    const { answer } = await signInThrough(world, config.id, account);
    const challenged = await exchangeCode(t, answer.code);
    expect(challenged.data).toMatchObject({ mfaRequired: true });
    const verified = await t.operation('verifyMfaChallenge', {
      body: { challengeToken: challenged.data.challengeToken!, code: await codeForStep(user.secret) },
    });
    expect(verified.status, verified.text).toBe(200);

    const trusting = await ssoTenant(world, { trustIdpMfa: true });
    const other = await userWithTotp(t, undefined, trusting.email('mfa'));
    const direct = await signInThrough(world, trusting.config.id, { sub: subject(), email: other.email, email_verified: true });
    const tokens = await exchangeCode(t, direct.answer.code);
    expect(tokens.data).toMatchObject({ accessToken: expect.any(String), profile: { providerConfigId: trusting.config.id } });
  });
});

describe('enforcement', () => {
  it('makes an enforced config’s verified domains SSO-only: login, sign-up and password reset answer 403 SSO_REQUIRED', async () => {
    const { t } = world;
    const { owner, tenant, config, email } = await ssoTenant(world);
    await signUp(t, email('old'));
    const enforced = await t.operation('updateProviderConfig', {
      params: { tenantId: tenant.id, configId: config.id },
      body: { enforced: true },
      token: owner.accessToken,
    });
    expect(enforced.data.enforced).toBe(true);
    const refusals = [
      await t.operation('login', { body: { email: email('old'), password: PASSWORD } }),
      await t.operation('login', { body: { email: email('nobody'), password: 'whatever it is' } }),
      await t.operation('signup', { body: { email: email('new'), password: PASSWORD } }),
      await t.operation('requestPasswordReset', { body: { email: email('old') } }),
    ];
    for (const refused of refusals) {
      expect([refused.status, refused.body.code]).toEqual([403, 'SSO_REQUIRED']);
      expect(refused.body.error).toContain(config.id);
    }
    // Other domains are untouched, and SSO still signs the old account in.
    expect((await t.operation('login', { body: { email: owner.email, password: PASSWORD } })).status).toBe(200);
    const { answer } = await signInThrough(world, config.id, { sub: subject(), email: email('old'), email_verified: true });
    expect((await exchangeCode(t, answer.code)).status).toBe(200);
  });
});
