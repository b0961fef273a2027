import type { FastifyRequest } from 'fastify';

/**
 * The bearer credential of `Authorization`: `absent` when there is no header, `malformed`
 * when there is one that is not `Bearer <token>` (a present but unusable credential is
 * invalid, never anonymous).
 */
export function readBearerCredential(
  request: FastifyRequest,
): { kind: 'absent' } | { kind: 'malformed' } | { kind: 'token'; token: string } {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return { kind: 'absent' };
  const match = /^Bearer +([\x21-\x7e]{1,4096})$/i.exec(header.trim());
  return match ? { kind: 'token', token: match[1]! } : { kind: 'malformed' };
}
