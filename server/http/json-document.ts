import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON document serialized once, with the strong validator of its bytes. */
interface JsonDocument {
  body: string;
  etag: string;
}

/** By the value's identity: a caller that keeps one object for a document gets one serialization. */
const documents = new WeakMap<object, JsonDocument>();

function documentOf(value: object): JsonDocument {
  let document = documents.get(value);
  if (!document) {
    const body = JSON.stringify(value);
    document = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    documents.set(value, document);
  }
  return document;
}

/**
 * Whether If-None-Match names the current representation (RFC 9110 §13.1.2): `*`, or a list
 * of entity tags compared weakly, so `W/"x"` matches `"x"`.
 */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a document that changes rarely (JWKS) from its one serialization: 200 with the body,
 * or 304 with no body when the client already holds it. ETag and Cache-Control on both. The
 * reply is sent here; the value is returned for the handler's type.
 */
export function sendJsonDocument<T extends object>(request: FastifyRequest, reply: FastifyReply, value: T, cacheControl: string): T {
  const { body, etag } = documentOf(value);
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (notModified(request.headers['if-none-match'], etag)) reply.code(304).send();
  else reply.code(200).type('application/json; charset=utf-8').send(body);
  return value;
}
