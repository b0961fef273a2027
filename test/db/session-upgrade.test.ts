import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { migrationsFor } from '../../server/db/migrations/index.ts';
import { newId } from '../../server/domain/ids.ts';
import { hashSecret } from '../../server/secrets/issued-secrets.ts';
import { type IsolatedDatabase, isolatedDatabase } from '../helpers/isolated-database.ts';
import { testSecretCipher } from '../helpers/secrets.ts';
import { startTestApp } from '../helpers/test-app.ts';

// Migration 0007 turns each refresh-token family into a session with the family's id, so that
// sessions signed in before the upgrade go on working, access tokens included (their `sid` was
// already the family id), and revoked families stay revoked.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('upgrading to sessions (0007)', () => {
  it('keeps live families signed in and revoked ones revoked', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-upgrade-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database: IsolatedDatabase = await isolatedDatabase();
    cleanups.push(() => database.drop());

    // The schema as it was before sessions, with one user and two families.
    const before = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir });
    const userId = newId('usr');
    const live = { family: newId('rft'), token: `gkr_live_${newId('rft')}` };
    const revoked = { family: newId('rft'), token: `gkr_revoked_${newId('rft')}` };
    try {
      const migrator = new Migrator({
        db: before.db,
        provider: { getMigrations: async () => migrationsFor({ secretCipher: testSecretCipher() }) },
      });
      const { error } = await migrator.migrateTo('0006_auth_throttles');
      if (error) throw error;
      await before.db
        .insertInto('users')
        .values({ id: userId, email: `upgrade-${userId.toLowerCase()}@example.com`, name: null, password_hash: 'x' })
        .execute();
      const inADay = new Date(Date.now() + 86_400_000);
      await before.db
        .insertInto('refresh_tokens')
        .values([
          { id: newId('rft'), family_id: live.family, user_id: userId, token_hash: hashSecret(live.token), expires_at: inADay },
          {
            id: newId('rft'),
            family_id: revoked.family,
            user_id: userId,
            token_hash: hashSecret(revoked.token),
            expires_at: inADay,
            revoked_at: new Date(),
          },
        ])
        .execute();
    } finally {
      await before.close();
    }

    const t = await startTestApp(database.env, { dataDir });
    cleanups.push(() => t.close());
    const sessions = await t.app.services.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    expect(sessions.map((s) => [s.id, s.revoked_at === null]).sort()).toEqual(
      [
        [live.family, true],
        [revoked.family, false],
      ].sort(),
    );

    // An access token issued before the upgrade carried the family id as `sid`.
    const { accessToken } = await t.app.services.accessTokens.issue(userId, live.family);
    expect((await t.call('GET', '/v1/me/sessions', { token: accessToken })).body.data.items).toEqual([
      expect.objectContaining({ id: live.family, current: true }),
    ]);
    expect((await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: live.token } })).status).toBe(200);
    expect((await t.call('POST', '/v1/auth/refresh', { body: { refreshToken: revoked.token } })).status).toBe(401);
    const { accessToken: revokedAccess } = await t.app.services.accessTokens.issue(userId, revoked.family);
    expect((await t.call('GET', '/v1/me', { token: revokedAccess })).status).toBe(401);
  });
});
