import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A client every policy test may register: one redirect URI, the default grants. */
export const OIDC_CLIENT = { name: 'Policy app', redirectUris: ['https://app.example.test/cb'] };

/** A new platform OIDC client (made with `token`, a bootstrap token), for a request that reads, changes or deletes one. */
export async function freshPlatformOidcClient(t: TestApp, token: string): Promise<string> {
  const response = await t.call('POST', '/v1/platform/oidc-clients', { token, body: OIDC_CLIENT });
  expect(response.status, response.text).toBe(201);
  return response.body.data.oidcClient.id;
}
