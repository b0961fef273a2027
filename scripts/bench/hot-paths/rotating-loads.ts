// Loads whose every request must differ: a refresh token is single-use, an email signs up once.
import { post } from '../lib/api-client.ts';
import { type LoadOptions, settle } from '../lib/load.ts';
import { BENCH_PASSWORD } from '../lib/roles/in-flight.ts';
import { type Fixture, loginAccounts, refreshTokens } from './fixture.ts';
import { postLoad } from './loads.ts';

/** Chains beyond one per connection: a request that times out loses its chain. */
const SPARE_CHAINS = 10;

/**
 * POST /v1/auth/refresh with every connection on a session chain of its own: a request takes
 * a token from the pool, its answer puts the next one back. (autocannon's per-connection
 * context starts afresh each time its `requests` list wraps, so it cannot carry a chain from
 * one request to the next; the shared pool can, since a connection's next request is built
 * only after its previous answer was read.) When a run stops, autocannon drops its in-flight
 * requests and the server still rotates their tokens, so those chains are gone: `topUp` makes
 * new sessions before each run.
 */
export function refreshLoad(fx: Fixture, connections: number) {
  const pool: string[] = [];
  const options: LoadOptions = {
    url: fx.base,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/v1/auth/refresh',
        headers: { 'content-type': 'application/json' },
        // An empty pool cannot happen while each connection waits for its answer; should it, the
        // made-up token's 401 makes the phase invalid rather than hiding it.
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: pool.pop() ?? 'pool-ran-dry' }) }),
        onResponse: (status, body) => {
          if (status === 200) pool.push(JSON.parse(body).data.refreshToken);
        },
      },
    ],
  };
  return {
    options,
    topUp: async () => {
      pool.length = 0;
      pool.push(...(await refreshTokens(fx, connections + SPARE_CHAINS)));
    },
    /** One refresh on a chain of its own, queued behind whatever the last run left in flight. */
    settle: async () => {
      const [token] = await refreshTokens(fx, 1);
      const response = await post(`${fx.base}/v1/auth/refresh`, { refreshToken: token });
      await response.arrayBuffer();
    },
  };
}

/**
 * POST /v1/auth/login with the right password, each request for the next of one account per
 * connection (see loginAccounts): at most about one attempt per account is in flight.
 */
export async function loginLoad(fx: Fixture, connections: number) {
  const emails = await loginAccounts(fx, connections);
  let next = 0;
  const options: LoadOptions = {
    url: fx.base,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: emails[next++ % emails.length], password: BENCH_PASSWORD }),
        }),
      },
    ],
  };
  return {
    options,
    settle: () => settle(postLoad(`${fx.base}/v1/auth/login`, { email: emails[0], password: BENCH_PASSWORD }, 1)),
  };
}

/** POST /v1/auth/signup with a new email on every request. */
export function signupLoad(fx: Fixture, connections: number) {
  let next = 0;
  const email = () => `bench-signup-${fx.runId}-${next++}@example.com`;
  const options: LoadOptions = {
    url: fx.base,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/v1/auth/signup',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: email(), password: BENCH_PASSWORD }) }),
      },
    ],
  };
  return {
    options,
    settle: async () => {
      const response = await post(`${fx.base}/v1/auth/signup`, { email: email(), password: BENCH_PASSWORD });
      await response.arrayBuffer();
    },
  };
}
