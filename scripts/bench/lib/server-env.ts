import { randomBytes } from 'node:crypto';

/** The highest RATE_LIMIT_*_MAX that loadConfig accepts: far above what one run sends. */
const RATE_LIMIT_MAX = '1000000';

/**
 * One key for secrets at rest for every server of this run: servers sharing a PostgreSQL
 * database must read each other's secrets (a server will not start on secrets it cannot
 * decrypt). `npm run bench` (all.sh) exports one for all its benchmarks; alone, a run makes its own.
 */
const encryptionKeys = process.env.ENCRYPTION_KEYS || randomBytes(32).toString('base64');

/** The configuration a Gatekeep server child gets: the caller's, minus what would change the code path. */
export function serverEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ENCRYPTION_KEYS: encryptionKeys,
    RATE_LIMIT_PUBLIC_MAX: RATE_LIMIT_MAX,
    RATE_LIMIT_AUTH_MAX: RATE_LIMIT_MAX,
    RATE_LIMIT_INVITE_MAX: RATE_LIMIT_MAX,
  };
  // A development signing key in DATA_DIR (so tokens are RS256), in-memory rate limiting, and
  // the database this pass is about.
  for (const name of ['NODE_ENV', 'SIGNING_KEY', 'SIGNING_KEY_FILE', 'REDIS_URL', 'DATABASE_URL', 'BENCH_DATABASE_URL']) delete env[name];
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    env.ISSUER = 'http://127.0.0.1'; // required on PostgreSQL: instances of one database share it
  }
  return env;
}
