import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/handlers/index.ts';
import { loadSpec, SPEC_PATH } from '../../server/http/operations.ts';
import { CREDENTIAL_FOR_POLICY } from '../../server/policy/access-policy.ts';
import { POLICY_EVALUATORS } from '../../server/policy/guard.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const spec = loadSpec();
const SECURITY_SCHEME_FOR_CREDENTIAL = { none: undefined, userBearer: 'userBearer', platformBearer: 'platformBearer' } as const;

describe('every operation of openapi.yaml', () => {
  const operations = [...spec.operations.values()];

  it.each(operations.map((op) => [op.operationId, op]))('%s has a handler (none if mounted) and a decidable policy', (_id, op) => {
    if (op.mounted) expect(handlers).not.toHaveProperty(op.operationId);
    else expect(handlers).toHaveProperty(op.operationId);
    expect(op.access, `${op.operationId} needs x-gatekeep-access`).toBeDefined();
    expect(POLICY_EVALUATORS[op.access!.policy], `no evaluator for ${op.access!.policy}`).toBeTypeOf('function');
  });

  it.each(operations.map((op) => [op.operationId, op]))('%s documents the credential its policy reads', (_id, op) => {
    const raw = spec.document.paths[op.path][op.method.toLowerCase()];
    const schemes = (raw.security ?? []).flatMap((requirement: object) => Object.keys(requirement));
    const expected = SECURITY_SCHEME_FOR_CREDENTIAL[CREDENTIAL_FOR_POLICY[op.access!.policy]];
    expect(schemes).toEqual(expected ? [expected] : []);
  });

  it('has no handler without an operation', () => {
    expect(Object.keys(handlers).sort()).toEqual(
      operations
        .filter((op) => !op.mounted)
        .map((op) => op.operationId)
        .sort(),
    );
  });

  it('gives every path operation an operationId (the lint rule is off for `webhooks`, which are not ours)', () => {
    for (const [path, item] of Object.entries<Record<string, any>>(spec.document.paths)) {
      for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
        if (item[method]) expect(item[method].operationId, `${method.toUpperCase()} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      }
    }
  });

  it('uses verb + noun operationIds, each once', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(
        /^(get|list|create|update|delete|add|remove|signup|login|logout|refresh|verify|enroll|activate|disable|enable|issue|rotate|revoke|validate|mint|export|assign|cancel|redeliver|change|resend|request|confirm|accept|send|discover|start|finish|register|complete|exchange|introspect|search|replace|patch)[A-Z]?/,
      );
  });

  const raw = (op: (typeof operations)[number]) => spec.document.paths[op.path][op.method.toLowerCase()];

  it.each(operations.map((op) => [op.operationId, op]))('%s documents 400 when it takes any input', (_id, op) => {
    const takesInput =
      op.method !== 'GET' || (spec.document.paths[op.path].parameters ?? []).length + (raw(op).parameters ?? []).length > 0;
    if (takesInput) expect(raw(op).responses).toHaveProperty('400');
    else
      expect(op.operationId).toMatch(
        /^(getHealth|getLiveness|getReadiness|getJwks|getRootJwks|getAuditCheckpointKeys|getOpenIdConfiguration|getOidcUserinfo|getOidcLogoutDone|getMe|exportMe|getScimServiceProviderConfig|listScimResourceTypes|listScimSchemas)$/,
      );
  });

  it.each(operations.filter((op) => op.rateLimit).map((op) => [op.operationId, op]))(
    '%s documents the 429 and 503 of its rate limit',
    (_id, op) => {
      // A hosted page says "wait" on the page itself (HTML) as well as in the bucket's envelope.
      const tooMany = op.page && op.rateLimit?.bucket === 'auth' ? 'HostedPageThrottled' : 'TooManyRequests';
      // The SCIM service answers its refusals, these included, as SCIM errors.
      const scim = op.rateLimit?.bucket === 'scim';
      expect(raw(op).responses['429']).toEqual({ $ref: `#/components/responses/${scim ? 'ScimError' : tooMany}` });
      expect(raw(op).responses['503']).toEqual({ $ref: `#/components/responses/${scim ? 'ScimError' : 'ServiceUnavailable'}` });
    },
  );

  it('puts the platform bucket only on routes that read the platform credential, which the limiter resolves for the guard', () => {
    const platformBucket = operations.filter((op) => op.rateLimit?.bucket === 'platform');
    expect(platformBucket.length).toBeGreaterThan(0);
    for (const op of platformBucket) expect(CREDENTIAL_FOR_POLICY[op.access!.policy], op.operationId).toBe('platformBearer');
  });

  it('puts the invite bucket on the two inviting routes, whose user credential the limiter resolves for the guard', () => {
    const inviteBucket = operations.filter((op) => op.rateLimit?.bucket === 'invite');
    expect(inviteBucket.map((op) => op.operationId).sort()).toEqual(['addMember', 'createInvitation']);
    for (const op of inviteBucket) expect(CREDENTIAL_FOR_POLICY[op.access!.policy], op.operationId).toBe('userBearer');
  });

  // The mounted provider's 201 (pushed authorization requests) is OAuth's answer, not a resource of ours.
  it.each(operations.filter((op) => op.successStatus === 201 && !op.mounted).map((op) => [op.operationId, op]))(
    '%s answers 201 with Location and links that lead somewhere',
    (_id, op) => {
      const created = raw(op).responses['201'];
      expect(created.headers?.Location).toBeDefined();
      const links = Object.values<{ operationId: string; parameters?: Record<string, string> }>(created.links ?? {});
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const target = spec.operations.get(link.operationId);
        expect(target, link.operationId).toBeDefined();
        const needed = [...target!.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        expect(Object.keys(link.parameters ?? {}).sort(), `${op.operationId} → ${link.operationId}`).toEqual(needed.sort());
        for (const expression of Object.values(link.parameters ?? {}))
          // A SCIM answer is the resource itself (no envelope): its id is at #/id.
          expect(expression).toMatch(op.raw ? /^\$response\.body#\/id$/ : /^\$(request\.path\.\w+|response\.body#\/data(\/\w+)+)$/);
      }
    },
  );
});

describe('the published contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves openapi.yaml byte for byte and the same document as JSON', async () => {
    const yaml = await t.call('GET', '/v1/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.text).toBe(readFileSync(SPEC_PATH, 'utf8'));
    const json = await t.call('GET', '/v1/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual(spec.document);
  });

  it('serves a reference page at /v1/docs', async () => {
    const page = await t.call('GET', '/v1/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('serves every operation at its path (no route is missing from the server)', async () => {
    for (const op of spec.operations.values()) {
      const url = op.path.replace(/\{[^}]+\}/g, 'x');
      const response = await t.call(op.method as 'GET', url, { body: op.method === 'GET' ? undefined : {} });
      // An unmatched route answers 404 without a code; a matched one never does.
      expect(response.status === 404 && response.body?.code === undefined, `${op.method} ${op.path}`).toBe(false);
    }
  });
});
