// What each hot path needs, made through the API like any client: an owner, a tenant, an API
// key, sessions; and what the server answered, for the ceilings to answer the same.
import { randomUUID } from 'node:crypto';
import { dataOf, get, post } from '../lib/api-client.ts';
import { BENCH_PASSWORD } from '../lib/roles/in-flight.ts';

export const AUDIENCE = 'https://orders.example.com';
const SCOPES = ['orders:read', 'orders:write'];
/**
 * Logins at once while making sessions. Fewer than the five attempts one (account, address) may
 * have in flight before the throttle answers 429 (see loginAccounts); argon2 has a thread per core anyway.
 */
const LOGINS_AT_ONCE = 4;

export interface Fixture {
  base: string;
  /** Unique per server, so that PostgreSQL runs sharing a database never collide on an email. */
  runId: string;
  ownerEmail: string;
  ownerId: string;
  tenantId: string;
  apiKey: string;
  /** The JSON bodies the server answered, for the bare ceiling routes. */
  answers: { validate: string; jwks: string; tenants: string; me: string };
  /** A token of each kind the server signs, for the signing ceilings to sign the same claims. */
  mintedToken: string;
  accessToken: string;
}

export async function makeFixture(base: string): Promise<Fixture> {
  const runId = randomUUID().slice(0, 8);
  const ownerEmail = `bench-owner-${runId}@example.com`;
  const owner = await dataOf(await post(`${base}/v1/auth/signup`, { email: ownerEmail, password: BENCH_PASSWORD }), 201);
  const token = owner.accessToken as string;
  const tenant = await dataOf(await post(`${base}/v1/tenants`, { name: 'Bench' }, token), 201);
  const created = await dataOf(await post(`${base}/v1/tenants/${tenant.id}/api-keys`, { name: 'bench', scopes: SCOPES }, token), 201);
  const text = async (response: Response) => {
    if (response.status !== 200) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.text();
  };
  const minted = await dataOf(await post(`${base}/v1/keys/token`, { key: created.secret, audience: AUDIENCE }), 200);
  return {
    base,
    runId,
    ownerEmail,
    ownerId: owner.user.id,
    tenantId: tenant.id,
    apiKey: created.secret,
    answers: {
      validate: await text(await post(`${base}/v1/keys/validate`, { key: created.secret })),
      jwks: await text(await get(`${base}/.well-known/jwks.json`)),
      tenants: await text(await get(`${base}/v1/tenants`, token)),
      me: await text(await get(`${base}/v1/me`, token)),
    },
    mintedToken: minted.accessToken,
    accessToken: token,
  };
}

/** A fresh session of the owner: access tokens expire (ACCESS_TOKEN_TTL), and a run can be long. */
export async function signIn(fx: Fixture): Promise<{ accessToken: string; refreshToken: string }> {
  return dataOf(await post(`${fx.base}/v1/auth/login`, { email: fx.ownerEmail, password: BENCH_PASSWORD }), 200);
}

/**
 * `count` sessions, each a refresh-token chain of its own and each of an account of its own.
 * Every refresh records an audit event in its user's log, and one log's appends are ordered
 * (audit_append takes the log's lock until the statement commits), so fifty chains of one user
 * would queue on that lock where real refresh traffic, many users each refreshing every
 * ACCESS_TOKEN_TTL or so, does not. (At 50 connections on 2 cores the difference was within
 * the runs' noise: a rotation holds the lock for its own statement only.)
 */
export async function refreshTokens(fx: Fixture, count: number): Promise<string[]> {
  const known = refreshAccounts.get(fx) ?? [];
  if (known.length < count) known.push(...(await newAccounts(fx, 'refresh', known.length, count)));
  refreshAccounts.set(fx, known);
  const tokens: string[] = [];
  for (let start = 0; start < count; start += LOGINS_AT_ONCE) {
    const batch = known.slice(start, Math.min(start + LOGINS_AT_ONCE, count));
    const sessions = await Promise.all(
      batch.map(async (email) => dataOf(await post(`${fx.base}/v1/auth/login`, { email, password: BENCH_PASSWORD }), 200)),
    );
    tokens.push(...sessions.map((session) => session.refreshToken as string));
  }
  return tokens;
}
const refreshAccounts = new WeakMap<Fixture, string[]>();

/**
 * `count` accounts with the bench password, for the login loads. One account cannot carry a
 * login load: each attempt holds a slot of its (account, address) failure budget until its
 * password is checked (issue 29), so more than five at once are refused with 429, as a
 * concurrent guessing run must be. Real traffic is many people signing in, one at a time each.
 */
export async function loginAccounts(fx: Fixture, count: number): Promise<string[]> {
  return newAccounts(fx, 'login', 0, count);
}

/** Signs up accounts `from` … `to` - 1 of this purpose, a few at a time. */
async function newAccounts(fx: Fixture, purpose: string, from: number, to: number): Promise<string[]> {
  const emails = Array.from({ length: to - from }, (_, i) => `bench-${purpose}-${fx.runId}-${from + i}@example.com`);
  for (let start = 0; start < emails.length; start += LOGINS_AT_ONCE) {
    const batch = emails.slice(start, start + LOGINS_AT_ONCE);
    await Promise.all(
      batch.map(async (email) => dataOf(await post(`${fx.base}/v1/auth/signup`, { email, password: BENCH_PASSWORD }), 201)),
    );
  }
  return emails;
}

/** A tenant of the owner's: each size of the cursor benchmark gets its own. */
export async function newTenant(fx: Fixture, name: string): Promise<string> {
  const { accessToken } = await signIn(fx);
  return (await dataOf(await post(`${fx.base}/v1/tenants`, { name }, accessToken), 201)).id;
}
