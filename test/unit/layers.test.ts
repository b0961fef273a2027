import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The layer rules `npm test` checks on server/ (.dependency-cruiser.cjs), shown to catch each
// kind of violation on a fixture tree that commits every one of them.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config: IConfiguration = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));

async function violations(baseDir: string): Promise<string[]> {
  const result = await cruise(['server'], { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true, baseDir });
  if (typeof result.output === 'string') throw new Error('expected the structured result');
  return result.output.summary.violations
    .map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\//, 'node_modules/')}`)
    .sort();
}

describe('the layer rules', () => {
  it('catch a cycle, the domain on fastify or HTTP, a handler on db/, SQL outside db/, and imports past the domain', async () => {
    // identity/lists-tenants.ts (identity's one allowed domain call) is absent: no rule reports it.
    expect(await violations(path.join(root, 'test/fixtures/layers'))).toEqual([
      'config-below-domain: server/config.ts → server/domain/rule.ts',
      'db-below-domain: server/db/calls-domain.ts → server/domain/rule.ts',
      'domain-without-transport: server/domain/uses-fastify.ts → node_modules/fastify/fastify.js',
      'domain-without-transport: server/domain/uses-fastify.ts → server/http/transport.ts',
      'handlers-call-the-domain: server/handlers/reads-db.ts → server/db/rows.ts',
      'identity-before-the-domain: server/identity/calls-domain.ts → server/domain/rule.ts',
      'net-knows-only-the-network: server/net/knows-the-domain.ts → server/domain/rule.ts',
      'no-cycles: server/domain/cycle-a.ts → server/domain/cycle-b.ts',
      'policy-before-the-domain: server/policy/calls-domain.ts → server/domain/rule.ts',
      'protocols-below-domain: server/protocols/calls-domain.ts → server/domain/rule.ts',
      'secrets-below-db: server/secrets/reads-rows.ts → server/db/rows.ts',
      'sql-lives-in-db: server/domain/runs-sql.ts → node_modules/kysely/dist/esm/index.js',
    ]);
  });

  it('hold for server/', async () => {
    expect(await violations(root)).toEqual([]);
  });
});
