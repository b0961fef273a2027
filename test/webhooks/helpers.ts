import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import type { Schemas } from '../../server/api-types.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { type Account, addMember, createTenant } from '../helpers/tenancy.ts';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import type { ReceivedWebhook } from '../helpers/webhook-receiver.ts';

export const BOOTSTRAP = 'w'.repeat(40);

/** Workers that poll often and retry within a fraction of a second, so retries are testable. */
export const FAST_JOBS = {
  JOB_CONCURRENCY: '4',
  JOB_POLL_MS: '50',
  JOB_RETRY_MAX_DELAY_MS: '100',
  JOB_MAX_ATTEMPTS: '3',
  WEBHOOK_TIMEOUT_MS: '500',
  BOOTSTRAP_TOKEN: BOOTSTRAP,
};

export interface WebhookWorld {
  t: TestApp;
  database: IsolatedDatabase;
  owner: Account;
  /** A fresh tenant for each scene: the free plan allows three endpoints per tenant. */
  tenant: Schemas['Tenant'];
  /** A service account with jobs:read and jobs:write. */
  operatorKey: string;
  /** The same app and operator, with a new owner and tenant. */
  scene(): Promise<WebhookWorld>;
  close(): Promise<void>;
}

export async function startWebhookWorld(env: Record<string, string> = {}): Promise<WebhookWorld> {
  const database = await isolatedDatabase();
  const t = await startTestApp({ ...FAST_JOBS, ...database.env, ...env });
  // Unverified, so that opening the signup link later shows `user.email_verified` reaching the tenant.
  const owner = await signUp(t, uniqueEmail(), PASSWORD, { verified: false });
  const tenant = await createTenant(t, owner);
  const account = await t.call('POST', '/v1/platform/service-accounts', {
    token: BOOTSTRAP,
    body: { name: 'jobs operator', permissions: ['jobs:read', 'jobs:write'] },
  });
  expect(account.status, account.text).toBe(201);
  const operatorKey = account.body.data.secret as string;
  const world: WebhookWorld = {
    t,
    database,
    owner,
    tenant,
    operatorKey,
    async scene() {
      const sceneOwner = await signUp(t);
      return { ...world, owner: sceneOwner, tenant: await createTenant(t, sceneOwner) };
    },
    async close() {
      await t.close();
      await database.drop();
    },
  };
  return world;
}

export async function createEndpoint(world: WebhookWorld, url: string, eventTypes: Schemas['WebhookEventType'][] = ['member.added']) {
  const response = await world.t.call('POST', `/v1/tenants/${world.tenant.id}/webhook-endpoints`, {
    token: world.owner.accessToken,
    body: { url, eventTypes },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data as Schemas['WebhookEndpointWithSecret'];
}

/** A new user joins the world's tenant (invited, then accepting): one `member.added` event. */
export async function addSomeone(world: WebhookWorld) {
  const someone = await signUp(world.t);
  await addMember(world.t, world.tenant.id, world.owner, someone, 'member');
  return someone;
}

/** Checks the signature the way a receiver would: the standardwebhooks verifier. */
export function verified(webhook: ReceivedWebhook, secret: string): { type: string; timestamp: string; tenantId: string; data: any } {
  return new Webhook(secret).verify(webhook.body, webhook.headers as Record<string, string>) as never;
}

export async function deliveriesOf(world: WebhookWorld, endpointId: string, query = ''): Promise<Schemas['WebhookDelivery'][]> {
  const response = await world.t.call('GET', `/v1/tenants/${world.tenant.id}/webhook-endpoints/${endpointId}/deliveries${query}`, {
    token: world.owner.accessToken,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.items;
}

/** Polls until `check` passes: workers run in the background, so tests wait for outcomes. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function jobOf(world: WebhookWorld, jobId: string): Promise<Schemas['Job']> {
  const response = await world.t.call('GET', `/v1/platform/jobs/${jobId}`, { token: world.operatorKey });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}
