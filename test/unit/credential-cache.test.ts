import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { type InvalidationFeed, localInvalidations, publishInvalidations } from '../../server/db/invalidations.ts';
import { CredentialCache } from '../../server/domain/credentials/credential-cache.ts';

// Issue 17 point 4, the cache itself: what it keeps, what it forgets, and when it reads through.

const cache = (overrides: Partial<{ ttlMs: number; maxEntries: number; trustworthy: () => boolean }> = {}) =>
  new CredentialCache<{ id: string }>({ ttlMs: 60_000, maxEntries: 100, trustworthy: () => true, ...overrides });

describe('CredentialCache', () => {
  it('loads once, then answers from memory until forgotten', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => ({ id: `row-${++loads}` });
    expect(await c.get('k', load)).toEqual({ id: 'row-1' });
    expect(await c.get('k', load)).toEqual({ id: 'row-1' });
    c.forget((row) => row.id === 'row-1');
    expect(await c.get('k', load)).toEqual({ id: 'row-2' });
  });

  it('never keeps an absent credential, so unknown keys leave nothing behind', async () => {
    const c = cache();
    for (let i = 0; i < 10_000; i += 1) expect(await c.get(`unknown-${i}`, async () => undefined)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('does not keep a load that a forget overtook: it may have read the state before the change', async () => {
    const c = cache();
    let release!: () => void;
    const slow = c.get('k', () => new Promise((resolve) => (release = () => resolve({ id: 'old' }))));
    c.forget();
    release();
    expect(await slow).toEqual({ id: 'old' });
    expect(await c.get('k', async () => ({ id: 'new' }))).toEqual({ id: 'new' });
  });

  it('reads through while the invalidation feed is down', async () => {
    let healthy = false;
    const c = cache({ trustworthy: () => healthy });
    let loads = 0;
    const load = async () => ({ id: `row-${++loads}` });
    await c.get('k', load);
    await c.get('k', load);
    expect(loads).toBe(2);
    expect(c.size).toBe(0);
    healthy = true;
    await c.get('k', load);
    await c.get('k', load);
    expect(loads).toBe(3);
  });

  it('expires entries after the TTL and holds at most maxEntries, dropping the oldest', async () => {
    const c = cache({ ttlMs: 30, maxEntries: 2 });
    let loads = 0;
    const load = async () => ({ id: `row-${++loads}` });
    await c.get('a', load);
    await c.get('b', load);
    await c.get('c', load);
    expect(c.size).toBe(2);
    expect(await c.get('b', load)).toEqual({ id: 'row-2' });
    expect(await c.get('a', load)).toEqual({ id: 'row-4' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await c.get('a', load)).toEqual({ id: 'row-5' });
  });
});

// Issue 29 point 8: the revoking instance forgets once more when the revocation commits, so a
// cache miss that read the row before the commit cannot keep it until NOTIFY comes back.
describe('CredentialCache behind publishInvalidations', () => {
  let database: Database;
  let dataDir: string;
  const c = cache();
  let feed: InvalidationFeed;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-cache-'));
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    feed = localInvalidations((topic) => c.forget((_row, key) => key === topic));
  }, 60_000);
  afterAll(async () => {
    await feed?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not keep, past the commit, a load that read the row inside the revoking transaction', async () => {
    await database.db.transaction().execute(async (trx) => {
      await publishInvalidations(trx, ['key-1']);
      // A concurrent request misses the cache and reads the row the transaction has not yet committed.
      expect(await c.get('key-1', async () => ({ id: 'as before the revocation' }))).toEqual({ id: 'as before the revocation' });
      expect(c.size).toBe(1);
    });
    // The transaction has committed and the revoking request may answer: the old row is gone.
    expect(c.size).toBe(0);
    expect(await c.get('key-1', async () => ({ id: 'revoked' }))).toEqual({ id: 'revoked' });
  });

  it('forgets nothing more when the revocation rolls back', async () => {
    await c.get('key-2', async () => ({ id: 'kept' }));
    const rolledBack = database.db.transaction().execute(async (trx) => {
      await publishInvalidations(trx, ['key-2']);
      await c.get('key-2', async () => ({ id: 'reloaded' }));
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await c.get('key-2', async () => ({ id: 'not read' }))).toEqual({ id: 'reloaded' });
  });
});
