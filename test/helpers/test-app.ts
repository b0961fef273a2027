import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject as provided } from 'vitest';
import type { OperationId, PathParams, RequestBody, ResponseData } from '../../server/api-types.ts';
import { type BuildOptions, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { operationIdOf } from '../../server/http/operation-of.ts';
import { loadSpec } from '../../server/http/operations.ts';
import { migratedDataDir } from './migrated-data-dir.ts';
import { SHARED_ISSUER } from './shared-issuer.ts';
import { outboxToken } from './outbox.ts';
import { responseContractViolation } from './response-contract.ts';

const OPERATION_HEADER = 'x-test-operation-id';
/** The largest rate-limit maximum server/config.ts accepts. */
const UNTHROTTLED = '1000000';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** A request through the whole HTTP stack; `token` becomes `Authorization: Bearer`. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  /**
   * An operation by its operationId, path and method from openapi.yaml, its `data` typed as
   * the operation's success payload (meaningful when `status` is the success status).
   */
  operation<Op extends OperationId>(operationId: Op, input?: OperationInput<Op>): Promise<OperationResponse<Op>>;
  close(): Promise<void>;
}

export interface OperationInput<Op extends OperationId> {
  params?: PathParams<Op>;
  query?: Record<string, string | number | boolean>;
  body?: RequestBody<Op>;
  token?: string;
  headers?: Record<string, string>;
}

export interface OperationResponse<Op extends OperationId> extends TestResponse {
  data: ResponseData<Op>;
}

const spec = loadSpec();

/** The request path of an operation: its template from openapi.yaml with `params` filled in. */
function operationUrl(
  operationId: string,
  params: unknown,
  query: OperationInput<OperationId>['query'],
): { method: InjectOptions['method']; url: string } {
  const info = spec.operations.get(operationId);
  if (!info) throw new Error(`openapi.yaml has no operation ${operationId}`);
  const path = info.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return { method: info.method as InjectOptions['method'], url: path + search };
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  text: string;
}

/**
 * A real app on a real database: a fresh PGlite under a temporary DATA_DIR, or the
 * PostgreSQL of DATABASE_URL when the suite runs against one.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: BuildOptions & { dataDir?: string; configure?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const onPglite = !(process.env.DATABASE_URL || env.DATABASE_URL);
  // On PostgreSQL DATA_DIR holds only the outbox and other files: no database to copy there.
  const dataDir = options.dataDir ?? (onPglite ? migratedDataDir() : mkdtempSync(path.join(tmpdir(), 'gatekeep-app-')));
  const config = loadConfig({
    // Every server of the run shares one issuer on PostgreSQL, as one deployment's instances must.
    ...(process.env.DATABASE_URL || env.DATABASE_URL ? { ISSUER: SHARED_ISSUER } : {}),
    DATA_DIR: dataDir,
    SIGNING_KEY_FILE: provided('signingKeyFile'),
    ENCRYPTION_KEYS: provided('encryptionKeys'),
    LOG_LEVEL: 'silent',
    // Job workers only where a test asks for them: on the shared PostgreSQL database, a
    // worker would otherwise run other files' jobs (see isolated-database.ts).
    JOB_CONCURRENCY: '0',
    // Every test signs up and logs in from one address; only the auth bucket's own tests
    // (which pass a small RATE_LIMIT_AUTH_MAX) should ever meet that limit.
    RATE_LIMIT_AUTH_MAX: UNTHROTTLED,
    // Likewise one owner invites many addresses; the invite bucket's own tests pass a small one.
    RATE_LIMIT_INVITE_MAX: UNTHROTTLED,
    // Webhook tests deliver to receivers on loopback; the tests of the address rule turn it off.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const app = await buildApp(config, options);
  // Tells t.call which operation answered, so it can hold the answer to the contract.
  app.addHook('onSend', async (request, reply) => {
    const operationId = operationIdOf(request);
    if (operationId) reply.header(OPERATION_HEADER, operationId);
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    call,
    async operation(operationId, input = {}) {
      const { method, url } = operationUrl(operationId, input.params, input.query);
      const response = await call(method, url, { body: input.body, token: input.token, headers: input.headers });
      return { ...response, data: response.body?.data };
    },
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };

  async function call(...[method, url, { body, token, headers = {} } = {}]: Parameters<TestApp['call']>): Promise<TestResponse> {
    const response = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      parsed = undefined;
    }
    const { [OPERATION_HEADER]: operationId, ...answerHeaders } = response.headers;
    if (typeof operationId === 'string') {
      const violation = responseContractViolation(
        operationId,
        response.statusCode,
        response.headers['content-type'] as string | undefined,
        parsed,
      );
      if (violation) throw new Error(violation);
    }
    return { status: response.statusCode, headers: answerHeaders as TestResponse['headers'], body: parsed, text: response.body };
  }
}

/** Unique per call, so tests can share one PostgreSQL database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(6).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct horse battery staple';

/**
 * A new account, its address verified through the link in the development outbox, as a user
 * would (so that addMember adds it rather than inviting it). `verified: false` leaves it
 * unverified; so does an app with SMTP_URL, whose mail only its test's server sees.
 */
export async function signUp(t: TestApp, email = uniqueEmail(), password = PASSWORD, options: { verified?: boolean } = {}) {
  const response = await t.operation('signup', { body: { email, password } });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${response.text}`);
  const verify = options.verified ?? !t.app.services.config.mail.smtpUrl;
  if (!verify) return { email, password, ...response.data };
  const token = await outboxToken(t, email, 'verify-email');
  const verified = await t.operation('verifyEmail', { body: { token } });
  if (verified.status !== 200) throw new Error(`verifyEmail failed: ${verified.status} ${verified.text}`);
  return { email, password, ...response.data, user: verified.data };
}
