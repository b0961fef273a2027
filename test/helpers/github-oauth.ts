import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

/** One of a user's addresses, as GET /user/emails lists it. */
export interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  /** null (the default) for the addresses that are not the primary one, as GitHub sends them. */
  visibility?: 'public' | 'private' | null;
}

/** Who signs in at GitHub: the account GET /user and GET /user/emails describe. */
export interface GithubUser {
  id: number;
  login: string;
  name?: string | null;
  emails: GithubEmail[];
}

/** An OAuth app as registered at GitHub: one callback URL, compared exactly. */
export interface GithubApp {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
}

export interface GithubOAuthServer {
  /** https://127.0.0.1:<port>: what a connection's githubUrl is set to. */
  githubUrl: string;
  /** `${githubUrl}/api/v3`, as GitHub Enterprise Server lays it out: a connection's apiUrl. */
  apiUrl: string;
  /** Registers (or replaces) an OAuth app. */
  addApp(app: GithubApp): void;
  /** The user the following authorizations sign in as. */
  signInAs(user: GithubUser): void;
  /** The next authorization is refused by the person: redirect with error=access_denied. */
  denyNext(): void;
  /**
   * What a browser does with an authorization URL: GET it (no cookies needed) and answer the
   * Location it redirects to, as a URL (the app's callback with code and state, or with error).
   * Throws with the body when the server answers anything but a redirect.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  /**
   * Every token request the server received, parsed (form or JSON fields, client_secret left
   * out), in order, whether it succeeded or not: for assertions such as "the PKCE verifier was sent".
   */
  tokenRequests: Record<string, string>[];
  close(): Promise<void>;
}

/** An authorization code, until it is presented (once) or expires. */
interface Grant {
  clientId: string;
  redirectUri: string;
  user: GithubUser;
  codeChallenge: string | undefined;
  expiresAt: number;
}

/** GitHub's documented lifetime of an authorization code. */
const CODE_TTL_MS = 10 * 60_000;
/** What GitHub grants is echoed by the token endpoint and in X-OAuth-Scopes; this server grants both, always. */
const GRANTED_SCOPES = ['read:user', 'user:email'];
/** A token request is a handful of fields; anything much larger is a mistake, not a request. */
const MAX_BODY_BYTES = 64 * 1024;
const TROUBLESHOOTING_TOKEN = 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/';
const TROUBLESHOOTING_AUTHORIZE = 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/';
/** The token endpoint's errors, with the descriptions and documentation links GitHub sends. */
const TOKEN_ERRORS = {
  incorrect_client_credentials: {
    error_description: 'The client_id and/or client_secret passed are incorrect.',
    error_uri: `${TROUBLESHOOTING_TOKEN}#incorrect-client-credentials`,
  },
  bad_verification_code: {
    error_description: 'The code passed is incorrect or expired.',
    error_uri: `${TROUBLESHOOTING_TOKEN}#bad-verification-code`,
  },
  redirect_uri_mismatch: {
    error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
    error_uri: `${TROUBLESHOOTING_TOKEN}#redirect-uri-mismatch2`,
  },
  unsupported_grant_type: {
    error_description: 'The grant type is not supported.',
    error_uri: TROUBLESHOOTING_TOKEN,
  },
} as const;
type TokenError = keyof typeof TOKEN_ERRORS;

/**
 * A GitHub-shaped OAuth 2.0 server, written for the tests of the "Continue with GitHub" social
 * connection: the authorization and token endpoints of github.com and the two REST API calls a
 * relying party makes (GET /user, GET /user/emails), laid out as on GitHub Enterprise Server
 * (the API under /api/v3 of the same host) so that one https loopback server, trusted through the
 * run's certificate authority (global-setup.ts), plays both hosts. GitHub is not OpenID Connect:
 * no discovery, no ID token, errors of the token endpoint in a 200 answer, a comma-separated
 * scope, a lower-case token_type; each is reproduced, since each is something a relying party
 * written against OIDC providers gets wrong. Sign-in and consent need no person.
 */
export async function startGithubOAuth(): Promise<GithubOAuthServer> {
  const apps = new Map<string, GithubApp>();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, GithubUser>();
  const tokenRequests: Record<string, string>[] = [];
  let signedIn: GithubUser | undefined;
  let denyNext = false;

  const server = createServer({ cert: readFileSync(inject('tlsCertFile')), key: readFileSync(inject('tlsKeyFile')) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const githubUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = `${githubUrl}/api/v3`;

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    route(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(error.stack ?? error.message);
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', githubUrl);
    if (url.pathname === '/login/oauth/authorize' && request.method === 'GET') return authorizeEndpoint(url, response);
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') return tokenEndpoint(request, response);
    if (url.pathname.startsWith('/api/v3/')) return api(url.pathname.slice('/api/v3'.length), request, response);
    sendNotFound(response);
  }

  function authorizeEndpoint(url: URL, response: ServerResponse) {
    const query = url.searchParams;
    const app = apps.get(query.get('client_id') ?? '');
    // GitHub shows its own 404 page for an unknown app: nowhere trustworthy to send the browser.
    if (!app) return sendText(response, 404, 'Not Found: no OAuth app has this client_id');
    // Without redirect_uri GitHub uses the registered callback URL; with one it must be that URL.
    // (GitHub also accepts a sub-path of it; a relying party has no reason to send one, so exact
    // equality is what it is held to here.) An error here is not redirected: the address is not trusted.
    const redirectUri = query.get('redirect_uri') ?? app.callbackUrl;
    if (redirectUri !== app.callbackUrl) return sendText(response, 400, 'redirect_uri mismatch');
    const codeChallenge = query.get('code_challenge') ?? undefined;
    if (codeChallenge !== undefined) {
      // GitHub supports S256 only; a challenge without a method means plain (RFC 7636 §4.3).
      const method = query.get('code_challenge_method') ?? 'plain';
      if (method !== 'S256') return sendText(response, 400, `code_challenge_method ${method} is not supported: only S256`);
      // An S256 challenge is BASE64URL of 32 bytes, always 43 characters.
      if (!/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) return sendText(response, 400, 'code_challenge is not an S256 challenge');
    }

    const callback = new URL(redirectUri);
    if (denyNext) {
      denyNext = false;
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_description', 'The user has denied your application access.');
      callback.searchParams.set('error_uri', `${TROUBLESHOOTING_AUTHORIZE}#access-denied`);
    } else {
      if (!signedIn) return sendText(response, 500, 'signInAs() was not called before the authorization');
      // 20 hex characters, as GitHub's codes are.
      const code = randomBytes(10).toString('hex');
      grants.set(code, { clientId: app.clientId, redirectUri, user: signedIn, codeChallenge, expiresAt: Date.now() + CODE_TTL_MS });
      callback.searchParams.set('code', code);
    }
    const state = query.get('state');
    if (state !== null) callback.searchParams.set('state', state);
    response.writeHead(302, { location: callback.href }).end();
  }

  async function tokenEndpoint(request: IncomingMessage, response: ServerResponse) {
    let fields: Record<string, string>;
    try {
      fields = await readFields(request);
    } catch (error) {
      return sendText(response, 400, (error as Error).message);
    }
    const { client_secret: _secret, ...recorded } = fields;
    tokenRequests.push(recorded);
    const acceptsJson = (request.headers.accept ?? '').toLowerCase().includes('application/json');
    const answer = (body: Record<string, string>) => {
      if (acceptsJson) return sendJson(response, 200, body);
      response
        .writeHead(200, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' })
        .end(new URLSearchParams(body).toString());
    };
    // GitHub answers its token errors with 200, not 400 as RFC 6749 §5.2 has it.
    const fail = (error: TokenError) => answer({ error, ...TOKEN_ERRORS[error] });

    // Spent by any attempt that names it, whatever comes of the attempt: a code is good for one try.
    const grant = fields.code === undefined ? undefined : grants.get(fields.code);
    if (fields.code !== undefined) grants.delete(fields.code);

    const client = clientCredentials(request.headers.authorization, fields);
    const app = client && apps.get(client.id);
    if (!client || !app || app.clientSecret !== client.secret) return fail('incorrect_client_credentials');
    if (fields.grant_type !== undefined && fields.grant_type !== 'authorization_code') return fail('unsupported_grant_type');
    if (!grant || grant.expiresAt <= Date.now() || grant.clientId !== app.clientId) return fail('bad_verification_code');
    if (fields.redirect_uri !== undefined && fields.redirect_uri !== grant.redirectUri) return fail('redirect_uri_mismatch');
    if (grant.codeChallenge !== undefined) {
      const verifier = fields.code_verifier;
      if (verifier === undefined || createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) {
        return fail('bad_verification_code');
      }
    }
    const accessToken = `gho_${base62(36)}`;
    tokens.set(accessToken, grant.user);
    answer({ access_token: accessToken, token_type: 'bearer', scope: GRANTED_SCOPES.join(',') });
  }

  function api(path: string, request: IncomingMessage, response: ServerResponse) {
    // api.github.com refuses any request without a User-Agent; fetch sends one of its own.
    if (!request.headers['user-agent']) {
      return sendText(response, 403, 'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.');
    }
    if (request.method !== 'GET' || (path !== '/user' && path !== '/user/emails')) {
      return sendNotFound(response);
    }
    const authorization = /^(?:bearer|token)\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!authorization) {
      return sendJson(response, 401, {
        message: 'Requires authentication',
        documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
        status: '401',
      });
    }
    const user = tokens.get(authorization[1]!);
    if (!user)
      return sendJson(response, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    // The scopes the token has, as GitHub reports them on every authenticated answer.
    response.setHeader('x-oauth-scopes', GRANTED_SCOPES.join(', '));
    if (path === '/user/emails') {
      return sendJson(
        response,
        200,
        user.emails.map(({ email, primary, verified, visibility }) => ({ email, primary, verified, visibility: visibility ?? null })),
      );
    }
    // The profile's email is the public one only: a private primary address reads null here, and a
    // relying party that needs the address must ask /user/emails (scope user:email).
    const publicEmail = user.emails.find((email) => email.primary && email.visibility === 'public');
    sendJson(response, 200, {
      login: user.login,
      id: user.id,
      node_id: Buffer.from(`04:User${user.id}`).toString('base64'),
      avatar_url: `${githubUrl}/avatars/u/${user.id}`,
      url: `${apiUrl}/users/${user.login}`,
      html_url: `${githubUrl}/${user.login}`,
      type: 'User',
      site_admin: false,
      name: user.name ?? null,
      email: publicEmail?.email ?? null,
    });
  }

  return {
    githubUrl,
    apiUrl,
    tokenRequests,
    addApp(app) {
      apps.set(app.clientId, { ...app });
    },
    signInAs(user) {
      // A copy: the user as signed in at authorization time is what the code and its token carry.
      signedIn = structuredClone(user);
    },
    denyNext() {
      denyNext = true;
    },
    async authorize(authorizationUrl) {
      const url = new URL(authorizationUrl);
      if (url.origin !== githubUrl) throw new Error(`${authorizationUrl} is not an address of ${githubUrl}`);
      const response = await fetch(url, { redirect: 'manual' });
      const body = await response.text();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`the GitHub server answered ${response.status} to ${url.pathname}, not a redirect: ${body}`);
      }
      return new URL(location, url);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * The client's id and secret: from HTTP Basic (RFC 6749 §2.3.1: each form-urlencoded, then
 * joined by a colon and base64-encoded) when the request has it, else from the body. Both at
 * once must name the same client. Undefined when the request carries no usable credentials.
 */
function clientCredentials(authorization: string | undefined, fields: Record<string, string>) {
  const basic = /^basic\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!basic) {
    if (fields.client_id === undefined || fields.client_secret === undefined) return undefined;
    return { id: fields.client_id, secret: fields.client_secret };
  }
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    const id = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    if (fields.client_id !== undefined && fields.client_id !== id) return undefined;
    return { id, secret };
  } catch {
    // A malformed percent-escape: credentials nobody could have registered.
    return undefined;
  }
}

/** application/x-www-form-urlencoded decoding of one value: `+` is a space, then percent-escapes. */
function formDecode(value: string) {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

/**
 * The fields of a token request's body, form-encoded or JSON (GitHub takes both); a JSON value
 * that is a number or a boolean is read as its text, anything else in JSON is left out. Any other
 * content type reads as no fields, which then fails as a request without credentials would.
 */
async function readFields(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error(`a token request of more than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(body));
  if (type !== 'application/json') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error('Problems parsing JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}

/** Random letters and digits, the alphabet of GitHub's tokens. */
function base62(length: number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function sendNotFound(response: ServerResponse) {
  sendJson(response, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
}

function sendText(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}
