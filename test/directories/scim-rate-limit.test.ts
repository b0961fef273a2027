import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { directoryWorld, ERROR_SCHEMA } from './helpers.ts';

// Issue 35 points 1 and 2: each directory draws from a bucket of its own, every SCIM route
// together, and the refusal is SCIM's.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCIM_MAX: '3' });
});
afterAll(async () => {
  await t?.close();
});

describe('the scim bucket', () => {
  it('counts a directory’s requests across routes, answers a SCIM 429 past it, and leaves other directories alone', async () => {
    const first = await directoryWorld(t);
    const second = await directoryWorld(t);
    for (const path of ['/ServiceProviderConfig', '/Users', '/Groups']) expect((await first.scim('GET', path)).status).toBe(200);
    const refused = await first.scim('GET', '/Schemas');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({ schemas: [ERROR_SCHEMA], status: '429', detail: expect.any(String) });
    expect((await second.scim('GET', '/Users')).status).toBe(200);
  });
});
