import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { createPrivateKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AccessPolicy } from '../../server/policy/access-policy.ts';
import { loadSpec } from '../../server/http/operations.ts';
import { SHARED_ISSUER } from '../helpers/shared-issuer.ts';
import {
  type Account,
  addMember,
  createTenant,
  platformTenantWithInvitation,
  platformTenantWithMember,
  tenantWithCast,
} from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { startReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';
import { connectionBody, freshConnection, makeRoomForConnection } from '../helpers/connections.ts';
import { freshPlatformOidcClient, OIDC_CLIENT } from '../helpers/oidc-clients.ts';

// Issue 18, point 6: every operation of openapi.yaml, called by every kind of caller, answers
// what its declared x-gatekeep-access policy implies. The operations are read from the spec, so
// a new route cannot escape: it fails here until it has a request below.

/** This file's social connections (the platform holds 50, shared by the files on PostgreSQL). */
const CONNECTION_NAME = 'Matrix provider';
const spec = loadSpec();
/**
 * The mounted OpenID Provider's operations authenticate clients by OAuth's rules, outside the
 * five credential kinds this matrix crosses (test/oidc-provider proves they refuse ours).
 */
const OPERATIONS = [...spec.operations.values()].filter((op) => !op.mounted);
const BOOTSTRAP = `policy-matrix-bootstrap-${randomBytes(16).toString('hex')}`;
/** Every platform permission there is, from the spec: a new one is covered without a change here. */
const PLATFORM_PERMISSIONS: string[] = spec.document.components.schemas.PlatformPermission.enum;
const WEBHOOK_URL = 'https://hooks.example.com/policy-matrix';
const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

const CALLERS = [
  'anonymous',
  'garbage token',
  'expired user token',
  'user of another tenant',
  'member',
  'admin',
  'owner',
  'API-key JWT',
  'service account with the permission',
  'service account without it',
  'bootstrap token',
  // A directory's SCIM token (issue 35): a platform key that reaches its SCIM service only.
  'directory token',
] as const;
type Caller = (typeof CALLERS)[number];
const USERS = ['user of another tenant', 'member', 'admin', 'owner'] as const;
type UserCaller = (typeof USERS)[number];

/** A guard's refusal, or `allowed`: past the guard, the handler answers (see ALLOWED_ANSWERS). */
type Expectation = 'allowed' | { status: number; code: string };
const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' };
const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const INVALID = { status: 401, code: 'INVALID_CREDENTIAL' };

/** A WebAuthn answer of the right shape that answers no ceremony (its clientDataJSON is `{}`). */
const MADE_UP_WEBAUTHN_ANSWER = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30' } };

/** What the declared policy implies for a caller: the whole table this file checks. */
function expected(access: AccessPolicy, caller: Caller): Expectation {
  if (access.policy === 'public') return 'allowed';
  if (caller === 'anonymous') return UNAUTHENTICATED;
  if (access.policy === 'scimDirectory') {
    if (caller === 'directory token') return 'allowed';
    // A platform credential that names no directory; anything else is no platform credential.
    if (caller === 'service account with the permission' || caller === 'service account without it' || caller === 'bootstrap token')
      return { status: 403, code: 'PERMISSION_DENIED' };
    return INVALID;
  }
  if (caller === 'directory token') return access.policy === 'platformPermission' ? { status: 403, code: 'PERMISSION_DENIED' } : INVALID;
  if (access.policy === 'platformPermission') {
    if (caller === 'service account with the permission') return 'allowed';
    if (caller === 'service account without it') return { status: 403, code: 'PERMISSION_DENIED' };
    if (caller === 'bootstrap token') return access.requireServiceAccount ? { status: 403, code: 'SERVICE_ACCOUNT_REQUIRED' } : 'allowed';
    return INVALID; // a user's token, an API-key JWT or garbage is no platform credential
  }
  // The user policies: only a live user access token is a credential here. One whose signature
  // verifies but whose exp has passed is told to refresh (issue 30).
  if (caller === 'expired user token') return { status: 401, code: 'TOKEN_EXPIRED' };
  if (!(USERS as readonly string[]).includes(caller)) return INVALID;
  if (access.policy === 'authenticated') return 'allowed';
  // Every tenant route hides the tenant from non-members (hideNotFound): 404, not 403.
  if (caller === 'user of another tenant')
    return 'hideNotFound' in access && access.hideNotFound ? { status: 404, code: 'NOT_FOUND' } : { status: 403, code: 'NOT_A_MEMBER' };
  if (access.policy === 'tenantMember' || caller !== 'member') return 'allowed';
  // A member may act on themself only (tenantSelfOrManage); the requests below aim at someone else.
  return { status: 403, code: 'INSUFFICIENT_ROLE' };
}

/**
 * What an allowed caller gets when the handler does not answer 2xx: past the guard, the handler
 * refuses for a reason of its own. Every other allowed cell must answer 2xx.
 */
function allowedAnswer(operationId: string, caller: Caller): { status: number; code: string | undefined } | undefined {
  switch (operationId) {
    // Made-up links and challenges: the guard let the caller in, the token itself is refused.
    case 'verifyEmail':
    case 'confirmPasswordReset':
    case 'verifyMfaChallenge':
    case 'exchangeSsoCode':
    case 'finishPasskeyLogin':
    case 'startMfaWebauthn':
    case 'createPortalSession': // a code the provider never gave
    case 'refreshPortalSession': // no portal cookie
      return INVALID;
    // A made-up WebAuthn answer answers no ceremony; a made-up passkey id is nobody's.
    case 'registerPasskey':
      return { status: 400, code: 'VALIDATION_FAILED' };
    case 'updatePasskey':
    case 'deletePasskey':
      return { status: 404, code: 'NOT_FOUND' };
    // SSO with a provider config nobody has, and an IdP answer for a sign-in nobody started.
    case 'startSso':
      return { status: 404, code: 'NOT_FOUND' };
    case 'completeOidcSso':
    case 'completeSamlSso':
      return { status: 400, code: 'VALIDATION_FAILED' };
    case 'getSamlMetadata':
      return { status: 404, code: 'NOT_FOUND' };
    // The hosted pages, with an interaction no browser began, or a made-up mailed link or sign-up
    // whose form's CSRF token cannot match: a page saying to start again (HTML, no code).
    case 'getSignInPage':
    case 'completeSignIn':
    case 'completeConsent':
    case 'completeEmailVerification':
    case 'completePasswordReset':
    case 'completeSignUp':
    case 'completeSsoSignIn':
    case 'completeSocialSignIn':
      return { status: 400, code: undefined };
    case 'acceptInvitation':
      return { status: 404, code: 'NOT_FOUND' };
    // Nothing pending to activate, nothing active to disable.
    case 'activateTotp':
    case 'disableTotp':
      return { status: 409, code: 'CONFLICT' };
    // tenantManage lets admins in; deleting the tenant itself is the owner's alone.
    case 'deleteTenant':
      return caller === 'admin' ? { status: 403, code: 'OWNER_REQUIRED' } : undefined;
    default:
      return undefined;
  }
}

/** A SAML Response answering a request nobody made: the ACS has nowhere to send it. */
const UNSOLICITED_SAML_RESPONSE = Buffer.from(
  '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r" InResponseTo="_nobody" Version="2.0"/>',
).toString('base64');

interface Request {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Instead of the caller's own: the same kind of caller, but one this request may use up. */
  token?: string;
}

let t: TestApp;
let receiver: WebhookReceiver;
/** Answers every domain's challenge: verifyDomain succeeds for each caller the guard lets in. */
let dns: DnsServer;
let cast: Awaited<ReturnType<typeof tenantWithCast>>;
/** Long-lived resources of the cast's tenant, which no request below destroys. */
let fx: {
  roleId: string;
  configId: string;
  endpointId: string;
  keyId: string;
  key: string;
  invitationId: string;
  planId: string;
  serviceAccountId: string;
  jobId: string;
};
let credentials: Record<
  Exclude<Caller, 'anonymous' | UserCaller | 'service account with the permission' | 'service account without it'>,
  string
>;
/** Service-account keys by the permissions they hold, joined with commas. */
const accountKeys = new Map<string, string>();

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}`;
const T = () => `/v1/tenants/${cast.tenant.id}`;

async function must(response: TestResponse, status: number) {
  expect(response.status, response.text).toBe(status);
  return response.body.data;
}

async function accountKey(permissions: string[]): Promise<string> {
  const name = [...permissions].sort().join(',');
  let key = accountKeys.get(name);
  if (!key) {
    const created = await must(
      await t.call('POST', '/v1/platform/service-accounts', { token: BOOTSTRAP, body: { name: unique('sa'), permissions } }),
      201,
    );
    key = created.secret as string;
    accountKeys.set(name, key);
  }
  return key;
}

const asOwner = (method: string, url: string, body?: unknown) => t.call(method as never, url, { token: cast.owner.accessToken, body });

/** A fresh user, signed up and verified: for requests that use up a session or an account. */
const freshUser = () => signUp(t);

/** A user who joins the cast's tenant as a plain member: a target the request may remove or change. */
async function freshMember(): Promise<Account> {
  const user = await freshUser();
  await addMember(t, cast.tenant.id, cast.owner, user, 'member');
  return user;
}

/**
 * A tenant of the owner's, with the admin, the member and nobody else, for requests that delete
 * it. Kept until a request does delete it: the admin and the member join it by invitation, and
 * one address receives at most 3 invitation mails in 15 minutes (issue 29).
 */
let doomedTenantId: string | undefined;
async function freshTenant(): Promise<string> {
  const stillThere =
    doomedTenantId !== undefined &&
    (await t.app.services.db.selectFrom('tenants').select('id').where('id', '=', doomedTenantId).executeTakeFirst()) !== undefined;
  if (stillThere) return doomedTenantId!;
  const tenant = await createTenant(t, cast.owner, { name: unique('Doomed') });
  await addMember(t, tenant.id, cast.owner, cast.admin, 'admin');
  await addMember(t, tenant.id, cast.owner, cast.member, 'member');
  doomedTenantId = tenant.id;
  return tenant.id;
}

/** A domain the cast's tenant claims; `published`: its challenge record answers on the test DNS server. */
async function freshDomain(options: { published?: boolean } = {}): Promise<string> {
  const created = await must(await asOwner('POST', `${T()}/domains`, { domain: `${unique('matrix')}.example.test` }), 201);
  if (options.published) dns.records.set(created.verification.name, [[created.verification.value]]);
  return created.id;
}

/** A directory of the cast's tenant (at most 20 per tenant: reads and rotations share one). */
let sharedDirectory: Promise<string> | undefined;
async function freshDirectory(options: { shared?: boolean } = {}): Promise<string> {
  const create = async () =>
    (await must(await asOwner('POST', `${T()}/directories`, { name: unique('Directory') }), 201)).directory.id as string;
  if (!options.shared) return create();
  sharedDirectory ??= create();
  return sharedDirectory;
}

const SCIM = '/v1/platform/scim/v2';
const SEARCH_REQUEST = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';
const SCIM_PATCH = {
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations: [{ op: 'replace', path: 'externalId', value: 'matrix' }],
};
const scimUser = () => ({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: unique('matrix-user') });
const scimGroup = () => ({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: unique('Matrix group') });

/** A User or Group of the matrix's directory, made through its SCIM service. */
async function freshScim(endpoint: 'Users' | 'Groups'): Promise<string> {
  const created = await t.call('POST', `${SCIM}/${endpoint}`, {
    token: credentials['directory token'],
    body: endpoint === 'Users' ? scimUser() : scimGroup(),
  });
  if (created.status !== 201) throw new Error(`${endpoint}: ${created.status} ${created.text}`);
  return created.body.id as string;
}

/** An OIDC client of the cast's tenant, for a request that reads, changes or deletes one. */
async function freshOidcClient(): Promise<string> {
  return (await must(await asOwner('POST', `${T()}/oidc-clients`, OIDC_CLIENT), 201)).oidcClient.id;
}

/** The callers a platformPermission guard lets in (none of its operations requires a service account here). */
const platformMayAct = (caller: Caller) => caller === 'service account with the permission' || caller === 'bootstrap token';

const freshRefreshToken = async () =>
  (await must(await t.call('POST', '/v1/auth/login', { body: { email: cast.owner.email, password: PASSWORD } }), 200)).refreshToken;

/**
 * One request per operation, valid by its schema (else validation would answer 400 before any
 * guard) and aimed at real resources, built afresh per caller so an allowed caller really succeeds.
 * Requests that use something up (a session, a tenant, a key) make their own.
 */
const REQUESTS: Record<string, (caller: Caller) => Promise<Request>> = {
  getHealth: async () => ({ method: 'GET', url: '/health' }),
  getLiveness: async () => ({ method: 'GET', url: '/livez' }),
  getReadiness: async () => ({ method: 'GET', url: '/readyz' }),
  getRootJwks: async () => ({ method: 'GET', url: '/.well-known/jwks.json' }),
  getJwks: async () => ({ method: 'GET', url: '/v1/.well-known/jwks.json' }),
  getAuditCheckpointKeys: async () => ({ method: 'GET', url: '/v1/audit/checkpoint-keys' }),
  signup: async () => ({ method: 'POST', url: '/v1/auth/signup', body: { email: uniqueEmail('matrix'), password: PASSWORD } }),
  login: async () => ({ method: 'POST', url: '/v1/auth/login', body: { email: cast.owner.email, password: PASSWORD } }),
  refreshToken: async () => ({ method: 'POST', url: '/v1/auth/refresh', body: { refreshToken: await freshRefreshToken() } }),
  logout: async () => ({ method: 'POST', url: '/v1/auth/logout', body: { refreshToken: await freshRefreshToken() } }),
  verifyEmail: async () => ({ method: 'POST', url: '/v1/auth/verify-email', body: { token: `gkv_${'x'.repeat(43)}` } }),
  requestPasswordReset: async () => ({ method: 'POST', url: '/v1/auth/password-reset', body: { email: cast.owner.email } }),
  confirmPasswordReset: async () => ({
    method: 'POST',
    url: '/v1/auth/password-reset/confirm',
    body: { token: `gkp_${'x'.repeat(43)}`, password: 'a brand new passphrase 2026' },
  }),
  verifyMfaChallenge: async () => ({
    method: 'POST',
    url: '/v1/mfa/verify-challenge',
    body: { challengeToken: 'not-a-challenge', code: '123456' },
  }),
  validateApiKey: async () => ({ method: 'POST', url: '/v1/keys/validate', body: { key: fx.key } }),
  discoverSso: async () => ({ method: 'POST', url: '/v1/sso/discover', body: { email: cast.owner.email } }),
  startSso: async () => ({
    method: 'POST',
    url: '/v1/sso/authorize',
    body: { providerConfigId: 'prv_nobody', redirectUri: 'https://app.example.com/cb' },
  }),
  completeOidcSso: async () => ({ method: 'GET', url: '/v1/sso/oidc/callback?state=not-a-state&code=x' }),
  completeSamlSso: async () => ({
    method: 'POST',
    url: '/v1/sso/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: UNSOLICITED_SAML_RESPONSE, RelayState: 'not-a-state' }).toString(),
  }),
  getSamlMetadata: async () => ({ method: 'GET', url: '/v1/sso/saml/prv_nobody/metadata' }),
  getSignInPage: async () => ({ method: 'GET', url: '/auth/sign-in?interaction=nobody' }),
  createPortalSession: async () => ({
    method: 'POST',
    url: '/portal/session',
    headers: { origin: t.app.services.config.issuer },
    body: { code: 'not-a-code', codeVerifier: 'v'.repeat(43) },
  }),
  refreshPortalSession: async () => ({
    method: 'POST',
    url: '/portal/session/refresh',
    headers: { origin: t.app.services.config.issuer },
    body: {},
  }),
  completeSsoSignIn: async () => ({ method: 'GET', url: '/auth/sign-in/sso?state=nobody.x&code=gksc_x' }),
  completeSocialSignIn: async () => ({ method: 'GET', url: '/auth/sign-in/social/con_nobody?state=nobody.x&code=x' }),
  getSignUpPage: async () => ({ method: 'GET', url: '/auth/sign-up' }),
  completeSignUp: async () => ({
    method: 'POST',
    url: '/auth/sign-up',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: 'x', email: 'nobody@example.com', password: 'a long enough passphrase' }).toString(),
  }),
  getVerifyEmailPage: async () => ({ method: 'GET', url: '/auth/verify-email?token=gkv_not-a-token' }),
  completeEmailVerification: async () => ({
    method: 'POST',
    url: '/auth/verify-email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: 'gkv_not-a-token', csrf: 'x' }).toString(),
  }),
  getResetPasswordPage: async () => ({ method: 'GET', url: '/auth/reset-password?token=gkpr_not-a-token' }),
  completePasswordReset: async () => ({
    method: 'POST',
    url: '/auth/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: 'gkpr_not-a-token', csrf: 'x', password: 'a long enough passphrase' }).toString(),
  }),
  // Nobody signed in on this browser: the page asks for the invited account's sign-in first.
  getAcceptInvitationPage: async () => ({ method: 'GET', url: '/auth/accept-invitation?token=gki_not-a-token' }),
  completeInvitationAcceptance: async () => ({
    method: 'POST',
    url: '/auth/accept-invitation',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: 'gki_not-a-token', csrf: 'x' }).toString(),
  }),
  completeSignIn: async () => ({
    method: 'POST',
    url: '/auth/sign-in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ interaction: 'nobody', csrf: 'x', email: 'a@example.com', password: 'x' }).toString(),
  }),
  completeConsent: async () => ({
    method: 'POST',
    url: '/auth/sign-in/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ interaction: 'nobody', csrf: 'x', decision: 'allow' }).toString(),
  }),
  exchangeSsoCode: async () => ({ method: 'POST', url: '/v1/sso/token', body: { code: 'gksc_not-a-code' } }),
  mintApiKeyToken: async () => ({ method: 'POST', url: '/v1/keys/token', body: { key: fx.key } }),

  // authenticated: the role is beside the point, any live user token is allowed. Requests that
  // end sessions or change the account use a fresh user, so that the cast's tokens live on.
  logoutAll: async () => ({ method: 'POST', url: '/v1/auth/logout-all', token: (await freshUser()).accessToken }),
  resendVerificationEmail: async () => {
    const unverified = await signUp(t, uniqueEmail('unverified'), PASSWORD, { verified: false });
    return { method: 'POST', url: '/v1/auth/verify-email/resend', token: unverified.accessToken };
  },
  getMe: async () => ({ method: 'GET', url: '/v1/me' }),
  updateMe: async () => ({ method: 'PATCH', url: '/v1/me', body: { name: 'Matrix' } }),
  exportMe: async () => ({ method: 'GET', url: '/v1/me/export' }),
  issueTenantToken: async (caller) => ({
    method: 'POST',
    url: '/v1/auth/token',
    // A tenant of the caller's own, when the caller has one: the cast's for its members.
    body: { tenantId: caller === 'user of another tenant' ? cast.otherTenant.id : cast.tenant.id },
  }),
  changeEmail: async () => ({
    method: 'POST',
    url: '/v1/me/email',
    body: { newEmail: uniqueEmail('moving'), password: PASSWORD },
    token: (await freshUser()).accessToken,
  }),
  deleteMe: async () => ({ method: 'DELETE', url: '/v1/me', body: { password: PASSWORD }, token: (await freshUser()).accessToken }),
  changePassword: async () => ({
    method: 'POST',
    url: '/v1/me/password',
    body: { currentPassword: PASSWORD, newPassword: 'another strong passphrase 2026' },
    token: (await freshUser()).accessToken,
  }),
  listSessions: async () => ({ method: 'GET', url: '/v1/me/sessions' }),
  revokeSession: async () => {
    const user = await freshUser();
    const spare = await must(await t.call('POST', '/v1/auth/login', { body: { email: user.email, password: PASSWORD } }), 200);
    return { method: 'DELETE', url: `/v1/me/sessions/${decodeJwt(spare.accessToken).sid}`, token: user.accessToken };
  },
  enrollTotp: async () => ({
    method: 'POST',
    url: '/v1/mfa/totp/enroll',
    body: { password: PASSWORD },
    token: (await freshUser()).accessToken,
  }),
  activateTotp: async () => ({ method: 'POST', url: '/v1/mfa/totp/activate', body: { code: '000000' } }),
  startPasskeyRegistration: async () => ({
    method: 'POST',
    url: '/v1/me/passkeys/options',
    body: { password: PASSWORD },
    token: (await freshUser()).accessToken,
  }),
  registerPasskey: async () => ({ method: 'POST', url: '/v1/me/passkeys', body: { response: MADE_UP_WEBAUTHN_ANSWER } }),
  listPasskeys: async () => ({ method: 'GET', url: '/v1/me/passkeys' }),
  updatePasskey: async () => ({ method: 'PATCH', url: '/v1/me/passkeys/pk_nobody', body: { name: 'Laptop' } }),
  deletePasskey: async () => ({ method: 'DELETE', url: '/v1/me/passkeys/pk_nobody', body: { password: PASSWORD } }),
  startPasskeyLogin: async () => ({ method: 'POST', url: '/v1/auth/passkey/options', body: {} }),
  startMfaWebauthn: async () => ({ method: 'POST', url: '/v1/mfa/webauthn/options', body: { challengeToken: `gkc_${'x'.repeat(43)}` } }),
  finishPasskeyLogin: async () => ({ method: 'POST', url: '/v1/auth/passkey/verify', body: { response: MADE_UP_WEBAUTHN_ANSWER } }),
  disableTotp: async () => ({ method: 'POST', url: '/v1/mfa/totp/disable', body: { code: '000000' } }),
  listTenants: async () => ({ method: 'GET', url: '/v1/tenants' }),
  createTenant: async () => ({ method: 'POST', url: '/v1/tenants', body: { name: unique('Matrix') } }),
  acceptInvitation: async () => ({ method: 'POST', url: '/v1/invitations/accept', body: { token: `gki_${'x'.repeat(43)}` } }),
  listPlans: async () => ({ method: 'GET', url: '/v1/plans' }),

  // tenantMember and tenantManage, on the cast's tenant.
  getTenant: async () => ({ method: 'GET', url: T() }),
  deleteTenant: async () => ({ method: 'DELETE', url: `/v1/tenants/${await freshTenant()}` }),
  updateTenant: async () => ({ method: 'PATCH', url: T(), body: { name: 'Acme' } }),
  listMembers: async () => ({ method: 'GET', url: `${T()}/members` }),
  addMember: async () => ({ method: 'POST', url: `${T()}/members`, body: { email: (await freshUser()).email, role: 'member' } }),
  removeMember: async () => ({ method: 'DELETE', url: `${T()}/members/${(await freshMember()).user.id}` }),
  updateMember: async () => ({ method: 'PATCH', url: `${T()}/members/${(await freshMember()).user.id}`, body: { role: 'member' } }),
  listInvitations: async () => ({ method: 'GET', url: `${T()}/invitations` }),
  createInvitation: async () => ({ method: 'POST', url: `${T()}/invitations`, body: { email: uniqueEmail('invited'), role: 'member' } }),
  getInvitation: async () => ({ method: 'GET', url: `${T()}/invitations/${fx.invitationId}` }),
  revokeInvitation: async () => {
    const invitation = await must(await asOwner('POST', `${T()}/invitations`, { email: uniqueEmail('revoked'), role: 'member' }), 201);
    return { method: 'DELETE', url: `${T()}/invitations/${invitation.id}` };
  },
  listRoles: async () => ({ method: 'GET', url: `${T()}/roles` }),
  createRole: async () => ({ method: 'POST', url: `${T()}/roles`, body: { name: unique('role'), permissions: ['audit:read'] } }),
  deleteRole: async () => {
    const role = await must(await asOwner('POST', `${T()}/roles`, { name: unique('doomed'), permissions: [] }), 201);
    return { method: 'DELETE', url: `${T()}/roles/${role.id}` };
  },
  updateRole: async () => ({ method: 'PATCH', url: `${T()}/roles/${fx.roleId}`, body: { description: 'reads the audit log' } }),
  listProviderConfigs: async () => ({ method: 'GET', url: `${T()}/provider-configs` }),
  createProviderConfig: async () => ({ method: 'POST', url: `${T()}/provider-configs`, body: oidc(unique('IdP')) }),
  getProviderConfig: async () => ({ method: 'GET', url: `${T()}/provider-configs/${fx.configId}` }),
  deleteProviderConfig: async () => {
    const config = await must(await asOwner('POST', `${T()}/provider-configs`, oidc(unique('Doomed IdP'))), 201);
    return { method: 'DELETE', url: `${T()}/provider-configs/${config.id}` };
  },
  updateProviderConfig: async () => ({ method: 'PATCH', url: `${T()}/provider-configs/${fx.configId}`, body: { name: 'Matrix IdP' } }),
  listWebhookEndpoints: async () => ({ method: 'GET', url: `${T()}/webhook-endpoints` }),
  createWebhookEndpoint: async () => ({
    method: 'POST',
    url: `${T()}/webhook-endpoints`,
    body: { url: WEBHOOK_URL, eventTypes: ['role.created'] },
  }),
  getWebhookEndpoint: async () => ({ method: 'GET', url: `${T()}/webhook-endpoints/${fx.endpointId}` }),
  deleteWebhookEndpoint: async () => {
    const created = await must(await asOwner('POST', `${T()}/webhook-endpoints`, { url: WEBHOOK_URL, eventTypes: ['role.deleted'] }), 201);
    return { method: 'DELETE', url: `${T()}/webhook-endpoints/${created.webhookEndpoint.id}` };
  },
  updateWebhookEndpoint: async () => ({
    method: 'PATCH',
    url: `${T()}/webhook-endpoints/${fx.endpointId}`,
    body: { description: 'matrix' },
  }),
  rotateWebhookEndpointSecret: async () => ({ method: 'POST', url: `${T()}/webhook-endpoints/${fx.endpointId}/rotate-secret` }),
  // An endpoint on a loopback receiver (test apps allow private targets): the test event is sent for real.
  sendTestWebhookEvent: async () => {
    const created = await must(await asOwner('POST', `${T()}/webhook-endpoints`, { url: receiver.url, eventTypes: ['role.deleted'] }), 201);
    return { method: 'POST', url: `${T()}/webhook-endpoints/${created.webhookEndpoint.id}/test` };
  },
  listWebhookDeliveries: async () => ({ method: 'GET', url: `${T()}/webhook-endpoints/${fx.endpointId}/deliveries` }),
  redeliverWebhookDelivery: async () => {
    const { endpointId, deliveryId } = await finishedDelivery();
    return { method: 'POST', url: `${T()}/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/redeliver` };
  },
  listAuditEvents: async () => ({ method: 'GET', url: `${T()}/audit-events` }),
  listAuditCheckpoints: async () => ({ method: 'GET', url: `${T()}/audit/checkpoints` }),
  getAuditInclusionProof: async () => {
    const events = await must(await asOwner('GET', `${T()}/audit-events?limit=1`), 200);
    return { method: 'GET', url: `${T()}/audit-events/${events.items[0].id}/proof` };
  },
  getAuditConsistencyProof: async () => ({ method: 'GET', url: `${T()}/audit/consistency?from=1` }),
  exportAuditEvents: async () => ({ method: 'GET', url: `/v1/audit/export?tenantId=${cast.tenant.id}` }),
  listApiKeys: async () => ({ method: 'GET', url: `${T()}/api-keys` }),
  createApiKey: async () => ({ method: 'POST', url: `${T()}/api-keys`, body: { name: unique('key'), scopes: [] } }),
  getApiKey: async () => ({ method: 'GET', url: `${T()}/api-keys/${fx.keyId}` }),
  revokeApiKey: async () => {
    const created = await must(await asOwner('POST', `${T()}/api-keys`, { name: unique('doomed'), scopes: [] }), 201);
    return { method: 'DELETE', url: `${T()}/api-keys/${created.apiKey.id}` };
  },

  // platformPermission.
  listServiceAccounts: async () => ({ method: 'GET', url: '/v1/platform/service-accounts?limit=5' }),
  createServiceAccount: async () => ({
    method: 'POST',
    url: '/v1/platform/service-accounts',
    body: { name: unique('new'), permissions: [] },
  }),
  getServiceAccount: async () => ({ method: 'GET', url: `/v1/platform/service-accounts/${fx.serviceAccountId}` }),
  updateServiceAccount: async () => ({
    method: 'PATCH',
    url: `/v1/platform/service-accounts/${fx.serviceAccountId}`,
    body: { name: unique('renamed') },
  }),
  disableServiceAccount: async () => ({ method: 'DELETE', url: `/v1/platform/service-accounts/${await freshServiceAccount()}` }),
  rotateServiceAccountKey: async () => ({ method: 'POST', url: `/v1/platform/service-accounts/${await freshServiceAccount()}/rotate-key` }),
  exportPlatformAuditEvents: async () => ({
    method: 'GET',
    url: `/v1/platform/audit/export?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
  }),
  createPlan: async () => ({ method: 'POST', url: '/v1/platform/plans', body: { key: unique('plan'), name: 'Matrix plan' } }),
  updatePlan: async () => ({ method: 'PATCH', url: `/v1/platform/plans/${fx.planId}`, body: { name: unique('Plan') } }),
  assignTenantPlan: async () => ({ method: 'PUT', url: `/v1/platform/tenants/${cast.otherTenant.id}/plan`, body: { planId: fx.planId } }),
  listPlatformTenants: async () => ({ method: 'GET', url: '/v1/platform/tenants?limit=5' }),
  listPlatformOidcClients: async () => ({ method: 'GET', url: '/v1/platform/oidc-clients' }),
  createPlatformOidcClient: async () => ({ method: 'POST', url: '/v1/platform/oidc-clients', body: OIDC_CLIENT }),
  getPlatformOidcClient: async () => ({ method: 'GET', url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}` }),
  updatePlatformOidcClient: async () => ({
    method: 'PATCH',
    url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}`,
    body: { firstParty: true },
  }),
  deletePlatformOidcClient: async () => ({
    method: 'DELETE',
    url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}`,
  }),
  rotatePlatformOidcClientSecret: async () => ({
    method: 'POST',
    url: `/v1/platform/oidc-clients/${await freshPlatformOidcClient(t, BOOTSTRAP)}/rotate-secret`,
  }),
  listConnections: async () => ({ method: 'GET', url: '/v1/platform/connections' }),
  createConnection: async () => {
    await makeRoomForConnection(t, BOOTSTRAP, CONNECTION_NAME);
    return { method: 'POST', url: '/v1/platform/connections', body: connectionBody(CONNECTION_NAME) };
  },
  getConnection: async () => ({ method: 'GET', url: `/v1/platform/connections/${await freshConnection(t, BOOTSTRAP, CONNECTION_NAME)}` }),
  updateConnection: async () => ({
    method: 'PATCH',
    url: `/v1/platform/connections/${await freshConnection(t, BOOTSTRAP, CONNECTION_NAME)}`,
    body: { enabled: false },
  }),
  deleteConnection: async () => ({
    method: 'DELETE',
    url: `/v1/platform/connections/${await freshConnection(t, BOOTSTRAP, CONNECTION_NAME)}`,
  }),
  getPlatformTenant: async () => ({ method: 'GET', url: `/v1/platform/tenants/${cast.tenant.id}` }),
  // Tenants through the platform. A caller the guard refuses is aimed at the cast's tenant (it
  // must change nothing there); one it lets in gets a tenant of its own to change or delete.
  createPlatformTenant: async () => ({
    method: 'POST',
    url: '/v1/platform/tenants',
    body: { name: unique('Platform'), ownerEmail: uniqueEmail('platform-owner') },
  }),
  updatePlatformTenant: async () => ({
    method: 'PATCH',
    url: `/v1/platform/tenants/${cast.otherTenant.id}`,
    body: { metadata: { matrix: true } },
  }),
  deletePlatformTenant: async (caller) => ({
    method: 'DELETE',
    url: `/v1/platform/tenants/${platformMayAct(caller) ? (await platformTenantWithInvitation(t, BOOTSTRAP)).tenantId : cast.tenant.id}`,
  }),
  listDomains: async () => ({ method: 'GET', url: `${T()}/domains` }),
  createDomain: async () => ({ method: 'POST', url: `${T()}/domains`, body: { domain: `${unique('matrix')}.example.test` } }),
  getDomain: async () => ({ method: 'GET', url: `${T()}/domains/${await freshDomain()}` }),
  deleteDomain: async () => ({ method: 'DELETE', url: `${T()}/domains/${await freshDomain()}` }),
  verifyDomain: async () => ({ method: 'POST', url: `${T()}/domains/${await freshDomain({ published: true })}/verify` }),
  getScimServiceProviderConfig: async () => ({ method: 'GET', url: `${SCIM}/ServiceProviderConfig` }),
  listScimResourceTypes: async () => ({ method: 'GET', url: `${SCIM}/ResourceTypes` }),
  getScimResourceType: async () => ({ method: 'GET', url: `${SCIM}/ResourceTypes/User` }),
  listScimSchemas: async () => ({ method: 'GET', url: `${SCIM}/Schemas` }),
  getScimSchema: async () => ({ method: 'GET', url: `${SCIM}/Schemas/urn:ietf:params:scim:schemas:core:2.0:User` }),
  searchScim: async () => ({ method: 'POST', url: `${SCIM}/.search`, body: { schemas: [SEARCH_REQUEST] } }),
  listScimUsers: async () => ({ method: 'GET', url: `${SCIM}/Users` }),
  searchScimUsers: async () => ({ method: 'POST', url: `${SCIM}/Users/.search`, body: { schemas: [SEARCH_REQUEST] } }),
  createScimUser: async () => ({ method: 'POST', url: `${SCIM}/Users`, body: scimUser() }),
  getScimUser: async () => ({ method: 'GET', url: `${SCIM}/Users/${await freshScim('Users')}` }),
  replaceScimUser: async () => ({ method: 'PUT', url: `${SCIM}/Users/${await freshScim('Users')}`, body: scimUser() }),
  patchScimUser: async () => ({ method: 'PATCH', url: `${SCIM}/Users/${await freshScim('Users')}`, body: SCIM_PATCH }),
  deleteScimUser: async () => ({ method: 'DELETE', url: `${SCIM}/Users/${await freshScim('Users')}` }),
  listScimGroups: async () => ({ method: 'GET', url: `${SCIM}/Groups` }),
  searchScimGroups: async () => ({ method: 'POST', url: `${SCIM}/Groups/.search`, body: { schemas: [SEARCH_REQUEST] } }),
  createScimGroup: async () => ({ method: 'POST', url: `${SCIM}/Groups`, body: scimGroup() }),
  getScimGroup: async () => ({ method: 'GET', url: `${SCIM}/Groups/${await freshScim('Groups')}` }),
  replaceScimGroup: async () => ({ method: 'PUT', url: `${SCIM}/Groups/${await freshScim('Groups')}`, body: scimGroup() }),
  patchScimGroup: async () => ({ method: 'PATCH', url: `${SCIM}/Groups/${await freshScim('Groups')}`, body: SCIM_PATCH }),
  deleteScimGroup: async () => ({ method: 'DELETE', url: `${SCIM}/Groups/${await freshScim('Groups')}` }),
  listDirectories: async () => ({ method: 'GET', url: `${T()}/directories` }),
  createDirectory: async () => ({ method: 'POST', url: `${T()}/directories`, body: { name: unique('Directory') } }),
  getDirectory: async () => ({ method: 'GET', url: `${T()}/directories/${await freshDirectory({ shared: true })}` }),
  deleteDirectory: async () => ({ method: 'DELETE', url: `${T()}/directories/${await freshDirectory()}` }),
  updateDirectory: async () => ({
    method: 'PATCH',
    url: `${T()}/directories/${await freshDirectory({ shared: true })}`,
    body: { name: unique('Directory') },
  }),
  rotateDirectoryToken: async () => ({ method: 'POST', url: `${T()}/directories/${await freshDirectory({ shared: true })}/rotate-token` }),
  listOidcClients: async () => ({ method: 'GET', url: `${T()}/oidc-clients` }),
  createOidcClient: async () => ({ method: 'POST', url: `${T()}/oidc-clients`, body: OIDC_CLIENT }),
  getOidcClient: async () => ({ method: 'GET', url: `${T()}/oidc-clients/${await freshOidcClient()}` }),
  updateOidcClient: async () => ({ method: 'PATCH', url: `${T()}/oidc-clients/${await freshOidcClient()}`, body: { firstParty: true } }),
  deleteOidcClient: async () => ({ method: 'DELETE', url: `${T()}/oidc-clients/${await freshOidcClient()}` }),
  rotateOidcClientSecret: async () => ({ method: 'POST', url: `${T()}/oidc-clients/${await freshOidcClient()}/rotate-secret` }),
  listPlatformTenantMembers: async () => ({ method: 'GET', url: `/v1/platform/tenants/${cast.tenant.id}/members` }),
  updatePlatformTenantMember: async () => ({
    method: 'PATCH',
    url: `/v1/platform/tenants/${cast.tenant.id}/members/${cast.member.user.id}`,
    body: { role: 'member' },
  }),
  removePlatformTenantMember: async (caller) => {
    const { tenantId, userId } = platformMayAct(caller)
      ? await platformTenantWithMember(t, BOOTSTRAP).then((made) => ({ tenantId: made.tenantId, userId: made.member.user.id }))
      : { tenantId: cast.tenant.id, userId: cast.member.user.id };
    return { method: 'DELETE', url: `/v1/platform/tenants/${tenantId}/members/${userId}` };
  },
  listPlatformTenantInvitations: async () => ({ method: 'GET', url: `/v1/platform/tenants/${cast.tenant.id}/invitations` }),
  getPlatformTenantInvitation: async () => ({
    method: 'GET',
    url: `/v1/platform/tenants/${cast.tenant.id}/invitations/${fx.invitationId}`,
  }),
  createPlatformTenantInvitation: async (caller) => ({
    method: 'POST',
    url: `/v1/platform/tenants/${platformMayAct(caller) ? (await platformTenantWithInvitation(t, BOOTSTRAP)).tenantId : cast.tenant.id}/invitations`,
    body: { email: uniqueEmail('platform-invitee'), role: 'member' },
  }),
  revokePlatformTenantInvitation: async (caller) => {
    const { tenantId, invitationId } = platformMayAct(caller)
      ? await platformTenantWithInvitation(t, BOOTSTRAP)
      : { tenantId: cast.tenant.id, invitationId: fx.invitationId };
    return { method: 'DELETE', url: `/v1/platform/tenants/${tenantId}/invitations/${invitationId}` };
  },
  listUsers: async () => ({ method: 'GET', url: '/v1/platform/users?limit=5&disabled=false' }),
  getUser: async () => ({ method: 'GET', url: `/v1/platform/users/${cast.member.user.id}` }),
  updateUser: async () => ({ method: 'PATCH', url: `/v1/platform/users/${cast.member.user.id}`, body: { publicMetadata: { seen: true } } }),
  disableUser: async () => ({ method: 'POST', url: `/v1/platform/users/${(await freshUser()).user.id}/disable` }),
  enableUser: async () => ({ method: 'POST', url: `/v1/platform/users/${(await freshUser()).user.id}/enable` }),
  deleteUser: async () => ({ method: 'DELETE', url: `/v1/platform/users/${(await freshUser()).user.id}` }),
  revokeUserSessions: async () => ({ method: 'POST', url: `/v1/platform/users/${(await freshUser()).user.id}/revoke-sessions` }),
  listJobs: async () => ({ method: 'GET', url: '/v1/platform/jobs?limit=5&status=queued' }),
  createJob: async () => ({
    method: 'POST',
    url: '/v1/platform/jobs',
    body: { type: 'api_keys.expire_sweep', payload: {}, runAt: FAR_FUTURE },
  }),
  getJob: async () => ({ method: 'GET', url: `/v1/platform/jobs/${fx.jobId}` }),
  cancelJob: async () => ({ method: 'POST', url: `/v1/platform/jobs/${await queuedJob()}/cancel` }),
};

/**
 * A delivery that can be redelivered: finished, with no redelivery pending. An endpoint of its
 * own gets one delivery of a new role; no worker runs, so it is finished as an operator can,
 * by cancelling its job.
 */
async function finishedDelivery(): Promise<{ endpointId: string; deliveryId: string }> {
  const created = await must(await asOwner('POST', `${T()}/webhook-endpoints`, { url: WEBHOOK_URL, eventTypes: ['role.created'] }), 201);
  const endpointId = created.webhookEndpoint.id as string;
  await must(await asOwner('POST', `${T()}/roles`, { name: unique('redelivered'), permissions: [] }), 201);
  const [delivery] = (await must(await asOwner('GET', `${T()}/webhook-endpoints/${endpointId}/deliveries`), 200)).items;
  await must(await t.call('POST', `/v1/platform/jobs/${delivery.jobId}/cancel`, { token: await accountKey(['jobs:write']) }), 200);
  return { endpointId, deliveryId: delivery.id };
}

function oidc(name: string) {
  return { type: 'oidc', name, oidc: { issuer: 'https://idp.example.com', clientId: 'matrix', clientSecret: 'matrix-secret' } };
}

/** A service account with no permissions: within every operator's reach. */
const freshServiceAccount = async () =>
  (
    await must(
      await t.call('POST', '/v1/platform/service-accounts', { token: BOOTSTRAP, body: { name: unique('target'), permissions: [] } }),
      201,
    )
  ).serviceAccount.id as string;

async function queuedJob(): Promise<string> {
  const body = { type: 'api_keys.expire_sweep', payload: {}, runAt: FAR_FUTURE };
  return (await must(await t.call('POST', '/v1/platform/jobs', { token: await accountKey(['jobs:write']), body }), 201)).id;
}

/** The token a caller sends for one operation; undefined: no Authorization header at all. */
async function tokenOf(caller: Caller, access: AccessPolicy): Promise<string | undefined> {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'user of another tenant':
      return cast.outsider.accessToken;
    case 'member':
    case 'admin':
    case 'owner':
      return cast[caller].accessToken;
    case 'service account with the permission':
      return accountKey(access.policy === 'platformPermission' ? [access.permission] : PLATFORM_PERMISSIONS);
    case 'service account without it':
      return accountKey(access.policy === 'platformPermission' ? PLATFORM_PERMISSIONS.filter((p) => p !== access.permission) : []);
    default:
      return credentials[caller];
  }
}

beforeAll(async () => {
  receiver = await startReceiver();
  dns = await startDnsServer();
  t = await startTestApp({
    BOOTSTRAP_TOKEN: BOOTSTRAP,
    RATE_LIMIT_PUBLIC_MAX: '1000000',
    RATE_LIMIT_PLATFORM_MAX: '1000000',
    DNS_SERVERS: dns.address,
  });
  cast = await tenantWithCast(t);
  // The free plan's limits would turn the later creates into 403s; this file is about the guard.
  const billing = await accountKey(['billing:write']);
  const unlimited = await must(
    await t.call('POST', '/v1/platform/plans', {
      token: billing,
      body: { key: unique('unlimited'), name: 'Unlimited', limits: { maxMembers: null, maxApiKeys: null, maxWebhookEndpoints: null } },
    }),
    201,
  );
  await must(
    await t.call('PUT', `${T().replace('/v1/tenants', '/v1/platform/tenants')}/plan`, { token: billing, body: { planId: unlimited.id } }),
    200,
  );

  const endpoint = await must(
    await asOwner('POST', `${T()}/webhook-endpoints`, { url: WEBHOOK_URL, eventTypes: ['role.created', 'api_key.created'] }),
    201,
  );
  const role = await must(await asOwner('POST', `${T()}/roles`, { name: unique('auditor'), permissions: ['audit:read'] }), 201);
  const config = await must(await asOwner('POST', `${T()}/provider-configs`, oidc('Matrix IdP')), 201);
  const key = await must(await asOwner('POST', `${T()}/api-keys`, { name: 'matrix', scopes: ['audit:read'] }), 201);
  const invitation = await must(await asOwner('POST', `${T()}/invitations`, { email: uniqueEmail('pending'), role: 'member' }), 201);
  const plan = await must(
    await t.call('POST', '/v1/platform/plans', { token: billing, body: { key: unique('fixture'), name: 'Fixture' } }),
    201,
  );

  fx = {
    roleId: role.id,
    configId: config.id,
    endpointId: endpoint.webhookEndpoint.id,
    keyId: key.apiKey.id,
    key: key.secret,
    invitationId: invitation.id,
    planId: plan.id,
    serviceAccountId: await freshServiceAccount(),
    jobId: await queuedJob(),
  };
  const minted = await must(await t.call('POST', '/v1/keys/token', { body: { key: key.secret } }), 200);
  credentials = {
    'garbage token': 'not-a-token-at-all',
    'expired user token': await expiredTokenOf(cast.owner),
    'API-key JWT': minted.accessToken,
    'bootstrap token': BOOTSTRAP,
    'directory token': (await must(await asOwner('POST', `${T()}/directories`, { name: 'Matrix directory' }), 201)).token,
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await dns?.close();
});

/** The owner's own access token as it will read once it has expired: signed by the real key. */
async function expiredTokenOf(account: Account): Promise<string> {
  const key = createPrivateKey(readFileSync(inject('signingKeyFile'), 'utf8'));
  const claims = decodeJwt(account.accessToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iss: SHARED_ISSUER, iat: now - 3_600, exp: now - 1_800 })
    .setProtectedHeader(decodeProtectedHeader(account.accessToken) as { alg: string })
    .sign(key);
}

describe('the policy matrix', () => {
  it('has a request for every operation of openapi.yaml', () => {
    expect(OPERATIONS.map((op) => op.operationId).filter((id) => !REQUESTS[id])).toEqual([]);
    expect(Object.keys(REQUESTS).filter((id) => !spec.operations.has(id))).toEqual([]);
    console.info(
      `policy matrix: ${OPERATIONS.length} operations × ${CALLERS.length} callers = ${OPERATIONS.length * CALLERS.length} cells`,
    );
  });

  describe.each(OPERATIONS.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const access = op.access!;
      const request = await REQUESTS[operationId]!(caller);
      const callerToken = await tokenOf(caller, access);
      // A request that uses something up brings its own user token; other callers keep theirs.
      const token = request.token && (USERS as readonly string[]).includes(caller) ? request.token : callerToken;
      const response = await t.call(request.method as never, request.url, { token, body: request.body, headers: request.headers });
      const want = expected(access, caller);
      const where = `${operationId} as ${caller}: ${response.status} ${response.text.slice(0, 300)}`;
      if (want === 'allowed') {
        const answer = allowedAnswer(operationId, caller);
        if (answer) {
          expect(response.status, where).toBe(answer.status);
          expect(response.body?.code, where).toBe(answer.code);
        } else {
          expect(response.status, where).toBeGreaterThanOrEqual(200);
          expect(response.status, where).toBeLessThan(300);
        }
      } else {
        expect(response.status, where).toBe(want.status);
        if (access.policy === 'scimDirectory') {
          // The SCIM service answers SCIM errors (RFC 7644 §3.12), which carry no code of ours.
          expect(response.body, where).toEqual({ schemas: [SCIM_ERROR], status: String(want.status), detail: expect.any(String) });
        } else {
          expect(response.body, where).toEqual({ ok: false, error: expect.any(String), code: want.code });
        }
      }
      // Issue 30: every 401 carries a challenge (RFC 6750), invalid_token only for a refused bearer credential.
      if (response.status === 401) {
        expect(response.headers['www-authenticate'], where).toMatch(/^Bearer realm="gatekeep"/);
        expect(String(response.headers['www-authenticate']).includes('error="invalid_token"'), where).toBe(
          caller !== 'anonymous' && want !== 'allowed',
        );
      }
    });
  });
});
