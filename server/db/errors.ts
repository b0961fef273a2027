/**
 * Driver errors, classified once so that handlers never inspect them: a unique violation
 * becomes a 409 where the repository knows which one, a lost connection becomes 503.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint;
}

// SQLSTATE classes 08 (connection exception), 53 (insufficient resources) and 57P
// (operator intervention: shutdown, cannot connect now) all mean "the database is not answering".
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[1-4])$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'PGLite not initialized',
  'driver has already been destroyed',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  // pg-pool's wait for a free client ran out: every connection is stuck on a database that does not answer.
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_NODE_CODES.has(e.code))) {
    return true;
  }
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) {
    return true;
  }
  return Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable);
}

/**
 * SQLSTATE 40001 (serialization failure) and 40P01 (deadlock detected): PostgreSQL undid the
 * whole transaction to let a concurrent one through, and the same request may succeed if sent again.
 */
export function isTransactionConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

/** What an operator needs to know about a driver error: never the client or its connection settings. */
export interface DriverErrorSummary {
  message: string;
  /** The server's SQLSTATE (57P01: terminated by an administrator) when the server said why. */
  sqlState?: string;
  /** Node's socket error code (ECONNRESET, ECONNREFUSED…) when the socket failed instead. */
  errorCode?: string;
}

/**
 * pg-pool attaches the whole client (user, host, port, database) to the errors it emits, so
 * logging the error object would log that; a summary keeps only what says what went wrong.
 */
export function summarizeDriverError(err: unknown): DriverErrorSummary {
  const e = err as { message?: unknown; code?: unknown; severity?: unknown } | null;
  const summary: DriverErrorSummary = { message: typeof e?.message === 'string' ? e.message : String(err) };
  if (typeof e?.code === 'string') {
    // Only an error the server sent carries a severity; its code is a SQLSTATE.
    if (typeof e.severity === 'string') summary.sqlState = e.code;
    else summary.errorCode = e.code;
  }
  return summary;
}
