import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderErrorCatalogue } from '../../scripts/gen/error-catalogue.ts';
import type { OpenApiDocument } from '../../scripts/gen/openapi.ts';
import { ERROR_CATALOGUE } from '../../server/errors.ts';
import { SPEC_PATH } from '../../server/http/operations.ts';

// The catalogue lives once, in openapi.yaml; the generator refuses a spec whose shared failure
// responses name the wrong codes, or whose catalogue and ErrorCode enum disagree.

const spec = (): OpenApiDocument & { components: any } => parse(readFileSync(SPEC_PATH, 'utf8'));

describe('the error catalogue from openapi.yaml', () => {
  it('is what the server answers with', () => {
    const codes = spec().components.schemas.ErrorCode['x-gatekeep-errors'];
    expect(ERROR_CATALOGUE).toEqual(codes);
    expect(ERROR_CATALOGUE.SERVICE_ACCOUNT_REQUIRED.status).toBe(403);
  });

  it('refuses a shared response that leaves out a code of its status', () => {
    const document = spec();
    document.components.responses.Forbidden.description = '`NOT_A_MEMBER` or `INSUFFICIENT_ROLE`, …';
    expect(() => renderErrorCatalogue(document, '')).toThrow(/components\.responses\.Forbidden \(403\) must name .*`PLAN_LIMIT_REACHED`/);
  });

  it('refuses a code of another status in a shared response', () => {
    const document = spec();
    document.components.responses.Conflict.description += ' Or `NOT_FOUND`.';
    expect(() => renderErrorCatalogue(document, '')).toThrow(/Conflict \(409\)/);
  });

  it('refuses a catalogue that does not list exactly the enum', () => {
    const document = spec();
    delete document.components.schemas.ErrorCode['x-gatekeep-errors'].LAST_OWNER;
    expect(() => renderErrorCatalogue(document, '')).toThrow(/must list exactly its enum/);
  });
});
