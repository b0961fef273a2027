import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A connection a policy test may add: made and read only, never signed in through (its issuer never resolves). */
export function connectionBody(name: string) {
  return { type: 'oidc', name, issuer: 'https://accounts.example.test', clientId: 'policy', clientSecret: 'policy-secret' };
}

/**
 * Deletes the connections named `name`: a test file's own fixtures, which its earlier requests
 * are done with. The platform holds at most 50 connections, and on PostgreSQL the test files
 * share one platform, so each keeps only what its current request needs.
 */
export async function makeRoomForConnection(t: TestApp, token: string, name: string): Promise<void> {
  const listed = await t.call('GET', '/v1/platform/connections', { token });
  expect(listed.status, listed.text).toBe(200);
  for (const connection of listed.body.data.items as { id: string; name: string }[]) {
    if (connection.name === name) await t.call('DELETE', `/v1/platform/connections/${connection.id}`, { token });
  }
}

/** A new social connection named `name` (made with `token`, a bootstrap token), for a request that reads, changes or deletes one. */
export async function freshConnection(t: TestApp, token: string, name: string): Promise<string> {
  await makeRoomForConnection(t, token, name);
  const response = await t.call('POST', '/v1/platform/connections', { token, body: connectionBody(name) });
  expect(response.status, response.text).toBe(201);
  return response.body.data.id;
}
