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

  it('show an error’s code, while a body’s code (a TOTP or recovery code) stays redacted', async () => {
    const off = new PassThrough();
    let offLogs = '';
    off.on('data', (chunk) => (offLogs += chunk.toString()));
    // Signing off: a token exchange is a 503 SIGNING_UNCONFIGURED, logged at warn with its error.
    const unsigned = await startTestApp({ LOG_LEVEL: 'info', SIGNING_KEY: 'off' }, { logStream: off });
    try {
      const owner = await signUp(unsigned);
      const tenant = await unsigned.call('POST', '/v1/tenants', { token: owner.accessToken, body: { name: 'Logs' } });
      const created = await unsigned.call('POST', `/v1/tenants/${tenant.body.data.id}/api-keys`, {
        token: owner.accessToken,
        body: { name: 'logs', scopes: [] },
      });
      expect((await unsigned.call('POST', '/v1/keys/token', { body: { key: created.body.data.secret } })).status).toBe(503);
      await new Promise((resolve) => setImmediate(resolve));
      expect(offLogs).toMatch(/"level":40.*"code":"SIGNING_UNCONFIGURED"/);
    } finally {
      await unsigned.close();
    }
    const { loggerOptions } = await import('../../server/http/logger.ts');
    const { default: pino } = await import('pino');
    let line = '';
    const sink = new PassThrough();
    sink.on('data', (chunk) => (line += chunk.toString()));
    const options = loggerOptions('info') as { redact: { paths: string[]; censor: string } };
    pino({ redact: options.redact }, sink).info({ body: { code: '493021' }, err: { code: 'SERVICE_UNAVAILABLE' } }, 'x');
    await new Promise((resolve) => setImmediate(resolve));
    expect(line).toContain('"code":"[redacted]"');
    expect(line).not.toContain('493021');
    expect(line).toContain('"code":"SERVICE_UNAVAILABLE"');
  });

  it('carry the request id', async () => {
    await t.call('GET', '/health', { headers: { 'x-request-id': 'log-trace-7' } });
    expect(logs).toContain('"requestId":"log-trace-7"');
  });
});
