import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type AdapterPayload, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { secretsEqual } from '../../identity/constant-time.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import { oidcAdapterFactory } from './adapter.ts';
import { GATEKEEP_CLIENT_PROPERTIES } from './clients.ts';

/** Where the provider's endpoints live: under /v1/oidc, beside the API (contract, third wave). */
export const OIDC_PREFIX = '/v1/oidc';

/** The claims of one person, as findAccount reads them; the provider keeps those the grant allows. */
export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string | null;
  /** The `organization` scope's claims, for a client of a tenant the person belongs to. */
  tid?: string;
  role?: string;
  permissions?: string[];
}

export interface OidcProviderOptions {
  issuer: string;
  db: Db;
  /** Clients built into the server (the portal), found before the stored ones. */
  builtInClients?: AdapterPayload[];
  /** Private JWKs, RS256, the key that signs first (the key ring's). */
  signingKeys: Record<string, unknown>[];
  /** Cookie signing keys: the first signs, all verify. */
  cookieKeys: string[];
  /** Headers every page the provider renders carries (the hosted pages' CSP). */
  pageHeaders: Record<string, string>;
  ttl: { accessToken: number; refreshToken: number; session: number };
  /** A person's claims for a client of `tenantId` (null: a platform client); undefined ends the token or flow. */
  findAccount(userId: string, tenantId: string | null): Promise<AccountClaims | undefined>;
  /** The hosted page that handles an interaction (sign-in, consent). */
  interactionUrl(uid: string): string;
  /** After RP-initiated logout: ends the hosted pages' Gatekeep session named by this request's cookies. */
  endBrowserSession(request: { cookieHeader: string | undefined; ip: string; userAgent: string | undefined }): Promise<void>;
  pages: {
    logout(form: string): string;
    loggedOut(): string;
    error(error: { error?: string; error_description?: string }): string;
  };
}

export type OidcRequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Gatekeep's OpenID Provider: panva's oidc-provider (OpenID Certified), configured for the
 * authorization code flow only (no implicit or hybrid response types), PKCE required of public
 * clients, refresh tokens that rotate on every use (a reused one revokes its whole grant), and
 * every token tied to the Gatekeep session it was granted under (adapter.ts).
 */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const clientTenant = (ctx: KoaContextWithOIDC): string | null => (ctx.oidc.client?.['tenant_id'] as string | null | undefined) ?? null;
  const configuration: Configuration = {
    adapter: oidcAdapterFactory(options.db, options.builtInClients),
    jwks: { keys: options.signingKeys as never },
    cookies: { keys: options.cookieKeys, long: { signed: true }, short: { signed: true } },
    routes: {
      authorization: `${OIDC_PREFIX}/authorize`,
      token: `${OIDC_PREFIX}/token`,
      userinfo: `${OIDC_PREFIX}/userinfo`,
      revocation: `${OIDC_PREFIX}/revoke`,
      introspection: `${OIDC_PREFIX}/introspect`,
      end_session: `${OIDC_PREFIX}/logout`,
      pushed_authorization_request: `${OIDC_PREFIX}/par`,
      // Served by Gatekeep itself (the JWKS every verifier already reads); the provider only names it.
      jwks: '/.well-known/jwks.json',
    },
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'organization'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      organization: ['tid', 'role', 'permissions'],
    },
    // The contract: ID tokens carry the scopes' claims, not only userinfo.
    conformIdTokenClaims: false,
    extraClientMetadata: { properties: [...GATEKEEP_CLIENT_PROPERTIES] },
    // Every client allowed the refresh_token grant gets one, offline_access or not (a stock
    // library asks for it without prompt=consent, which the provider would otherwise drop).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: options.ttl.accessToken,
      AuthorizationCode: 60,
      ClientCredentials: options.ttl.accessToken,
      IdToken: options.ttl.accessToken,
      Interaction: 60 * 60,
      Grant: options.ttl.session,
      Session: options.ttl.session,
      RefreshToken: options.ttl.refreshToken,
    },
    async findAccount(ctx, sub) {
      const claims = await options.findAccount(sub, clientTenant(ctx));
      return claims && { accountId: sub, claims: async () => ({ ...claims }) };
    },
    interactions: { url: (_ctx, interaction) => options.interactionUrl(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: {
        enabled: true,
        // A client reads its own tokens, and a confidential client those of its owner's other
        // clients (a resource server of the same tenant); never another tenant's.
        allowedPolicy: async (ctx, client, token) =>
          token.clientId === client.clientId ||
          (client.clientAuthMethod !== 'none' && !!token.clientId && (await sameOwner(ctx, client.clientId, token.clientId))),
      },
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => renderPage(ctx, options.pages.logout(form)),
        postLogoutSuccessSource: (ctx) => renderPage(ctx, options.pages.loggedOut()),
      },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
    },
    renderError: (ctx, out) => renderPage(ctx, options.pages.error(out)),
  };
  function renderPage(ctx: KoaContextWithOIDC, html: string) {
    ctx.type = 'html';
    ctx.set(options.pageHeaders);
    ctx.body = html;
  }

  const provider = new Provider(options.issuer, configuration);
  // The mount (http/oidc-provider-mount.ts) replaces every forwarded header with what TRUST_PROXY allows.
  provider.proxy = true;
  // Client secrets are stored hashed (shown once, like API keys): compare the hash of what was sent.
  const client = provider.Client.prototype as unknown as { compareClientSecret(actual: string): boolean; clientSecret: string };
  client.compareClientSecret = function compareClientSecret(this: { clientSecret: string }, actual: string) {
    return secretsEqual(hashSecret(actual), this.clientSecret);
  };

  // A store that cannot be reached fails closed with 503, as every other route does, not 500.
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      ctx.status = 503;
      ctx.set('retry-after', '1');
    }
  });

  // OpenID Connect keeps offline_access only with prompt=consent, and the provider drops it
  // otherwise; stock libraries (authlib, Auth.js) ask for it without, then ask for it again on
  // refresh and are refused. Asking for it is asking for consent: the hosted page gives it at
  // once for a first-party client and asks the person for a third-party one.
  provider.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === `${OIDC_PREFIX}/authorize`) {
      const { scope, prompt } = ctx.query;
      const prompts = typeof prompt === 'string' ? prompt.split(' ').filter(Boolean) : [];
      const offline = typeof scope === 'string' && scope.split(' ').includes('offline_access');
      if (offline && !prompts.includes('consent') && !prompts.includes('none'))
        ctx.query = { ...ctx.query, prompt: [...prompts, 'consent'].join(' ') };
    }
    await next();
  });

  // response_mode=form_post answers with the provider's own page, whose one inline script (it
  // submits the form to the client's redirect URI, already matched exactly) is allowed by the
  // hash the provider adds to a script-src it finds. Set first, so that it finds one: the page
  // then runs that script alone, cannot be framed, and loads nothing. Pages of Gatekeep's own
  // (renderPage) replace these headers with theirs.
  provider.use(async (ctx, next) => {
    ctx.set({
      'content-security-policy': "default-src 'none'; script-src 'report-sample'; frame-ancestors 'none'; base-uri 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    await next();
  });

  // RP-initiated logout also ends the hosted pages' Gatekeep session (and with it every grant
  // given under it), not only the provider's own session cookie.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'end_session_confirm' && ctx.status < 400 && ctx.oidc.params?.['logout']) {
      await options.endBrowserSession({
        cookieHeader: ctx.get('cookie') || undefined,
        ip: ctx.ip,
        userAgent: ctx.get('user-agent') || undefined,
      });
    }
  });

  async function sameOwner(ctx: KoaContextWithOIDC, a: string, b: string): Promise<boolean> {
    const [first, second] = await Promise.all([ctx.oidc.provider.Client.find(a), ctx.oidc.provider.Client.find(b)]);
    return !!first && !!second && first['tenant_id'] === second['tenant_id'];
  }
  return provider;
}
