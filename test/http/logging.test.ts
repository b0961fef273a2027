import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logs += chunk.toString()));
  t = await startTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain passwords, tokens or authorization headers', async () => {
    const password = 'log-canary-password-42';
    const account = await signUp(t, undefined, password);
    await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: 'wrong-canary-password' } });
    const refreshed = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } });
    await t.call('GET', '/v1/me', { token: account.accessToken });
    await t.call('POST', '/v1/auth/signup', { body: { email: 'broken', password } }); // a validation failure
    await new Promise((resolve) => setImmediate(resolve));

    expect(logs).toContain('request completed'); // the log is really being captured
    for (const secret of [password, 'wrong-canary-password', account.refreshToken, refreshed.body.data.refreshToken, account.accessToken]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('start without warnings', () => {
    expect(logs).not.toContain('"level":40');
    expect(logs).not.toContain('"level":50');
  });

  it('carry the request id', async () => {
    await t.call('GET', '/health', { headers: { 'x-request-id': 'log-trace-7' } });
    expect(logs).toContain('"requestId":"log-trace-7"');
  });
});
