import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A connection every policy test may add: made and read only, never signed in through (its issuer never resolves). */
export const CONNECTION = {
  type: 'oidc',
  name: 'Policy provider',
  issuer: 'https://accounts.example.test',
  clientId: 'policy',
  clientSecret: 'policy-secret',
};

/** A new social connection (made with `token`, a bootstrap token), for a request that reads, changes or deletes one. */
export async function freshConnection(t: TestApp, token: string): Promise<string> {
  const response = await t.call('POST', '/v1/platform/connections', { token, body: CONNECTION });
  expect(response.status, response.text).toBe(201);
  return response.body.data.id;
}
