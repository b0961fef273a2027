import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../server/http/operations.ts';
import { refusesNul, requestStrings } from '../helpers/request-strings.ts';

// PostgreSQL text cannot hold U+0000; a schema-valid NUL once reached it and answered 500.
/** `limit` never reaches validation as sent: http/list-limit.ts makes it an integer first. */
const CLAMPED_BEFORE_VALIDATION = '/components/parameters/Limit/schema';

/**
 * The mounted OpenID Provider parses its own requests (its schemas describe, they do not
 * validate); its storage refuses U+0000 instead (test/oidc-provider/protocol-edges.test.ts).
 */
const spec = loadSpec();
const mountedPointers = [...spec.operations.values()]
  .filter((op) => op.mounted)
  .map((op) => `/paths/${op.path.replaceAll('~', '~0').replaceAll('/', '~1')}/${op.method.toLowerCase()}/`);

describe('strings a client sends', () => {
  const strings = requestStrings(spec.document).filter(
    (s) => s.pointer !== CLAMPED_BEFORE_VALIDATION && !mountedPointers.some((prefix) => s.pointer.startsWith(prefix)),
  );

  it('are found in parameters and bodies', () => {
    expect(strings.length).toBeGreaterThan(40);
  });

  it.each(strings.map((s) => [s.pointer, s]))('%s keeps U+0000 out by its schema', (_pointer, s) => {
    expect(refusesNul(s.schema)).toBe(true);
  });
});
