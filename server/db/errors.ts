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
