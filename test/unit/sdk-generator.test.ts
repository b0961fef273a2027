import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderTypescriptOperations } from '../../scripts/gen/typescript-sdk.ts';
import { SPEC_PATH } from '../../server/http/operations.ts';

/** openapi.yaml plus one operation with two path parameters, a body and a query. */
function specWithNewOperation() {
  const document = parse(readFileSync(SPEC_PATH, 'utf8'));
  document.paths['/v1/tenants/{tenantId}/widgets/{widgetId}'] = {
    parameters: [{ name: 'tenantId', in: 'path', required: true, schema: { type: 'string' } }],
    patch: {
      operationId: 'updateWidget',
      summary: 'Rename a widget.',
      parameters: [
        { name: 'widgetId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { '200': { description: 'ok' } },
    },
  };
  return document;
}

describe('the TypeScript SDK generator', () => {
  it('gives a new operation a typed method with path parameters in path order, then body, then query', () => {
    const text = renderTypescriptOperations(specWithNewOperation());
    expect(text).toContain(
      "  /** Rename a widget. */\n  updateWidget(tenantId: string, widgetId: string, body: Body<'updateWidget'>, query?: Query<'updateWidget'>, options?: RequestOptions): Promise<Data<'updateWidget'>> {\n    return this.invoke('updateWidget', { tenantId, widgetId }, body, query, options);",
    );
    expect(text).toContain(
      "updateWidget: { method: 'PATCH', path: '/v1/tenants/{tenantId}/widgets/{widgetId}', pathParams: ['tenantId', 'widgetId'], raw: false, text: false },",
    );
  });

  it('refuses a path parameter that is not declared', () => {
    const document = specWithNewOperation();
    document.paths['/v1/tenants/{tenantId}/widgets/{widgetId}'].parameters = [];
    expect(() => renderTypescriptOperations(document)).toThrow(/path parameter tenantId is not declared/);
  });
});
