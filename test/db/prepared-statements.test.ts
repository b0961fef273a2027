import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED, preparedStatementName } from '../../server/db/prepared-statements.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('prepared statements', () => {
  it('names a statement by its text, only when it ends with the marker', () => {
    const marked = sql`select ${1} as one ${PREPARED}`.compile(t.app.services.db).sql;
    const name = preparedStatementName(marked);
    expect(name).toMatch(/^gatekeep_[0-9a-f]{24}$/);
    expect(preparedStatementName(`${marked}`)).toBe(name);
    expect(preparedStatementName(marked.replace('one', 'other'))).not.toBe(name);
    expect(preparedStatementName('select 1')).toBeUndefined();
  });

  it('prepares a marked statement once per connection, on PostgreSQL and on PGlite', async () => {
    const marked = sql<{ one: number }>`select ${1}::int as one ${PREPARED}`;
    const name = preparedStatementName(marked.compile(t.app.services.db).sql)!;
    // One pinned connection, so that the statements and the catalogue read share a session.
    const prepared = await t.app.services.db.connection().execute(async (connection) => {
      for (let run = 0; run < 3; run++) expect((await marked.execute(connection)).rows).toEqual([{ one: 1 }]);
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      return rows.map((row) => row.name);
    });
    expect(prepared.filter((n) => n === name)).toHaveLength(1);
  });

  it('keeps a prepared statement through its own errors and a rolled-back transaction', async () => {
    const codes = await t.app.services.db.connection().execute(async (connection) => {
      await sql`create temp table prepared_probe (id int primary key)`.execute(connection);
      const insert = (id: number) =>
        sql<{ id: number }>`insert into prepared_probe (id) values (${id}) returning id ${PREPARED}`.execute(connection);
      const codeOf = (promise: Promise<unknown>) =>
        promise.then(
          () => 'none',
          (err: { code?: string }) => err.code,
        );
      expect((await insert(1)).rows).toEqual([{ id: 1 }]);
      const outside = await codeOf(insert(1));
      await sql`begin`.execute(connection);
      const inside = await codeOf(insert(1));
      await sql`rollback`.execute(connection);
      expect((await insert(2)).rows).toEqual([{ id: 2 }]);
      await sql`drop table prepared_probe`.execute(connection);
      return [outside, inside];
    });
    expect(codes).toEqual(['23505', '23505']);
  });

  it('runs the marked sign-in and rotation statements as before', async () => {
    const account = await signUp(t);
    for (let rotation = 0; rotation < 3; rotation++) {
      const login = await t.call('POST', '/v1/auth/login', { body: { email: account.email, password: account.password } });
      expect(login.status).toBe(200);
      const refreshed = await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: login.body.data.refreshToken } });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.data.refreshToken).not.toBe(login.body.data.refreshToken);
    }
  });
});
