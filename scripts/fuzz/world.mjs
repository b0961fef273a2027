// The identities and real resources one fuzzing run works on, made over HTTP the way a client
// makes them (shapes from openapi.yaml). Each identity's run gets a world of its own: whatever
// one run deletes, disables or rotates cannot starve the next run of real ids.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PASSWORD = 'fuzzing-password-0123456789';
/** Every platform permission (openapi.yaml `PlatformPermission`). */
const PLATFORM_PERMISSIONS = [
  'service_accounts:write',
  'jobs:read',
  'jobs:write',
  'billing:write',
  'oidc_clients:write',
  'connections:write',
];
/**
 * Never called: the server runs without job workers (JOB_CONCURRENCY=0, see server.mjs), and the
 * endpoint sendTestWebhookEvent is pinned to is disabled (pins.mjs).
 */
const WEBHOOK_URL = 'https://hooks.example.com/x';
/** A time no run reaches, so that operator jobs made here stay queued (and cancellable). */
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

/** The verification token mailed to `email`, from the X-Gatekeep-Link header of its outbox file. */
function outboxToken(dataDir, email, prefix = 'gkv_') {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml'))) {
    const raw = readFileSync(path.join(outbox, file), 'utf8');
    const token = new RegExp(`token=(${prefix}[A-Za-z0-9_-]+)`).exec(raw)?.[1];
    if (token && raw.includes(`To: ${email}`)) return token;
  }
  throw new Error(`setup: no ${prefix} link mailed to ${email}`);
}

/** The `sid` claim of an access token: the session it belongs to. */
function sessionIdOf(accessToken) {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')).sid;
}

function client(baseUrl) {
  return async function call(method, path, { token, body } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`setup: ${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text).data;
  };
}

/**
 * Makes, on a running server: five users (an owner, a member, a member who will be removed, an
 * outsider with a tenant of their own, one who may join), the owner's main tenant on an
 * unlimited plan with one of each tenant resource, a spare of each resource for the operation
 * that destroys it, a webhook delivery that can be redelivered, and on the platform side an
 * all-permission service account, target and spare service accounts, a plan and queued jobs.
 * `label` and a random tag keep names and emails apart when worlds share one database.
 */
export async function prepareWorld({ baseUrl, bootstrapToken, label, dataDir, dnsRecords }) {
  const call = client(baseUrl);
  const tag = `${label}-${randomBytes(4).toString('hex')}`;
  // Each user verifies the address as a person would, through the link signup mailed (the
  // server has no SMTP_URL, so it is in DATA_DIR/outbox): only a verified user may invite or accept.
  const signup = async (who) => {
    const email = `fuzz-${who}-${tag}@example.com`;
    const account = await call('POST', '/v1/auth/signup', { body: { email, password: PASSWORD, name: `Fuzz ${who}` } });
    await call('POST', '/v1/auth/verify-email', { body: { token: outboxToken(dataDir, email) } });
    return account;
  };
  const bootstrap = { token: bootstrapToken };

  // Platform: one account holding every permission, used here for what only a service account
  // may do (plans, jobs) and, in the service-account run, as the identity itself.
  const serviceAccount = await call('POST', '/v1/platform/service-accounts', {
    ...bootstrap,
    body: { name: `fuzz-${tag}`, permissions: PLATFORM_PERMISSIONS },
  });
  const sa = { token: serviceAccount.secret };
  const makeAccount = async (name) =>
    (await call('POST', '/v1/platform/service-accounts', { ...bootstrap, body: { name: `${name}-${tag}`, permissions: ['jobs:read'] } }))
      .serviceAccount.id;
  const unlimited = await call('POST', '/v1/platform/plans', {
    ...sa,
    body: {
      key: `fuzz-unlimited-${tag}`,
      name: 'Fuzz unlimited',
      limits: { maxMembers: null, maxApiKeys: null, maxWebhookEndpoints: null },
    },
  });
  const plan = await call('POST', '/v1/platform/plans', { ...sa, body: { key: `fuzz-plan-${tag}`, name: 'Fuzz plan' } });
  const queueJob = async () =>
    (await call('POST', '/v1/platform/jobs', { ...sa, body: { type: 'api_keys.expire_sweep', payload: {}, runAt: FAR_FUTURE } })).id;

  const owner = await signup('owner');
  const member = await signup('member');
  const leaver = await signup('leaver');
  const outsider = await signup('outsider');
  const joiner = await signup('joiner'); // not a member yet: addMember's email
  const user = { token: owner.accessToken };
  // A session of its own for refreshToken and logout, whose rotations and revocations leave the
  // owner's other sessions alone.
  const session = await call('POST', '/v1/auth/login', { body: { email: owner.user.email, password: PASSWORD } });
  // And one for revokeSession to end, so that the owner's own session (the run's token) lives on.
  const spareSession = await call('POST', '/v1/auth/login', { body: { email: owner.user.email, password: PASSWORD } });

  const tenant = await call('POST', '/v1/tenants', { ...user, body: { name: `Fuzz ${tag}` } });
  const doomedTenant = await call('POST', '/v1/tenants', { ...user, body: { name: `Fuzz doomed ${tag}` } });
  // deletePlatformTenant's own: the user run deletes doomedTenant before the platform runs start.
  const platformDoomedTenant = await call('POST', '/v1/tenants', { ...user, body: { name: `Fuzz platform doomed ${tag}` } });
  await call('POST', '/v1/tenants', { token: outsider.accessToken, body: { name: `Fuzz outsider ${tag}` } });
  // The free plan's limits (5 members, 10 keys, 3 endpoints) would turn every create into a 403
  // after the first few requests; an unlimited plan keeps the success paths reachable all run long.
  await call('PUT', `/v1/platform/tenants/${tenant.id}/plan`, { ...sa, body: { planId: unlimited.id } });

  const t = `/v1/tenants/${tenant.id}`;
  // The endpoint first, so that the changes below queue deliveries to it.
  const endpoint = await call('POST', `${t}/webhook-endpoints`, {
    ...user,
    body: { url: WEBHOOK_URL, eventTypes: ['role.created', 'member.added', 'api_key.created'], description: 'fuzz' },
  });
  const doomedEndpoint = await call('POST', `${t}/webhook-endpoints`, {
    ...user,
    body: { url: WEBHOOK_URL, eventTypes: ['role.deleted'] },
  });
  // sendTestWebhookEvent's: disabled, so the test event is refused (409) and never sent.
  const testedEndpoint = await call('POST', `${t}/webhook-endpoints`, {
    ...user,
    body: { url: WEBHOOK_URL, eventTypes: ['role.deleted'], enabled: false },
  });
  // Membership needs consent: each is invited (addMember answers 202) and accepts. The platform
  // runs remove one of their own (platformLeaver), since the user run has removed the leaver.
  const platformLeaver = await signup('platform-leaver');
  for (const who of [member, leaver, platformLeaver]) {
    await call('POST', `${t}/members`, { ...user, body: { email: who.user.email, role: 'member' } });
    await call('POST', '/v1/invitations/accept', {
      token: who.accessToken,
      body: { token: outboxToken(dataDir, who.user.email, 'gki_') },
    });
  }
  const role = await call('POST', `${t}/roles`, {
    ...user,
    body: { name: 'fuzz-auditor', description: 'fuzz', permissions: ['audit:read'] },
  });
  const doomedRole = await call('POST', `${t}/roles`, { ...user, body: { name: 'fuzz-doomed', permissions: [] } });
  const oidc = (name) => ({
    type: 'oidc',
    name,
    oidc: { issuer: 'https://idp.example.com', clientId: 'fuzz', clientSecret: 'fuzz-secret' },
  });
  const config = await call('POST', `${t}/provider-configs`, { ...user, body: oidc('Fuzz IdP') });
  const doomedConfig = await call('POST', `${t}/provider-configs`, { ...user, body: oidc('Fuzz doomed IdP') });
  // A SAML config, whose SP metadata getSamlMetadata serves; nothing ever signs with its certificate.
  const certificate = execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', '/dev/null', '-subj', '/CN=fuzz-idp', '-days', '2'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const samlConfig = await call('POST', `${t}/provider-configs`, {
    ...user,
    body: {
      type: 'saml',
      name: 'Fuzz SAML IdP',
      saml: { entityId: 'https://idp.example.com/saml', ssoUrl: 'https://idp.example.com/saml/sso', certificate },
    },
  });
  // A domain whose challenge the server's DNS answers (verifyDomain succeeds), and a spare.
  const domain = await call('POST', `${t}/domains`, { ...user, body: { domain: `fuzz-${tag}.example.com` } });
  dnsRecords.set(domain.verification.name, [[domain.verification.value]]);
  const doomedDomain = await call('POST', `${t}/domains`, { ...user, body: { domain: `fuzz-doomed-${tag}.example.com` } });
  const oidcClientBody = (name) => ({ name, redirectUris: ['https://app.example.com/callback'] });
  const oidcClient = await call('POST', `${t}/oidc-clients`, { ...user, body: oidcClientBody('Fuzz app') });
  const doomedOidcClient = await call('POST', `${t}/oidc-clients`, { ...user, body: oidcClientBody('Fuzz doomed app') });
  const platformOidcClient = await call('POST', '/v1/platform/oidc-clients', { ...bootstrap, body: oidcClientBody('Fuzz platform app') });
  const doomedPlatformOidcClient = await call('POST', '/v1/platform/oidc-clients', {
    ...bootstrap,
    body: oidcClientBody('Fuzz doomed platform app'),
  });
  // Made, not used: no sign-in through them leaves this machine (issuers that never resolve).
  const connectionBody = (name) => ({
    type: 'oidc',
    name,
    issuer: 'https://accounts.example.com',
    clientId: 'fuzz',
    clientSecret: 'fuzz-secret',
  });
  // The platform holds at most 50 connections, and an earlier identity's run (finished by now)
  // may have filled them with what it created: make room for this world's two.
  const existingConnections = await call('GET', '/v1/platform/connections', bootstrap);
  for (const extra of existingConnections.items.slice(0, Math.max(0, existingConnections.items.length - 40)))
    await call('DELETE', `/v1/platform/connections/${extra.id}`, bootstrap);
  const connection = await call('POST', '/v1/platform/connections', { ...bootstrap, body: connectionBody(`Fuzz ${tag}`) });
  const doomedConnection = await call('POST', '/v1/platform/connections', { ...bootstrap, body: connectionBody(`Fuzz doomed ${tag}`) });
  // A directory and its SCIM token (the `directory` identity), spares for deleting and for
  // rotating (which would end the token), and a User and a Group in it with spares of each.
  const directory = await call('POST', `${t}/directories`, { ...user, body: { name: `Fuzz ${tag}` } });
  const doomedDirectory = await call('POST', `${t}/directories`, { ...user, body: { name: `Fuzz doomed ${tag}` } });
  const rotatedDirectory = await call('POST', `${t}/directories`, { ...user, body: { name: `Fuzz rotated ${tag}` } });
  const scim = async (endpoint, body) => {
    const response = await fetch(`${baseUrl}/v1/platform/scim/v2/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${directory.token}`, 'content-type': 'application/scim+json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (response.status !== 201)
      throw new Error(`setup: POST /v1/platform/scim/v2/${endpoint} answered ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text).id;
  };
  const scimUser = (name) =>
    scim('Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `${name}-${tag}@example.com` });
  const scimGroup = (name) => scim('Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: `${name} ${tag}` });
  const apiKey = await call('POST', `${t}/api-keys`, { ...user, body: { name: 'fuzz', scopes: ['audit:read'] } });
  const doomedKey = await call('POST', `${t}/api-keys`, { ...user, body: { name: 'fuzz doomed', scopes: [] } });

  // A delivery is redeliverable only once finished. No worker runs, so finish one the way an
  // operator can: cancel its job.
  const deliveries = await call('GET', `${t}/webhook-endpoints/${endpoint.webhookEndpoint.id}/deliveries`, user);
  const delivery = deliveries.items[0];
  if (!delivery) throw new Error('setup: no webhook delivery was queued for the fuzz endpoint');
  await call('POST', `/v1/platform/jobs/${delivery.jobId}/cancel`, sa);

  return {
    tokens: {
      owner: owner.accessToken,
      outsider: outsider.accessToken,
      bootstrap: bootstrapToken,
      serviceAccount: serviceAccount.secret,
      directory: directory.token,
    },
    // Real values for body fields (pins.mjs BODY), each a list.
    values: {
      apiKey: [apiKey.secret],
      ownerEmail: [owner.user.email],
      password: [PASSWORD],
      refreshToken: [session.refreshToken],
      joinerEmail: [joiner.user.email],
      roleName: ['member', 'admin', role.name],
      planId: [plan.id, unlimited.id],
      tenant: [tenant.id],
      endpoint: [endpoint.webhookEndpoint.id],
    },
    ids: {
      tenant: tenant.id,
      spareSession: sessionIdOf(spareSession.accessToken),
      doomedTenant: doomedTenant.id,
      platformDoomedTenant: platformDoomedTenant.id,
      member: member.user.id,
      leaver: leaver.user.id,
      platformLeaver: platformLeaver.user.id,
      role: role.id,
      doomedRole: doomedRole.id,
      config: config.id,
      doomedConfig: doomedConfig.id,
      samlConfig: samlConfig.id,
      domain: domain.id,
      doomedDomain: doomedDomain.id,
      oidcClient: oidcClient.oidcClient.id,
      doomedOidcClient: doomedOidcClient.oidcClient.id,
      platformOidcClient: platformOidcClient.oidcClient.id,
      doomedPlatformOidcClient: doomedPlatformOidcClient.oidcClient.id,
      connection: connection.id,
      doomedConnection: doomedConnection.id,
      directory: directory.directory.id,
      doomedDirectory: doomedDirectory.directory.id,
      rotatedDirectory: rotatedDirectory.directory.id,
      scimUser: await scimUser('fuzz-user'),
      doomedScimUser: await scimUser('fuzz-doomed-user'),
      scimGroup: await scimGroup('Fuzz group'),
      doomedScimGroup: await scimGroup('Fuzz doomed group'),
      endpoint: endpoint.webhookEndpoint.id,
      doomedEndpoint: doomedEndpoint.webhookEndpoint.id,
      testedEndpoint: testedEndpoint.webhookEndpoint.id,
      delivery: delivery.id,
      key: apiKey.apiKey.id,
      doomedKey: doomedKey.apiKey.id,
      serviceAccount: await makeAccount('fuzz-target'),
      disabledAccount: await makeAccount('fuzz-disable'),
      rotatedAccount: await makeAccount('fuzz-rotate'),
      plan: plan.id,
      job: await queueJob(),
      cancelledJob: await queueJob(),
    },
  };
}
