import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { AccessPolicy } from '../policy/access-policy.ts';

export const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** What the server reads from one operation of openapi.yaml beyond what the glue handles. */
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  /** `x-gatekeep-access`: who may call it. */
  access: AccessPolicy | undefined;
  /** `x-gatekeep-rate-limit`: the bucket this route draws from, checked before anything else. */
  rateLimit: { bucket: 'public' | 'auth' | 'platform' | 'invite' | 'scim' } | undefined;
  /** `x-gatekeep-raw`: the body is sent as is, without the success envelope. */
  raw: boolean;
  /** `x-gatekeep-page`: a hosted page; the handler answers a Page (HTML or a redirect, any status). */
  page: boolean;
  /** `x-gatekeep-mounted`: served by a mounted library (oidc-provider), not by a handler of ours. */
  mounted: boolean;
  /** `requestBody.required`: a request without a body is refused before validation. */
  bodyRequired: boolean;
  /** The one 2xx (or, for a redirecting operation, 3xx) status the operation answers with. */
  successStatus: number;
}

export interface LoadedSpec {
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed openapi.yaml, read by the glue and the docs page as it is
  document: Record<string, any>;
  operations: Map<string, OperationInfo>;
}

/**
 * The parse of each spec file, kept while the file is unchanged: parsing openapi.yaml costs a
 * third of a second, and a process that builds many apps (the tests, a CLI command beside a
 * server) would pay it for each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed openapi.yaml (see LoadedSpec)
const parsed = new Map<string, { modifiedMs: number; text: string; document: Record<string, any> }>();

/** Reads openapi.yaml; the route table, validation and policies all come from it. */
export function loadSpec(file = SPEC_PATH): LoadedSpec {
  const modifiedMs = statSync(file).mtimeMs;
  let cached = parsed.get(file);
  if (cached?.modifiedMs !== modifiedMs) {
    const text = readFileSync(file, 'utf8');
    cached = { modifiedMs, text, document: parse(text) };
    parsed.set(file, cached);
  }
  const { text } = cached;
  // A copy for each caller: the glue and the docs page may adjust theirs.
  const document = structuredClone(cached.document);
  const operations = new Map<string, OperationInfo>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- path items of the parsed openapi.yaml
  for (const [path, item] of Object.entries<Record<string, any>>(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const successStatus = Number(Object.keys(op.responses ?? {}).find((s) => /^[23]\d\d$/.test(s)) ?? 200);
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        access: op['x-gatekeep-access'],
        rateLimit: op['x-gatekeep-rate-limit'],
        raw: op['x-gatekeep-raw'] === true,
        page: op['x-gatekeep-page'] === true,
        mounted: typeof op['x-gatekeep-mounted'] === 'string',
        bodyRequired: op.requestBody?.required === true,
        successStatus,
      });
    }
  }
  return { text, document, operations };
}
