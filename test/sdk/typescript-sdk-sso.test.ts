import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../scripts/dns-server.mjs';
import { ApiError, Gatekeep } from '../../sdk-ts/src/index.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { type OidcIdp, startOidcIdp } from '../helpers/oidc-idp.ts';
import { startSamlIdp } from '../helpers/saml-idp.ts';
import { samlTenant } from '../sso/saml-helpers.ts';
import { APP_REDIRECT, ssoTenant } from '../sso/helpers.ts';

let server: Awaited<ReturnType<typeof startLiveServer>>;
let dns: DnsServer;
let idp: OidcIdp;
beforeAll(async () => {
  dns = await startDnsServer();
  idp = await startOidcIdp();
  server = await startLiveServer({ DNS_SERVERS: dns.address, SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
});
afterAll(async () => {
  await server.close();
  await idp.close();
  await dns.close();
});

describe('the TypeScript SDK on SSO routes', () => {
  it('discovers, starts, and exchanges the code the callback gave the app for tokens and the profile', async () => {
    const { tenant, config, email } = await ssoTenant({ t: server, idp, dns });
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    expect((await gk.discoverSso({ email: email('ada') })).items.map((item) => item.providerConfigId)).toEqual([config.id]);
    const { url } = await gk.startSso({ email: email('ada'), redirectUri: APP_REDIRECT, state: 'sdk' });
    idp.signInAs({ sub: 'sdk-ada', email: email('ada'), email_verified: true, name: 'Ada' });
    const back = await idp.authorize(url);
    // The browser's step: Gatekeep's callback answers 303 to the app.
    const callback = await fetch(`${server.baseUrl}/v1/sso/oidc/callback${back.search}`, { redirect: 'manual' });
    expect(callback.status).toBe(303);
    const code = new URL(callback.headers.get('location')!).searchParams.get('code')!;
    const signedIn = await gk.exchangeSsoCode({ code });
    expect('profile' in signedIn && signedIn.profile).toEqual({
      providerConfigId: config.id,
      tenantId: tenant.id,
      subject: 'sdk-ada',
      email: email('ada'),
      name: 'Ada',
    });
    const again = await gk.exchangeSsoCode({ code }).catch((err: unknown) => err);
    expect(again).toBeInstanceOf(ApiError);
    expect([(again as ApiError).status, (again as ApiError).code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });

  it("reads a SAML config's SP metadata as text, and raises 404 for an unknown config", async () => {
    const { config } = await samlTenant({ t: server, idp: await startSamlIdp(), dns });
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    const metadata = await gk.getSamlMetadata(config.id);
    expect(metadata).toContain(`entityID="${config.saml.spEntityId}"`);
    expect(metadata).toContain(`Location="${config.saml.acsUrl}"`);
    const unknown = await gk.getSamlMetadata('prv_unknown').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiError);
    expect([(unknown as ApiError).status, (unknown as ApiError).code]).toEqual([404, 'NOT_FOUND']);
  });
});
