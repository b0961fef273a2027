import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Schemas } from '../../api-types.ts';
import { type Hash, leafHashOf } from './merkle.ts';

/** An audit event as the API shows it, without its place in a log. */
export type AuditEntry = Omit<Schemas['AuditEvent'], 'seq' | 'leafHash' | 'personalData'>;

/** RFC 8785 (JSON Canonicalization Scheme): one byte string for one JSON value. */
export function canonicalJson(value: unknown): Buffer {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('not a JSON value');
  return Buffer.from(text, 'utf8');
}

const sha256 = (bytes: Buffer): Buffer => hash('sha256', bytes, 'buffer');

/**
 * The personal data of an event that deleting its user erases (the client IP and
 * `metadata.email`, as forgetUserInAuditLog does) enters the leaf as this digest: SHA-256 of
 * the RFC 8785 JSON of `{email, ip, salt}` (salt in hex). While the salt is kept, anyone can
 * check the data against the digest; once the data and salt are erased, the digest still fits
 * the leaf and, salted, reveals nothing of what it hid.
 */
export function personalDataDigest(entry: Pick<AuditEntry, 'ip' | 'metadata'>, salt: Buffer): Buffer {
  return sha256(canonicalJson({ email: entry.metadata.email ?? null, ip: entry.ip, salt: salt.toString('hex') }));
}

/**
 * The event's leaf hash, SHA-256(0x00 ‖ RFC 8785 JSON), over the event without `ip` and
 * `metadata.email` and with `personalData` (the digest above, in hex) in their place.
 */
export function auditLeafHash(entry: AuditEntry, personalDigest: Buffer): Hash {
  const { email: _email, ...metadata } = entry.metadata;
  const { id, occurredAt, tenantId, actor, action, target, requestId } = entry;
  return leafHashOf(
    canonicalJson({ id, occurredAt, tenantId, actor, action, target, requestId, metadata, personalData: personalDigest.toString('hex') }),
  );
}
