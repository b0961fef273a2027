import { KeyObject, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type Interaction } from 'oidc-provider';
import { inject as provided } from 'vitest';
import { CookieJar } from './cookie-jar.ts';
import { OidcMemoryStore } from './oidc-memory-store.ts';

/** Who signs in at the identity provider: the claims its ID tokens and userinfo carry. */
export interface OidcAccount {
  sub: string;
  email?: string;
  /** Omitted from the claims when undefined, as some providers do. */
  email_verified?: boolean;
  name?: string;
}

export interface OidcClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** How the client authenticates at the token endpoint; client_secret_basic unless given. */
  authMethod?: 'client_secret_basic' | 'client_secret_post';
}

export interface OidcIdp {
  /** https://127.0.0.1:<port>, with discovery at /.well-known/openid-configuration. */
  issuer: string;
  /**
   * The account that the following sign-ins get, whatever login and password are typed in the
   * interactive mode; its claims stay available for tokens already on their way.
   */
  signInAs(account: OidcAccount): void;
  /** Registers a client (again, to change one), at once: no restart. */
  addClient(client: OidcClientRegistration): void;
  /**
   * What a browser does with an authorization URL of this provider, when nothing needs typing:
   * follows the provider's redirects, with its cookies, and answers the first URL outside it (the
   * client's redirect_uri, with code and state or with error). Throws when the provider answers
   * with a page instead (an error it cannot send to the client, or the interactive login page).
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export interface OidcIdpOptions {
  /**
   * A login page to fill in (for a real browser) instead of signing in at once: a form with
   * `login` and `password` fields that accepts anything and signs in the signInAs account.
   */
  interactive?: boolean;
}

/** Where the provider sends the browser to sign in and consent; served beside the provider. */
const INTERACTION_PATH = '/interaction/';
const HOUR = 60 * 60;

/**
 * A real OpenID Provider (oidc-provider, the certified implementation) on https loopback, trusted
 * through the run's certificate authority (global-setup.ts), for testing single sign-on against
 * the real protocol: discovery, authorization code with PKCE, client authentication, signed ID
 * tokens. Sign-in and consent need no person unless `interactive`.
 */
export async function startOidcIdp(options: OidcIdpOptions = {}): Promise<OidcIdp> {
  const accounts = new Map<string, OidcAccount>();
  let signedIn: OidcAccount | undefined;
  let lastServerError: Error | undefined;
  const store = new OidcMemoryStore();

  const server = createServer({ cert: readFileSync(provided('tlsCertFile')), key: readFileSync(provided('tlsKeyFile')) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration = providerConfiguration(store, accounts, await signingKey());
  let provider: Provider;
  try {
    provider = new Provider(issuer, configuration);
  } catch (error) {
    server.close();
    throw error;
  }
  // Server errors are otherwise only logged under DEBUG; kept for authorize()'s message.
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    lastServerError = error;
  });

  const handleProtocol = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(INTERACTION_PATH)) return handleProtocol(request, response);
    interact(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });

  async function interact(request: IncomingMessage, response: ServerResponse) {
    const interaction = await provider.interactionDetails(request, response);
    if (interaction.prompt.name === 'login') {
      if (options.interactive && request.method === 'GET') return sendLoginPage(response, interaction.uid);
      if (!signedIn) throw new Error('signInAs() was not called before the authorization');
      return provider.interactionFinished(request, response, { login: { accountId: signedIn.sub } }, { mergeWithLastSubmission: false });
    }
    if (interaction.prompt.name === 'consent') {
      const grantId = await grantRequested(provider, interaction);
      return provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    throw new Error(`no answer for the prompt ${interaction.prompt.name}`);
  }

  return {
    issuer,
    signInAs(account) {
      accounts.set(account.sub, account);
      signedIn = account;
    },
    addClient(client) {
      store.put('Client', client.clientId, {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        token_endpoint_auth_method: client.authMethod ?? 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      });
    },
    async authorize(authorizationUrl) {
      const jar = new CookieJar();
      let url = new URL(authorizationUrl);
      if (url.origin !== issuer) throw new Error(`${authorizationUrl} is not an address of ${issuer}`);
      // A handful: authorization, sign-in, resume, consent, resume, then out.
      for (let hop = 0; hop < 20 && url.origin === issuer; hop += 1) {
        const cookie = jar.headerFor(url);
        lastServerError = undefined;
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        jar.store(response);
        const body = await response.text();
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          // Set by the listener while the request ran, which the compiler cannot see.
          const serverError = lastServerError as Error | undefined;
          const cause = serverError ? ` (${serverError.stack ?? serverError.message})` : '';
          throw new Error(`the identity provider answered ${response.status} to ${url.pathname}, not a redirect: ${body}${cause}`);
        }
        url = new URL(location, url);
      }
      if (url.origin === issuer) throw new Error(`the identity provider still redirected to itself after 20 redirects: ${url}`);
      return url;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** The provider's options (oidc-provider 9's documented configuration): everything but the defaults. */
function providerConfiguration(store: OidcMemoryStore, accounts: Map<string, OidcAccount>, signingJwk: object): Configuration {
  return {
    adapter: store.adapterFor,
    // Keys of its own, rather than the development keys it would otherwise use (and warn about).
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...definedClaims(account), sub }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims of the requested scopes in the ID token too, not only from userinfo: a relying
    // party may read them from the ID token alone, as many providers allow.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    // By default PKCE is only required of public clients; a relying party that forgets it with a
    // confidential client must fail here rather than against a stricter provider.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    // Numbers where the defaults are functions that print a notice when first called.
    ttl: { AccessToken: HOUR, AuthorizationCode: 60, IdToken: HOUR, Interaction: HOUR, Session: HOUR, Grant: HOUR },
    // Only asked for requests from a browser page (with Origin): a relying party's server sends none.
    clientBasedCORS: () => true,
    renderError: async (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description}`;
    },
  };
}

/** A fresh RS256 key as a private JWK, the form the provider's `jwks` option takes. */
async function signingKey() {
  const { privateKey } = await webcrypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 },
    true,
    ['sign', 'verify'],
  );
  return { ...KeyObject.from(privateKey).export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The account's claims, leaving out those it does not have rather than sending them empty. */
function definedClaims(account: OidcAccount): Record<string, unknown> {
  return Object.fromEntries(Object.entries(account).filter(([, value]) => value !== undefined));
}

/** Consent to everything the client asked for and was not yet granted. */
async function grantRequested(provider: Provider, interaction: Interaction) {
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new Error('consent asked before anyone signed in');
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: interaction.params.client_id as string });
  const { missingOIDCScope, missingOIDCClaims } = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
  };
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  return grant.save();
}

function sendLoginPage(response: ServerResponse, uid: string) {
  // uid comes from the provider (URL-safe characters only), nothing else from the request.
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider: sign in</title></head>
<body><form method="post" action="${INTERACTION_PATH}${uid}">
<label>Login <input name="login" autocomplete="username" autofocus></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button>
</form></body></html>`);
}
