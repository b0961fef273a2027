import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../compiled-once.ts';
import type { Db } from '../database.ts';
import { PREPARED } from '../prepared-statements.ts';
import type { DB } from '../schema.ts';
import type { AuditEventRowInput } from './audit-events.ts';

export interface NewRefreshTokenRow {
  id: string;
  sessionId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date | RawBuilder<Date>;
}

export async function insertRefreshTokenRow(trx: Db, row: NewRefreshTokenRow): Promise<void> {
  await insertRefreshTokenQuery(trx, row).execute();
}

export function insertRefreshTokenQuery(qc: QueryCreator<DB>, row: NewRefreshTokenRow) {
  return qc
    .insertInto('refresh_tokens')
    .values({ id: row.id, family_id: row.sessionId, user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt });
}

/** The audit row's columns with their types: an INSERT … SELECT of parameters needs them spelled out. */
const AUDIT_COLUMN_TYPES = {
  id: 'text',
  occurred_at: 'timestamptz',
  tenant_id: 'text',
  actor_kind: 'text',
  actor_id: 'text',
  action: 'text',
  target_type: 'text',
  target_id: 'text',
  ip: 'text',
  request_id: 'text',
  metadata: 'jsonb',
  leaf_hash: 'bytea',
  personal_salt: 'bytea',
  personal_digest: 'bytea',
} as const satisfies Record<keyof AuditEventRowInput, string>;
const AUDIT_COLUMNS = Object.keys(AUDIT_COLUMN_TYPES) as (keyof typeof AUDIT_COLUMN_TYPES)[];

/** What one rotation writes besides spending the presented token. */
export interface Rotation {
  tokenHash: string;
  successor: { id: string; tokenHash: string; ttlSeconds: number };
  seen: { ip: string | null; userAgent: string | null };
  /** The audit event, recorded only if the token is spent: its actor and target are the token's user and session. */
  audit: AuditEventRowInput;
}

/**
 * Rotation in one statement, so that it costs one round trip (PGlite runs one statement at a
 * time; a transaction of six cost six). Spends the token: only an unused, unexpired one of a
 * live session, marked used by the same UPDATE so that two concurrent refreshes cannot both
 * spend it. Its successor lives `ttlSeconds` but never past the session's end; the session is
 * marked seen; the audit event is recorded. Nothing is written unless the token was spendable.
 * Returns the spent token's user and session, or undefined.
 */
export async function rotateRefreshTokenRows(db: Db, rotation: Rotation): Promise<{ userId: string; sessionId: string } | undefined> {
  const { successor, seen, audit } = rotation;
  const values: Record<RotationValue, unknown> = {
    tokenHash: rotation.tokenHash,
    successorId: successor.id,
    successorTokenHash: successor.tokenHash,
    successorTtlSeconds: successor.ttlSeconds,
    seenIp: seen.ip,
    seenUserAgent: seen.userAgent,
    ...(Object.fromEntries(AUDIT_COLUMNS.map((column) => [`audit.${column}`, audit[column]])) as Record<`audit.${AuditColumn}`, unknown>),
  };
  const { rows } = await db.executeQuery(rotationStatement(db, values));
  const spent = rows[0];
  return spent && { userId: spent.user_id, sessionId: spent.family_id };
}

type AuditColumn = (typeof AUDIT_COLUMNS)[number];
type RotationValue =
  'tokenHash' | 'successorId' | 'successorTokenHash' | 'successorTtlSeconds' | 'seenIp' | 'seenUserAgent' | `audit.${AuditColumn}`;
const ROTATION_VALUES: RotationValue[] = [
  'tokenHash',
  'successorId',
  'successorTokenHash',
  'successorTtlSeconds',
  'seenIp',
  'seenUserAgent',
  ...AUDIT_COLUMNS.map((column) => `audit.${column}` as const),
];

/** The rotation's text is the same for every refresh, so Kysely builds it once (compiled-once.ts). */
const rotationStatement = compiledOnce(ROTATION_VALUES, (db, value) =>
  db
    .with('spent', (qc) =>
      qc
        .updateTable('refresh_tokens')
        .set({ used_at: sql`now()` })
        .from('sessions')
        .whereRef('sessions.id', '=', 'refresh_tokens.family_id')
        .where('refresh_tokens.token_hash', '=', sql<string>`${value.tokenHash}`)
        .where('refresh_tokens.used_at', 'is', null)
        .where('refresh_tokens.revoked_at', 'is', null)
        .where('refresh_tokens.expires_at', '>', sql<Date>`now()`)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .returning(['refresh_tokens.user_id', 'refresh_tokens.family_id', 'sessions.expires_at as session_expires_at']),
    )
    .with('successor', (qc) =>
      qc
        .insertInto('refresh_tokens')
        .columns(['id', 'family_id', 'user_id', 'token_hash', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('spent')
            .select([
              sql<string>`${value.successorId}::text`.as('id'),
              'spent.family_id',
              'spent.user_id',
              sql<string>`${value.successorTokenHash}::text`.as('token_hash'),
              sql<Date>`least(now() + make_interval(secs => ${value.successorTtlSeconds}), spent.session_expires_at)`.as('expires_at'),
            ]),
        ),
    )
    .with('seen', (qc) =>
      qc
        .updateTable('sessions')
        .set({ last_used_at: sql`now()`, ip: sql<string | null>`${value.seenIp}`, user_agent: sql<string | null>`${value.seenUserAgent}` })
        .where('id', 'in', (eb) => eb.selectFrom('spent').select('spent.family_id')),
    )
    .with('audited', (qc) =>
      qc
        .insertInto('audit_events')
        .columns(AUDIT_COLUMNS)
        // One row when the token was spent, none otherwise.
        .expression((eb) =>
          eb
            .selectFrom('spent')
            .select(AUDIT_COLUMNS.map((column) => sql`${value[`audit.${column}`]}::${sql.raw(AUDIT_COLUMN_TYPES[column])}`.as(column))),
        ),
    )
    .selectFrom('spent')
    .select(['spent.user_id', 'spent.family_id'])
    .modifyEnd(PREPARED),
);

/** The session of a refresh token that was spent already (reuse), or of any token at all. */
export async function findRefreshTokenSession(
  db: Db,
  tokenHash: string,
  options: { spentOnly?: boolean } = {},
): Promise<{ userId: string; sessionId: string } | undefined> {
  let query = db.selectFrom('refresh_tokens').select(['user_id', 'family_id']).where('token_hash', '=', tokenHash);
  if (options.spentOnly) query = query.where('used_at', 'is not', null);
  // Every refresh reads this first: planned once per connection, like the rotation.
  const row = await query.modifyEnd(PREPARED).executeTakeFirst();
  return row && { userId: row.user_id, sessionId: row.family_id };
}
