// The TypeScript SDK when the network fails: unreachable servers, broken connections, servers
// that hang, expired tokens renewed by `onTokenExpired`. The transport cases use tiny loopback
// stubs (node:http), since what is under test is the SDK's network layer; the rest runs against
// a live server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, Gatekeep, verifyToken } from '../../sdk-ts/src/index.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { freePort } from '../helpers/server-process.ts';
import { PASSWORD, uniqueEmail } from '../helpers/test-app.ts';

let server: Awaited<ReturnType<typeof startLiveServer>>;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

/** Runs `fn` and returns the ApiError it must throw. */
async function apiError(fn: () => Promise<unknown>): Promise<ApiError> {
  const err = await fn().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const stubs: Server[] = [];
afterEach(() => {
  for (const stub of stubs.splice(0)) {
    stub.closeAllConnections();
    stub.close();
  }
});

/** A loopback HTTP server answering with `handle`; the requests it saw are in `seen`. */
async function stub(handle: (request: IncomingMessage, response: ServerResponse, index: number) => void) {
  const seen: IncomingMessage[] = [];
  const http = createServer((request, response) => {
    seen.push(request);
    handle(request, response, seen.length - 1);
  });
  stubs.push(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, seen };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Retries without waiting long: the backoff is capped at 10 ms. */
const QUICK = { maxRetryDelaySeconds: 0.01 };

describe('a server that cannot be reached', () => {
  it('throws ApiError status 0 NETWORK_ERROR naming the server and the cause, not fetch’s TypeError', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    const error = await apiError(() => new Gatekeep({ baseUrl }).getHealth());
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toContain(`Could not reach Gatekeep at ${baseUrl}: fetch failed`);
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('is retried for an idempotent request when retries is set, with every attempt refused', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    let attempts = 0;
    const counting = (request: Request) => {
      attempts++;
      return fetch(request);
    };
    const error = await apiError(() => new Gatekeep({ baseUrl, fetch: counting, retries: 2, ...QUICK }).getHealth());
    expect([error.code, attempts]).toEqual(['NETWORK_ERROR', 3]);
  });

  it('is retried until the server answers (a connection reset, then an answer)', async () => {
    const flaky = await stub((request, response, index) => {
      if (index === 0) request.socket.destroy();
      else answer(response, 200, { ok: true, data: { status: 'ok' } });
    });
    expect(await new Gatekeep({ baseUrl: flaky.baseUrl, retries: 1, ...QUICK }).getHealth()).toEqual({ status: 'ok' });
    expect(flaky.seen).toHaveLength(2);
  });

  it('is not retried by default, nor for a POST, which may have reached the server', async () => {
    const resetting = await stub((request) => request.socket.destroy());
    const once = await apiError(() => new Gatekeep({ baseUrl: resetting.baseUrl }).getHealth());
    expect([once.status, once.code]).toEqual([0, 'NETWORK_ERROR']);
    expect(resetting.seen).toHaveLength(1);

    const post = await apiError(() =>
      new Gatekeep({ baseUrl: resetting.baseUrl, retries: 3, ...QUICK }).login({ email: 'a@example.com', password: PASSWORD }),
    );
    expect(post.code).toBe('NETWORK_ERROR');
    expect(resetting.seen).toHaveLength(2);
  });
});

describe('a server that does not answer in time', () => {
  it('throws ApiError status 0 TIMEOUT, retried for an idempotent request', async () => {
    const hanging = await stub(() => undefined); // reads the request, never answers
    const error = await apiError(() => new Gatekeep({ baseUrl: hanging.baseUrl, timeout: 100 }).getHealth());
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: `No answer from Gatekeep at ${hanging.baseUrl} within 100 ms.` });
    expect(error.cause).toBeDefined();

    const retried = await apiError(() => new Gatekeep({ baseUrl: hanging.baseUrl, timeout: 100, retries: 1, ...QUICK }).getHealth());
    expect(retried.code).toBe('TIMEOUT');
    await vi.waitFor(() => expect(hanging.seen).toHaveLength(3));
  });
});

describe('onTokenExpired', () => {
  /** Answers 401 TOKEN_EXPIRED to `Bearer old`, the user to `Bearer new`, INVALID_CREDENTIAL otherwise. */
  function tokenServer() {
    return stub((request, response) => {
      const authorization = request.headers.authorization;
      if (authorization === 'Bearer new') answer(response, 200, { ok: true, data: { id: 'usr_1' } });
      else if (authorization === 'Bearer old') answer(response, 401, { ok: false, error: 'The token expired.', code: 'TOKEN_EXPIRED' });
      else answer(response, 401, { ok: false, error: 'Invalid credential.', code: 'INVALID_CREDENTIAL' });
    });
  }

  it('renews the token once and replays the request with it', async () => {
    const stubbed = await tokenServer();
    const refresher = vi.fn(async () => 'new');
    const gk = new Gatekeep({ baseUrl: stubbed.baseUrl, token: 'old', onTokenExpired: refresher });
    expect(await gk.getMe()).toEqual({ id: 'usr_1' });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(stubbed.seen.map((request) => request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(await gk.getMe()).toEqual({ id: 'usr_1' }); // the new token stays set
    expect(refresher).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh among requests that fail together', async () => {
    const stubbed = await tokenServer();
    let release!: () => void;
    const refresher = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('new'))));
    const gk = new Gatekeep({ baseUrl: stubbed.baseUrl, token: 'old', onTokenExpired: refresher });
    const calls = Promise.all(Array.from({ length: 5 }, () => gk.getMe()));
    await vi.waitFor(() => expect(refresher).toHaveBeenCalled());
    await vi.waitFor(() => expect(stubbed.seen).toHaveLength(5));
    release();
    expect(await calls).toEqual(Array.from({ length: 5 }, () => ({ id: 'usr_1' })));
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(stubbed.seen.map((request) => request.headers.authorization).sort()).toEqual([
      ...Array.from({ length: 5 }, () => 'Bearer new'),
      ...Array.from({ length: 5 }, () => 'Bearer old'),
    ]);
  });

  it('lets the 401 through when the refresher gives no token, for every request that shared it', async () => {
    const stubbed = await tokenServer();
    const refresher = vi.fn(async () => undefined);
    const gk = new Gatekeep({ baseUrl: stubbed.baseUrl, token: 'old', onTokenExpired: refresher });
    const errors = await Promise.all(Array.from({ length: 3 }, () => apiError(() => gk.getMe())));
    expect(errors.map((error) => [error.status, error.code])).toEqual(Array.from({ length: 3 }, () => [401, 'TOKEN_EXPIRED']));
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(stubbed.seen).toHaveLength(3);
  });

  it('replays once only, and is not called for other 401s', async () => {
    const stubbed = await tokenServer();
    const stillOld = vi.fn(async () => 'old'); // a token that is just as expired
    const error = await apiError(() => new Gatekeep({ baseUrl: stubbed.baseUrl, token: 'old', onTokenExpired: stillOld }).getMe());
    expect(error.code).toBe('TOKEN_EXPIRED');
    const renewing = vi.fn(async () => 'other');
    const twice = await apiError(() => new Gatekeep({ baseUrl: stubbed.baseUrl, token: 'old', onTokenExpired: renewing }).getMe());
    expect([twice.code, renewing.mock.calls.length]).toEqual(['INVALID_CREDENTIAL', 1]);

    const unused = vi.fn(async () => 'new');
    const invalid = await apiError(() => new Gatekeep({ baseUrl: stubbed.baseUrl, token: 'junk', onTokenExpired: unused }).getMe());
    expect([invalid.code, unused.mock.calls.length]).toEqual(['INVALID_CREDENTIAL', 0]);
  });

  it('renews an access token the live server finds expired', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    const { accessToken, refreshToken, user } = await gk.signup({ email: uniqueEmail('expiring'), password: PASSWORD });
    let latestRefreshToken = refreshToken;
    const refresher = vi.fn(async () => {
      const renewed = await new Gatekeep({ baseUrl: server.baseUrl }).refreshToken({ refreshToken: latestRefreshToken });
      latestRefreshToken = renewed.refreshToken;
      return renewed.accessToken;
    });
    const client = new Gatekeep({ baseUrl: server.baseUrl, token: accessToken, onTokenExpired: refresher });
    // An hour later on the server's clock (the app runs in this process): the access token is
    // past its `exp`, the session and its refresh token are not.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_600_000);
      const probe = await fetch(`${server.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(((await probe.json()) as { code: string }).code).toBe('TOKEN_EXPIRED');
      expect((await client.getMe()).id).toBe(user.id);
      expect(refresher).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('verifyToken', () => {
  it('takes the server’s base URL instead of the JWKS URL, as the Python SDK does', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    const { accessToken, user } = await gk.signup({ email: uniqueEmail('verify-base'), password: PASSWORD });
    expect(await verifyToken(accessToken, { baseUrl: `${server.baseUrl}/` })).toMatchObject({ sub: user.id, aud: 'gatekeep' });
    await expect(verifyToken(accessToken, { baseUrl: `${server.baseUrl}/not-gatekeep` })).rejects.toThrow();
    await expect(verifyToken(accessToken, {})).rejects.toThrow(TypeError);
    const both = { baseUrl: server.baseUrl, jwksUrl: `${server.baseUrl}/.well-known/jwks.json` };
    await expect(verifyToken(accessToken, both)).rejects.toThrow('exactly one of jwksUrl and baseUrl');
  });
});

describe('verifyToken on a tenant-scoped token (issue 31)', () => {
  it('returns tid, role and permissions typed', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    const { accessToken, user } = await gk.signup({ email: uniqueEmail('verify-tenant'), password: PASSWORD });
    gk.setToken(accessToken);
    const tenant = await gk.createTenant({ name: 'Scoped' });
    const scoped = await gk.issueTenantToken({ tenantId: tenant.id });
    const claims = await verifyToken(scoped.accessToken, { baseUrl: server.baseUrl });
    const role: string | undefined = claims.role;
    const permissions: string[] | undefined = claims.permissions;
    expect([claims.sub, claims.tid, role, permissions]).toEqual([user.id, tenant.id, 'owner', ['tenant:*']]);
    expect(claims.sid).toBe((await verifyToken(accessToken, { baseUrl: server.baseUrl })).sid);
  });
});

describe('exportAuditEventsLines', () => {
  it('streams the export line by line, as the text form has it', async () => {
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    gk.setToken((await gk.signup({ email: uniqueEmail('streamer'), password: PASSWORD })).accessToken);
    const tenant = await gk.createTenant({ name: 'Streamed' });
    for (let i = 0; i < 4; i++) await gk.createRole(tenant.id, { name: `role-${i}`, permissions: [] });

    const lines: string[] = [];
    for await (const line of gk.exportAuditEventsLines({ tenantId: tenant.id })) lines.push(line);
    expect(lines).toHaveLength(5); // tenant.created and four role.created
    expect(lines.map((line) => (JSON.parse(line) as { action: string }).action).sort()).toEqual([
      ...Array.from({ length: 4 }, () => 'role.created'),
      'tenant.created',
    ]);
    expect(lines).toEqual((await gk.exportAuditEvents({ tenantId: tenant.id })).trimEnd().split('\n'));

    const csv: string[] = [];
    for await (const line of gk.exportAuditEventsLines({ tenantId: tenant.id, format: 'csv' })) {
      csv.push(line);
      break; // leaving early closes the stream
    }
    expect(csv[0]).toMatch(/^id,occurredAt,tenantId,/);

    const stranger = new Gatekeep({ baseUrl: server.baseUrl });
    stranger.setToken((await stranger.signup({ email: uniqueEmail(), password: PASSWORD })).accessToken);
    const refused = await apiError(async () => {
      for await (const line of stranger.exportAuditEventsLines({ tenantId: tenant.id })) expect(line).toBeUndefined();
    });
    expect(refused.status).toBe(404);
  });
});
