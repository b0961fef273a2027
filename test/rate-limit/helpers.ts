import { expect } from 'vitest';
import { type TestApp, type TestResponse, uniqueEmail } from '../helpers/test-app.ts';

/** Small limits, so that the tests reach them in a few calls. */
export const MAX = 3;
export const WINDOW_S = 60;
export const LIMIT_ENV = { RATE_LIMIT_PUBLIC_MAX: String(MAX), RATE_LIMIT_AUTH_MAX: String(MAX), RATE_LIMIT_WINDOW_S: String(WINDOW_S) };
export const UNKNOWN_KEY = `gk_live_${'A'.repeat(43)}`;
export const VALIDATE = '/v1/keys/validate';
export const TOKEN = '/v1/keys/token';
export const LOGIN = '/v1/auth/login';
/** The routes of the auth bucket: anonymous doors to passwords, sessions and MFA codes. */
export const AUTH_ROUTES = ['/v1/auth/signup', LOGIN, '/v1/auth/refresh', '/v1/auth/logout', '/v1/mfa/verify-challenge'];

/**
 * One route of each bucket that counts per client address, with a body it refuses after doing
 * its real work (a key lookup; a password hash), and the answer that body gets in the limit.
 */
export const ADDRESS_BUCKETS = [
  { bucket: 'public', url: VALIDATE, body: () => ({ key: UNKNOWN_KEY }), status: 401 },
  // A new email each time: five failures for one email would meet the login lock instead.
  { bucket: 'auth', url: LOGIN, body: () => ({ email: uniqueEmail('rl'), password: 'not the password' }), status: 401 },
] as const;

/** A JSON POST from the socket address `ip`; a string `payload` is sent as is, `null` sends no body at all. */
export async function post(
  t: TestApp,
  url: string,
  ip: string,
  payload: unknown = { key: UNKNOWN_KEY },
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    ...(payload === null
      ? { headers }
      : {
          headers: { 'content-type': 'application/json', ...headers },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        }),
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, headers: response.headers as TestResponse['headers'], body, text: response.body };
}

/** MAX calls that each pass the limiter. */
export async function exhaust(t: TestApp, url: string, ip: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < MAX; i += 1) expect((await post(t, url, ip, undefined, headers)).status).not.toBe(429);
}

export function expectRateLimited(response: TestResponse, windowS = WINDOW_S, max = MAX) {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toEqual({ ok: false, error: expect.any(String), code: 'RATE_LIMITED' });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const retryAfter = String(response.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowS);
  expect(response.headers['ratelimit-limit']).toBe(String(max));
  expect(response.headers['ratelimit-remaining']).toBe('0');
  expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(windowS);
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
}
