import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import type { Schemas } from '../../server/api-types.ts';
import { type RespondOptions, type SamlIdp, startSamlIdp } from '../helpers/saml-idp.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { APP_REDIRECT, verifiedTenant } from './helpers.ts';

export interface SamlWorld {
  t: TestApp;
  idp: SamlIdp;
  dns: DnsServer;
  close(): Promise<void>;
}

/** An app that resolves through a DNS server on loopback, and a SAML identity provider (samlify). */
export async function startSamlWorld(env: Record<string, string> = {}): Promise<SamlWorld> {
  const dns = await startDnsServer();
  const idp = await startSamlIdp();
  const t = await startTestApp({ DNS_SERVERS: dns.address, ...env });
  return {
    t,
    idp,
    dns,
    async close() {
      await t.close();
      await dns.close();
    },
  };
}

/** An owner, their tenant, a domain it verified, and a SAML config trusting `idp` (the world's unless told). */
export async function samlTenant(
  world: Pick<SamlWorld, 't' | 'dns'> & { idp: SamlIdp },
  settings: { saml?: Record<string, unknown> } & Record<string, unknown> = {},
) {
  const { t, idp } = world;
  const { owner, tenant, domain } = await verifiedTenant(world);
  const { saml, ...rest } = settings;
  const created = await t.operation('createProviderConfig', {
    params: { tenantId: tenant.id },
    body: {
      type: 'saml',
      name: 'Acme SAML',
      enabled: true,
      saml: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.certificate, allowIdpInitiated: false, ...saml },
      allowedRedirectUris: [APP_REDIRECT],
      ...rest,
    },
    token: owner.accessToken,
  });
  expect(created.status, created.text).toBe(201);
  const config = created.data as Schemas['ProviderConfig'] & { saml: NonNullable<Schemas['ProviderConfig']['saml']> };
  return { owner, tenant, domain, config, email: (local: string) => `${local}@${domain}` };
}

export type SamlConfig = Awaited<ReturnType<typeof samlTenant>>['config'];

/** startSso for a SAML config, and the AuthnRequest as the IdP reads it from the URL. */
export async function startSamlSignIn(t: TestApp, config: SamlConfig, state = 'app-state') {
  const started = await t.operation('startSso', { body: { providerConfigId: config.id, redirectUri: APP_REDIRECT, state } });
  expect(started.status, started.text).toBe(200);
  return started.data.url as string;
}

/** The browser's POST of the IdP's form to Gatekeep's ACS, and where the 303 points. */
export async function postToAcs(t: TestApp, samlResponse: string, relayState?: string | null) {
  const form = new URLSearchParams({ SAMLResponse: samlResponse, ...(relayState ? { RelayState: relayState } : {}) });
  const acs = await t.call('POST', '/v1/sso/saml/acs', {
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = acs.status === 303 ? new URL(acs.headers.location as string) : undefined;
  return { acs, location, answer: location ? Object.fromEntries(location.searchParams) : {} };
}

export interface SamlUser {
  nameId: string;
  email?: string;
  name?: string;
}

/**
 * A whole SP-initiated sign-in: startSso, the IdP reading the AuthnRequest and answering for
 * `user` (with `options` over the defaults), `tamper` applied to the response as an attacker
 * would, and the POST to the ACS with the RelayState the IdP was given.
 */
export async function samlSignInThrough(
  world: Pick<SamlWorld, 't' | 'idp'>,
  config: SamlConfig,
  user: SamlUser,
  options: { respond?: Partial<RespondOptions>; tamper?: (response: string) => string } = {},
) {
  const { t, idp } = world;
  const request = await idp.readRequest(await startSamlSignIn(t, config));
  const response = await idp.respond({
    spEntityId: config.saml.spEntityId,
    acsUrl: request.acsUrl,
    inResponseTo: request.id,
    nameId: user.nameId,
    email: user.email,
    name: user.name,
    ...options.respond,
  });
  return { request, response, ...(await postToAcs(t, options.tamper ? options.tamper(response) : response, request.relayState)) };
}

export const samlSubject = () => `idp-${randomBytes(6).toString('hex')}`;
