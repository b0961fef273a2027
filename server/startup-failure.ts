import { isIP } from 'node:net';
import { type Config, ConfigError } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { isDatabaseUnavailable } from './db/errors.ts';

/** What a start-up failure is described against: the settings it may name. */
export interface StartupContext {
  databaseUrl?: string | undefined;
  host?: string;
  port?: number;
  logLevel?: string;
}

/**
 * Every way `npm start` or an operator command can fail before serving, as one line naming the
 * cause and the fix, printed to stderr, then exit 1. An operator reads this in a terminal or a
 * container log: a stack trace there buries the one fact they need. A failure not recognised
 * below still gets one line, its message; its stack only with LOG_LEVEL=debug or trace.
 */
export function exitOnStartupFailure(err: unknown, context: StartupContext = {}): never {
  const known = describeStartupFailure(err, context);
  if (known) console.error(known);
  else {
    if (context.logLevel === 'debug' || context.logLevel === 'trace') console.error(err);
    console.error(`Gatekeep could not start: ${firstLine(err)} (LOG_LEVEL=debug shows the stack trace).`);
  }
  process.exit(1);
}

/**
 * NODE_ENV=production on the embedded database or with a loopback ISSUER: allowed (one host, a
 * reverse proxy on the same machine), but more often a deployment that forgot DATABASE_URL or
 * ISSUER, whose tokens then name an address no client can reach. One line, no exit.
 */
export function productionWarning(config: Config): string | undefined {
  if (!config.production) return undefined;
  const issues: string[] = [];
  if (!config.databaseUrl) issues.push(`on the embedded database in ${config.dataDir} (set DATABASE_URL for PostgreSQL)`);
  if (isLoopbackUrl(config.issuer)) issues.push(`with the loopback ISSUER ${config.issuer} (set ISSUER to the public URL clients use)`);
  return issues.length ? `Warning: NODE_ENV=production ${issues.join(' and ')}.` : undefined;
}

function isLoopbackUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname.replace(/^\[|\]$/g, '');
    return /^localhost$/i.test(host) || host === '::1' || /^127\./.test(host) || host === '0.0.0.0';
  } catch {
    return false;
  }
}

/** The one-line description of a failure this module recognises, or undefined. */
export function describeStartupFailure(err: unknown, context: StartupContext): string | undefined {
  if (err instanceof ConfigError) return `Invalid configuration: ${err.problems.join('; ')}.`;
  if (err instanceof DataDirInUseError) return err.message;
  const listen = findError(err, (e) => e.syscall === 'listen' || e.code === 'EADDRINUSE');
  if (listen) return listenFailure(listen, context);
  const database = databaseFailure(err, context.databaseUrl);
  if (database) return database;
  return undefined;
}

interface SystemError {
  code?: unknown;
  syscall?: unknown;
  address?: unknown;
  port?: unknown;
  severity?: unknown;
  message?: unknown;
}

function listenFailure(err: SystemError, context: StartupContext): string {
  const where = `${String(err.address ?? context.host ?? 'HOST')}:${String(err.port ?? context.port ?? 'PORT')}`;
  if (err.code === 'EADDRINUSE')
    return `Cannot listen on ${where}: the port is already in use by another process; stop that process or set PORT (or METRICS_PORT) to a free port.`;
  if (err.code === 'EACCES') return `Cannot listen on ${where}: permission denied; use a port above 1023 or run with the right to bind it.`;
  if (err.code === 'EADDRNOTAVAIL') return `Cannot listen on ${where}: no network interface has that address; fix HOST.`;
  return `Cannot listen on ${where}: ${firstLine(err)}.`;
}

/**
 * PostgreSQL's answers, by SQLSTATE (28P01 wrong password, 28000 no such role or not allowed by
 * pg_hba.conf, 3D000 no such database), and the socket's (refused, unknown host, time-out).
 * Named by host, port, user and database: never the password.
 */
function databaseFailure(err: unknown, databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl) return undefined;
  const target = describeDatabaseUrl(databaseUrl);
  const refusedLogin = findError(
    err,
    (e) => e.code === '28P01' || e.code === '28000' || /password must be a string|SASL/i.test(String(e.message)),
  );
  if (refusedLogin) {
    return refusedLogin.code === '28000'
      ? `The database at ${target.where} refused user "${target.user}": ${firstLine(refusedLogin)}; fix the user in DATABASE_URL or allow it in pg_hba.conf.`
      : `The database at ${target.where} refused the password of user "${target.user}"; fix the password in DATABASE_URL.`;
  }
  if (findError(err, (e) => e.code === '3D000'))
    return `The database "${target.database}" does not exist at ${target.where}; create it (createdb ${target.database}) or fix the database name in DATABASE_URL.`;
  const socket = findError(err, (e) => typeof e.code === 'string' && NETWORK_CODES.has(e.code));
  if (socket || isDatabaseUnavailable(err)) {
    const reason =
      socket?.code === 'ECONNREFUSED'
        ? 'connection refused'
        : socket?.code === 'ENOTFOUND' || socket?.code === 'EAI_AGAIN'
          ? 'the host name does not resolve'
          : socket?.code === 'ETIMEDOUT'
            ? 'the connection timed out'
            : firstLine(socket ?? err);
    return `Cannot reach the database at ${target.where} (DATABASE_URL): ${reason}; start PostgreSQL there or fix DATABASE_URL.`;
  }
  return undefined;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

function describeDatabaseUrl(databaseUrl: string): { where: string; user: string; database: string } {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || 'localhost';
    const shownHost = isIP(host.replace(/^\[|\]$/g, '')) === 6 && !host.startsWith('[') ? `[${host}]` : host;
    return {
      where: `${shownHost}:${url.port || '5432'}`,
      user: decodeURIComponent(url.username) || 'the default user',
      database: decodeURIComponent(url.pathname.slice(1)) || 'the default database',
    };
  } catch {
    return { where: 'DATABASE_URL', user: 'the configured user', database: 'the configured database' };
  }
}

/** The error itself, its `cause` chain or an AggregateError's members (pg tries every address of a host). */
function findError(err: unknown, test: (e: SystemError) => boolean, depth = 0): SystemError | undefined {
  if (!err || typeof err !== 'object' || depth > 5) return undefined;
  const e = err as SystemError & { cause?: unknown; errors?: unknown };
  if (test(e)) return e;
  if (Array.isArray(e.errors)) {
    for (const member of e.errors) {
      const found = findError(member, test, depth + 1);
      if (found) return found;
    }
  }
  return findError(e.cause, test, depth + 1);
}

function firstLine(err: unknown): string {
  const message = err && typeof err === 'object' && 'message' in err ? String((err as { message: unknown }).message) : String(err);
  return (message.split('\n')[0] ?? '').trim().replace(/\.$/, '') || 'unknown error';
}
