import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsWhere } from '../helpers/audit.ts';
import { startSamlIdp } from '../helpers/saml-idp.ts';
import { commentInNameId, signedAssertionUnderUnsignedResponse, withSecondUnsignedAssertion } from '../helpers/saml-wrapping.ts';
import { storedMembership } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { APP_REDIRECT, exchangeCode } from './helpers.ts';
import {
  postToAcs,
  type SamlConfig,
  samlSignInThrough,
  samlSubject,
  samlTenant,
  type SamlWorld,
  startSamlSignIn,
  startSamlWorld,
} from './saml-helpers.ts';

// Issue 32 points 3, 4 and 8: SAML 2.0 sign-in through a tenant's own IdP (samlify, signing
// with its own key), and every refusal the issue names, over HTTP.
let world: SamlWorld;
/** A second instance on the same database. Two processes cannot open one embedded database, so on PGlite it is the same app. */
let other: TestApp;
beforeAll(async () => {
  world = await startSamlWorld();
  other = process.env.DATABASE_URL ? await startTestApp() : world.t;
});
afterAll(async () => {
  if (other !== world.t) await other.close();
  await world?.close();
});

const MINUTE = 60_000;

/** The refusal the app reads at its redirect URI, and the reason on the tenant's log. */
async function expectRefused(
  outcome: { acs: { status: number; text: string }; answer: Record<string, string> },
  tenantId: string,
  reason: string,
  description?: RegExp,
) {
  expect(outcome.acs.status, outcome.acs.text).toBe(303);
  expect(outcome.answer).toMatchObject({ error: 'access_denied', state: 'app-state' });
  expect(outcome.answer.code).toBeUndefined();
  if (description) expect(outcome.answer.error_description).toMatch(description);
  const failures = await auditEventsWhere(world.t, { action: 'sso.login_failed', tenantId });
  expect(failures.map((event) => event.metadata.reason)).toContain(reason);
}

async function expectNoUser(email: string) {
  const row = await world.t.app.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  expect(row, `${email} was signed in`).toBeUndefined();
}

describe('SAML sign-in', () => {
  it('provisions a new user from a signed assertion, and the app exchanges the code once for tokens and the profile', async () => {
    const { t } = world;
    const { tenant, config, email } = await samlTenant(world);
    const nameId = email('ada');
    const { acs, location, answer, request } = await samlSignInThrough(world, config, { nameId, name: 'Ada' });
    // The AuthnRequest names Gatekeep's ACS and this config's entity id, as the config shows them.
    expect(request).toMatchObject({ acsUrl: config.saml.acsUrl, issuer: config.saml.spEntityId });
    expect(acs.status, acs.text).toBe(303);
    expect(`${location!.origin}${location!.pathname}`).toBe(APP_REDIRECT);
    expect(answer).toEqual({ code: expect.stringMatching(/^gksc_/), state: 'app-state' });

    const exchanged = await exchangeCode(t, answer.code);
    expect(exchanged.status, exchanged.text).toBe(200);
    expect(exchanged.data.profile).toEqual({
      providerConfigId: config.id,
      tenantId: tenant.id,
      subject: nameId,
      email: nameId,
      name: 'Ada',
    });
    expect(exchanged.data.user).toMatchObject({ email: nameId, emailVerified: true, name: 'Ada' });
    expect((await storedMembership(t, tenant.id, exchanged.data.user.id))?.builtin_role).toBe('member');
    expect((await exchangeCode(t, answer.code)).status).toBe(401);
    for (const action of ['sso.user_provisioned', 'sso.login'])
      expect(await auditEventsWhere(t, { action, tenantId: tenant.id }), action).toHaveLength(1);
  });

  it('takes the address from an attribute when the NameID is not one, and finds the user by NameID next time', async () => {
    const { t } = world;
    const { config, email } = await samlTenant(world);
    const nameId = samlSubject();
    const persistent = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
    const first = await samlSignInThrough(world, config, { nameId, email: email('grace') }, { respond: { nameIdFormat: persistent } });
    const signedIn = await exchangeCode(t, first.answer.code);
    expect(signedIn.data.profile).toMatchObject({ subject: nameId, email: email('grace') });
    const again = await samlSignInThrough(
      world,
      config,
      { nameId, email: email('grace.hopper') },
      { respond: { nameIdFormat: persistent } },
    );
    expect((await exchangeCode(t, again.answer.code)).data.user.id).toBe(signedIn.data.user.id);
  });

  it('refuses an address outside the verified domains, like OIDC (403 SSO_EMAIL_OUTSIDE_DOMAINS at the redirect)', async () => {
    const { tenant, config } = await samlTenant(world);
    const outcome = await samlSignInThrough(world, config, { nameId: 'mallory@elsewhere.example' });
    await expectRefused(outcome, tenant.id, 'SSO_EMAIL_OUTSIDE_DOMAINS');
    expect(outcome.answer.error_code).toBe('SSO_EMAIL_OUTSIDE_DOMAINS');
  });

  it('starts from the address alone: startSso by email finds the SAML config of its verified domain', async () => {
    const { t, idp } = world;
    const { config, email } = await samlTenant(world);
    const started = await t.operation('startSso', { body: { email: email('ada'), redirectUri: APP_REDIRECT } });
    expect(started.status, started.text).toBe(200);
    expect(started.data.url.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    expect((await idp.readRequest(started.data.url)).issuer).toBe(config.saml.spEntityId);
  });
});

describe('SAML refusals', () => {
  it('refuses an expired assertion and one not yet valid (beyond the 120 s clock skew)', async () => {
    const { tenant, config, email } = await samlTenant(world);
    const past = new Date(Date.now() - 10 * MINUTE);
    const expired = await samlSignInThrough(world, config, { nameId: email('late') }, { respond: { notOnOrAfter: past } });
    // node-saml finds no subject confirmation still valid before it reaches the Conditions.
    await expectRefused(expired, tenant.id, 'invalid_saml_response', /expired|no valid subject confirmation/i);
    const future = new Date(Date.now() + 10 * MINUTE);
    const early = await samlSignInThrough(world, config, { nameId: email('early') }, { respond: { notBefore: future } });
    await expectRefused(early, tenant.id, 'invalid_saml_response', /not yet valid|NotBefore/i);
    // Within the skew, both are accepted: clocks of IdPs drift.
    const skewed = await samlSignInThrough(
      world,
      config,
      { nameId: email('skewed') },
      { respond: { notBefore: new Date(Date.now() + 60_000) } },
    );
    expect(skewed.answer.code).toMatch(/^gksc_/);
  });

  it('refuses an assertion that is not signed, whether or not the Response around it is', async () => {
    const { tenant, config, email } = await samlTenant(world);
    const responseOnly = await samlSignInThrough(world, config, { nameId: email('ada') }, { respond: { signAssertion: false } });
    await expectRefused(responseOnly, tenant.id, 'invalid_saml_response', /signature/i);
    const neither = await samlSignInThrough(
      world,
      config,
      { nameId: email('ada') },
      { respond: { signAssertion: false, signResponse: false } },
    );
    await expectRefused(neither, tenant.id, 'invalid_saml_response', /signature/i);
    await expectNoUser(email('ada'));
  });

  it("refuses an assertion signed by another IdP, and one whose Issuer is not the config's IdP", async () => {
    const { tenant, config, email } = await samlTenant(world);
    const impostor = await startSamlIdp();
    const foreign = await samlSignInThrough({ t: world.t, idp: impostor }, config, { nameId: email('ada') });
    await expectRefused(foreign, tenant.id, 'invalid_saml_response', /signature/i);

    // The right key, a wrong Issuer: a second config trusting the same certificate under another entity id.
    const renamed = await samlTenant(world, { saml: { entityId: 'https://idp.test/some-other-entity' } });
    const misnamed = await samlSignInThrough(world, renamed.config, { nameId: renamed.email('ada') });
    await expectRefused(misnamed, renamed.tenant.id, 'invalid_saml_response', /Issuer/);
    await expectNoUser(email('ada'));
  });

  it('refuses a wrong audience, a wrong Destination and a wrong Recipient', async () => {
    const { tenant, config, email } = await samlTenant(world);
    const wrong = 'https://sp.example/elsewhere';
    const audience = await samlSignInThrough(world, config, { nameId: email('a') }, { respond: { audience: wrong } });
    await expectRefused(audience, tenant.id, 'invalid_saml_response', /audience/i);
    const destination = await samlSignInThrough(world, config, { nameId: email('b') }, { respond: { destination: wrong } });
    await expectRefused(destination, tenant.id, 'invalid_saml_response', /Destination/);
    const recipient = await samlSignInThrough(world, config, { nameId: email('c') }, { respond: { recipient: wrong } });
    await expectRefused(recipient, tenant.id, 'invalid_saml_response', /Recipient/);
  });

  it('checks InResponseTo against the stored request: an answer to another sign-in is refused, and a spent RelayState is a 400', async () => {
    const { t, idp } = world;
    const { tenant, config, email } = await samlTenant(world);
    const first = await idp.readRequest(await startSamlSignIn(t, config));
    const second = await idp.readRequest(await startSamlSignIn(t, config));
    const answerToFirst = await idp.respond({
      spEntityId: config.saml.spEntityId,
      acsUrl: first.acsUrl,
      inResponseTo: first.id,
      nameId: email('ada'),
    });
    const crossed = await postToAcs(t, answerToFirst, second.relayState);
    await expectRefused(crossed, tenant.id, 'invalid_saml_response', /InResponseTo/);

    const genuine = await postToAcs(t, answerToFirst, first.relayState);
    expect(genuine.answer.code).toMatch(/^gksc_/);
    // The same POST again: its sign-in is spent, and nothing safe is left to redirect to.
    const replayed = await postToAcs(t, answerToFirst, first.relayState);
    expect([replayed.acs.status, replayed.acs.text]).toEqual([400, expect.stringContaining('VALIDATION_FAILED')]);
    // Without its RelayState, a response that answers a request is no IdP-initiated one either.
    const stray = await postToAcs(t, answerToFirst);
    expect(stray.acs.status).toBe(400);
  });

  describe('XML signature wrapping (regression fixtures)', () => {
    let fixture: Awaited<ReturnType<typeof samlTenant>>;
    beforeAll(async () => {
      fixture = await samlTenant(world);
    });
    const victim = () => fixture.email('victim');
    const attacker = () => fixture.email('attacker');

    it.each(['before', 'after'] as const)('refuses a second, unsigned assertion %s the signed one', async (where) => {
      const outcome = await samlSignInThrough(
        world,
        fixture.config,
        { nameId: attacker() },
        {
          tamper: (response) => withSecondUnsignedAssertion(response, { nameId: victim() }, where),
        },
      );
      await expectRefused(outcome, fixture.tenant.id, 'invalid_saml_response', /multiple assertions/i);
      await expectNoUser(victim());
    });

    it('refuses a signed assertion moved under an unsigned Response, another assertion in its place', async () => {
      const outcome = await samlSignInThrough(
        world,
        fixture.config,
        { nameId: attacker() },
        {
          tamper: (response) => signedAssertionUnderUnsignedResponse(response, { nameId: victim() }),
        },
      );
      await expectRefused(outcome, fixture.tenant.id, 'invalid_saml_response', /signature/i);
      await expectNoUser(victim());
    });

    it('reads the whole NameID when a comment splits it: the signed name, never its first half', async () => {
      const { t } = world;
      const signedName = `${victim()}.evil.example`;
      const outcome = await samlSignInThrough(
        world,
        fixture.config,
        { nameId: signedName },
        {
          tamper: (response) => commentInNameId(response, victim()),
        },
      );
      // The IdP signed an address outside the tenant's domains: refused as such, never read as the victim's.
      await expectRefused(outcome, fixture.tenant.id, 'SSO_EMAIL_OUTSIDE_DOMAINS');
      await expectNoUser(victim());
      const failure = (await auditEventsWhere(t, { action: 'sso.login_failed', tenantId: fixture.tenant.id })).at(-1)!;
      expect(failure.metadata.subject).toBe(signedName);
    });
  });
});

describe('IdP-initiated SAML', () => {
  /** A response nobody asked for, as an IdP's app tile sends it. */
  const unsolicited = (config: SamlConfig, nameId: string, assertionId?: string) =>
    world.idp.respond({ spEntityId: config.saml.spEntityId, acsUrl: config.saml.acsUrl, nameId, ...(assertionId ? { assertionId } : {}) });

  it('is refused (400, nothing redirected) unless the config sets saml.allowIdpInitiated', async () => {
    const { config, email } = await samlTenant(world);
    const outcome = await postToAcs(world.t, await unsolicited(config, email('ada')), 'https://evil.example/landing');
    expect([outcome.acs.status, outcome.acs.body?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(outcome.acs.body.error).toMatch(/allowIdpInitiated/);
    await expectNoUser(email('ada'));
  });

  it('when allowed, goes to the first allowed redirect URI (whatever RelayState says), and a replay fails on every instance', async () => {
    const second = 'https://app.example.com/other-callback';
    const { tenant, config, email } = await samlTenant(world, {
      saml: { allowIdpInitiated: true },
      allowedRedirectUris: [APP_REDIRECT, second],
    });
    const response = await unsolicited(config, email('ada'));
    const first = await postToAcs(world.t, response, second);
    expect(first.acs.status, first.acs.text).toBe(303);
    expect(`${first.location!.origin}${first.location!.pathname}`).toBe(APP_REDIRECT);
    expect(first.answer).toEqual({ code: expect.stringMatching(/^gksc_/) });
    expect((await exchangeCode(world.t, first.answer.code)).data.user.email).toBe(email('ada'));

    const replay = await postToAcs(other, response);
    expect(replay.acs.status, replay.acs.text).toBe(303);
    expect(replay.answer).toMatchObject({ error: 'access_denied', error_description: expect.stringMatching(/used before/) });
    const failures = await auditEventsWhere(world.t, { action: 'sso.login_failed', tenantId: tenant.id });
    expect(failures.map((event) => event.metadata.reason)).toEqual(['assertion_replayed']);
  });

  it('is still checked like any response: an unsigned one is refused', async () => {
    const { tenant, config, email } = await samlTenant(world, { saml: { allowIdpInitiated: true } });
    const response = await world.idp.respond({
      spEntityId: config.saml.spEntityId,
      acsUrl: config.saml.acsUrl,
      nameId: email('ada'),
      signAssertion: false,
      signResponse: false,
    });
    const outcome = await postToAcs(world.t, response);
    expect(outcome.acs.status).toBe(303);
    expect(outcome.answer.error).toBe('access_denied');
    const failures = await auditEventsWhere(world.t, { action: 'sso.login_failed', tenantId: tenant.id });
    expect(failures.map((event) => event.metadata.reason)).toEqual(['invalid_saml_response']);
    await expectNoUser(email('ada'));
  });
});

describe('the ACS and the SP metadata', () => {
  it('answers 400 to a form that is no SAML Response, and refuses forms on every other route', async () => {
    const { t } = world;
    const junk = await postToAcs(t, Buffer.from('<not-saml/>').toString('base64'), 'whatever');
    expect([junk.acs.status, junk.acs.body?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const notXml = await postToAcs(t, Buffer.from('hello').toString('base64'));
    expect(notXml.acs.status).toBe(400);
    const owner = await signUp(t);
    const form = await t.call('POST', '/v1/tenants', {
      body: 'name=Acme',
      token: owner.accessToken,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([form.status, form.body?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('serves SP metadata naming the entity id and the ACS, with signed assertions wanted; 404 for anything else', async () => {
    const { t } = world;
    const { config } = await samlTenant(world, { enabled: false });
    const metadata = await t.operation('getSamlMetadata', { params: { providerConfigId: config.id } });
    expect(metadata.status).toBe(200);
    expect(metadata.headers['content-type']).toMatch(/^application\/samlmetadata\+xml/);
    expect(metadata.text).toContain(`entityID="${config.saml.spEntityId}"`);
    expect(metadata.text).toContain(`Location="${config.saml.acsUrl}"`);
    expect(metadata.text).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    expect(metadata.text).toMatch(/WantAssertionsSigned="true"/);
    expect(config.saml.metadataUrl.endsWith(`/v1/sso/saml/${config.id}/metadata`)).toBe(true);
    const unknown = await t.operation('getSamlMetadata', { params: { providerConfigId: 'pc_unknown' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
