import { type Config, loadConfig } from '../../server/config.ts';

/**
 * The configuration of an in-process benchmark server: the environment's settings (so
 * DATABASE_URL picks PostgreSQL), a throw-away DATA_DIR, a free port on loopback, and the auth
 * bucket (per address) at its highest, as for every benchmark: they measure the work, not the limit.
 */
export function benchConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_AUTH_MAX: '1000000',
    // Required on PostgreSQL (instances of one database share it); on PGlite the default.
    ISSUER: process.env.ISSUER || 'http://127.0.0.1',
    ...overrides,
  });
}
