import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from '../../server/db/compiled-once.ts';
import type { Db } from '../../server/db/database.ts';
import type { DB } from '../../server/db/schema.ts';

// Compiling needs no connection: Kysely's DummyDriver stands in for one that is never used.
// What runs against a real database (the refresh rotation) is tested through HTTP in
// test/auth/refresh-logout.test.ts.
function compileOnlyDb(): Db {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

describe('compiledOnce', () => {
  it('builds once per database and runs each call with its own values, in place', () => {
    let builds = 0;
    const statement = compiledOnce(['id', 'name'], (db, value) => {
      builds += 1;
      return db
        .updateTable('users')
        .set({ name: sql<string>`${value.name}` })
        .where('id', '=', sql<string>`${value.id}`)
        .returning('id');
    });
    const db = compileOnlyDb();
    const first = statement(db, { id: 'usr_1', name: 'Ada' });
    const second = statement(db, { id: 'usr_2', name: 'Grace' });
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['Ada', 'usr_1']);
    expect(second.parameters).toEqual(['Grace', 'usr_2']);
    statement(compileOnlyDb(), { id: 'usr_3', name: 'Linus' });
    expect(builds).toBe(2);
  });

  it('refuses a statement that freezes a value or leaves a name unused', () => {
    const frozen = compiledOnce(['id'], (db, value) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', '=', sql<string>`${value.id}`)
        .where('name', '=', 'Ada'),
    );
    expect(() => frozen(compileOnlyDb(), { id: 'usr_1' })).toThrow(/1 parameter\(s\) not a placeholder/);
    const unused = compiledOnce(['id', 'name'], (db, value) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', '=', sql<string>`${value.id}`),
    );
    expect(() => unused(compileOnlyDb(), { id: 'usr_1', name: 'Ada' })).toThrow(/1 value\(s\) unused/);
  });
});
