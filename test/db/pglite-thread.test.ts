import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../../server/db/errors.ts';
import { createPgliteDirInChild } from '../../server/db/pglite-initdb.ts';
import { PGliteThread } from '../../server/db/pglite-thread.ts';

// The embedded database on its own thread, as the server opens it: what crosses the thread
// must be what PGlite itself would have given the driver, and a lost thread must fail closed.
let dir: string;
let thread: PGliteThread;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-pglite-thread-'));
  await createPgliteDirInChild(dir);
  thread = await PGliteThread.open(dir, ['-c', 'shared_buffers=16MB']);
  await thread.query('create table things (id text primary key, at timestamptz, n int8, raw bytea, doc jsonb)');
});
afterAll(async () => {
  await thread.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('returns rows with their types intact, and the count of affected rows', async () => {
    const at = new Date('2026-11-24T01:02:03.456Z');
    const insert = await thread.query('insert into things values ($1, $2, $3, $4, $5)', [
      'a',
      at,
      9_007_199_254_740_993n,
      new Uint8Array([0, 255, 7]),
      JSON.stringify({ nested: [1, 'two'] }),
    ]);
    expect(insert.affectedRows).toBe(1);
    const { rows } = await thread.query('select * from things where id = $1', ['a']);
    expect(rows).toEqual([{ id: 'a', at, n: 9_007_199_254_740_993n, raw: new Uint8Array([0, 255, 7]), doc: { nested: [1, 'two'] } }]);
  });

  it("rejects with PostgreSQL's fields, so a unique violation is still recognised by its constraint", async () => {
    const err = await thread.query('insert into things (id) values ($1)', ['a']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(isUniqueViolation(err, 'things_pkey')).toBe(true);
    expect(isDatabaseUnavailable(err)).toBe(false);
    // The thread goes on answering after a failed statement.
    expect((await thread.query('select count(*)::int as n from things')).rows).toEqual([{ n: 1 }]);
  });

  it('keeps statements in the order they were sent, a transaction included', async () => {
    await thread.query('begin');
    const inserts = ['b', 'c', 'd'].map((id) => thread.query('insert into things (id) values ($1)', [id]));
    await Promise.all(inserts);
    await thread.query('rollback');
    expect((await thread.query('select id from things order by id')).rows).toEqual([{ id: 'a' }]);
  });

  it('fails every query as an unavailable database once its thread has died, without hanging', async () => {
    const doomedDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-pglite-thread-'));
    await createPgliteDirInChild(doomedDir);
    const doomed = await PGliteThread.open(doomedDir, []);
    try {
      const inFlight = doomed.query('select pg_sleep(0.2)');
      await (doomed as any).worker.terminate();
      for (const err of [await inFlight.catch((e: unknown) => e), await doomed.query('select 1').catch((e: unknown) => e)]) {
        expect(err).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(err)).toBe(true);
      }
    } finally {
      await doomed.close();
      rmSync(doomedDir, { recursive: true, force: true });
    }
  });

  it('answers as closed after close()', async () => {
    const closingDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-pglite-thread-'));
    await createPgliteDirInChild(closingDir);
    const closing = await PGliteThread.open(closingDir, []);
    await closing.close();
    const err = await closing.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    rmSync(closingDir, { recursive: true, force: true });
  });
});
