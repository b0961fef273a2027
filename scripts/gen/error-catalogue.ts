// The error catalogue lives once, in openapi.yaml: ErrorCode's `x-gatekeep-errors` gives each
// code its status and public message. This renders it for the server, and refuses a spec whose
// shared failure responses (whose descriptions name their codes for readers) name a code of
// another status or leave one out.
import { HTTP_METHODS, type OpenApiDocument, type Reference, type Response } from './openapi.ts';

type Catalogue = Record<string, { status: number; message: string }>;

export function renderErrorCatalogue(document: OpenApiDocument, header: string): string {
  const catalogue = readCatalogue(document);
  checkSharedResponses(document, catalogue);
  const entries = Object.entries(catalogue).map(
    ([code, { status, message }]) => `  ${code}: { status: ${status}, message: ${JSON.stringify(message)} },`,
  );
  return `${header}// Each error code's status and public message, from ErrorCode's x-gatekeep-errors.
export const ERROR_CATALOGUE = {
${entries.join('\n')}
} as const;
`;
}

function readCatalogue(document: OpenApiDocument): Catalogue {
  const schema = document.components?.schemas?.ErrorCode;
  if (typeof schema !== 'object' || !schema.enum) throw new Error('openapi.yaml: components.schemas.ErrorCode needs an enum');
  const catalogue = schema['x-gatekeep-errors'] ?? {};
  const codes = schema.enum.map(String);
  const listed = Object.keys(catalogue);
  if (codes.join() !== listed.join()) {
    throw new Error(
      `openapi.yaml: ErrorCode's x-gatekeep-errors must list exactly its enum, in order (enum: ${codes.join(', ')}; listed: ${listed.join(', ')})`,
    );
  }
  for (const [code, entry] of Object.entries(catalogue)) {
    if (
      !Number.isInteger(entry.status) ||
      entry.status < 400 ||
      entry.status > 599 ||
      typeof entry.message !== 'string' ||
      entry.message === ''
    ) {
      throw new Error(`openapi.yaml: x-gatekeep-errors.${code} needs a 4xx or 5xx status and a message`);
    }
  }
  return catalogue;
}

/** Each shared response of the envelope is used under one status, and its description names exactly that status's codes. */
function checkSharedResponses(document: OpenApiDocument, catalogue: Catalogue): void {
  const statusOf = new Map<string, Set<string>>();
  for (const item of Object.values(document.paths ?? {})) {
    if ('$ref' in item) continue;
    for (const method of HTTP_METHODS) {
      for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
        const name = (response as Partial<Reference>).$ref?.match(/^#\/components\/responses\/(\w+)$/)?.[1];
        if (name) statusOf.set(name, (statusOf.get(name) ?? new Set()).add(status));
      }
    }
  }
  const problems: string[] = [];
  for (const [name, response] of Object.entries<Response>(document.components?.responses ?? {})) {
    // OAuth's answers (the mounted OpenID Provider's) and the hosted pages' HTML carry no code of ours.
    if (!JSON.stringify(response.content ?? {}).includes('#/components/schemas/Failure')) continue;
    const statuses = [...(statusOf.get(name) ?? [])];
    if (statuses.length !== 1) {
      problems.push(
        `components.responses.${name} is used under ${statuses.length === 0 ? 'no status' : `statuses ${statuses.join(', ')}`}; use it under one`,
      );
      continue;
    }
    const expected = Object.keys(catalogue)
      .filter((code) => String(catalogue[code]!.status) === statuses[0])
      .sort();
    const named = [...(response.description ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!).sort();
    if (expected.join() !== named.join()) {
      problems.push(
        `components.responses.${name} (${statuses[0]}) must name ${expected.map((c) => `\`${c}\``).join(', ')} in its description; it names ${named.join(', ') || 'none'}`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`openapi.yaml:\n  ${problems.join('\n  ')}`);
}
