import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { type OidcAccount, type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import { createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Schemas } from '../../server/api-types.ts';

/** Where the app under test wants its users back (an allowed redirect URI). */
export const APP_REDIRECT = 'https://app.example.com/sso/callback';

export interface SsoWorld {
  t: TestApp;
  idp: OidcIdp;
  dns: DnsServer;
  close(): Promise<void>;
}

/** An app that resolves through a DNS server on loopback and trusts IdPs on loopback, and a real OpenID Provider. */
export async function startSsoWorld(env: Record<string, string> = {}): Promise<SsoWorld> {
  const dns = await startDnsServer();
  const idp = await startOidcIdp();
  const t = await startTestApp({ DNS_SERVERS: dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true', ...env });
  return {
    t,
    idp,
    dns,
    async close() {
      await t.close();
      await idp.close();
      await dns.close();
    },
  };
}

export const uniqueDomain = () => `acme-${randomBytes(5).toString('hex')}.test`;

/** An owner, their tenant, and a domain it verified (its TXT record served by the world's DNS server). */
export async function verifiedTenant(world: Pick<SsoWorld, 't' | 'dns'>) {
  const { t, dns } = world;
  const owner = await signUp(t);
  const tenant = await createTenant(t, owner);
  const domain = uniqueDomain();
  const claimed = await t.operation('createDomain', { params: { tenantId: tenant.id }, body: { domain }, token: owner.accessToken });
  dns.records.set(claimed.data.verification.name, [[claimed.data.verification.value]]);
  const verified = await t.operation('verifyDomain', {
    params: { tenantId: tenant.id, domainId: claimed.data.id },
    token: owner.accessToken,
  });
  expect(verified.data.status).toBe('verified');
  return { owner, tenant, domain };
}

/** An owner, their tenant, a domain it verified, and an OIDC config at the world's IdP. */
export async function ssoTenant(world: Pick<SsoWorld, 't' | 'idp' | 'dns'>, settings: Record<string, unknown> = {}) {
  const { t, idp } = world;
  const { owner, tenant, domain } = await verifiedTenant(world);
  const clientId = `gatekeep-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const created = await t.operation('createProviderConfig', {
    params: { tenantId: tenant.id },
    body: {
      type: 'oidc',
      name: 'Acme IdP',
      enabled: true,
      oidc: { issuer: idp.issuer, clientId, clientSecret },
      allowedRedirectUris: [APP_REDIRECT],
      ...settings,
    },
    token: owner.accessToken,
  });
  expect(created.status, created.text).toBe(201);
  idp.addClient({ clientId, clientSecret, redirectUris: [created.data.oidc!.redirectUri] });
  return { owner, tenant, domain, config: created.data, email: (local: string) => `${local}@${domain}` };
}

/**
 * The browser's part: startSso, the IdP (signing in as `account`), then Gatekeep's callback.
 * Answers the callback's response (303 to the app, or 400) and where it points.
 */
export async function signInThrough(
  world: Pick<SsoWorld, 't' | 'idp'>,
  configId: string,
  account: OidcAccount,
  options: { state?: string; codeChallenge?: string; rewrite?: (url: URL) => void } = {},
) {
  const { t, idp } = world;
  idp.signInAs(account);
  const started = await t.operation('startSso', {
    body: {
      providerConfigId: configId,
      redirectUri: APP_REDIRECT,
      state: options.state ?? 'app-state',
      ...(options.codeChallenge ? { codeChallenge: options.codeChallenge, codeChallengeMethod: 'S256' } : {}),
    },
  });
  expect(started.status, started.text).toBe(200);
  const authorization = new URL(started.data.url);
  options.rewrite?.(authorization);
  const back = await idp.authorize(authorization.toString());
  const callback = await t.call('GET', `/v1/sso/oidc/callback${back.search}`);
  const location = callback.status === 303 ? new URL(callback.headers.location as string) : undefined;
  return { callback, location, query: back.search, answer: location ? Object.fromEntries(location.searchParams) : {} };
}

/** exchangeSsoCode, its answer typed as either branch (tokens with the profile, or an MFA challenge). */
export async function exchangeCode(t: TestApp, code: string | undefined, codeVerifier?: string) {
  const response = await t.operation('exchangeSsoCode', {
    body: { code: code ?? 'no-code-came-back', ...(codeVerifier ? { codeVerifier } : {}) },
  });
  return { ...response, data: response.data as Schemas['SsoTokens'] & Partial<Schemas['MfaChallenge']> };
}
