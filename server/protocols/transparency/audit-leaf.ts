import { hash } from 'node:crypto';
import type { Schemas } from '../../api-types.ts';
import { canonicalText } from './canonical-json.ts';
import type { Hash } from './merkle.ts';

/** An audit event as the API shows it, without its place in a log. */
export type AuditEntry = Omit<Schemas['AuditEvent'], 'seq' | 'leafHash' | 'personalData'>;

/** RFC 8785 (JSON Canonicalization Scheme): one byte string for one JSON value. */
export function canonicalJson(value: unknown): Buffer {
  return Buffer.from(canonicalText(value), 'utf8');
}

/** SHA-256 of text's UTF-8, without a Buffer of it first (a verifier does this a million times). */
const sha256OfText = (text: string): Buffer => hash('sha256', text, 'buffer');

/**
 * The personal data of an event that deleting its user erases (the client IP and
 * `metadata.email`, as forgetUserInAuditLog does) enters the leaf as this digest: SHA-256 of
 * the RFC 8785 JSON of `{email, ip, salt}` (salt in hex). While the salt is kept, anyone can
 * check the data against the digest; once the data and salt are erased, the digest still fits
 * the leaf and, salted, reveals nothing of what it hid.
 */
export function personalDataDigest(entry: Pick<AuditEntry, 'ip' | 'metadata'>, salt: Buffer | string): Buffer {
  const saltHex = typeof salt === 'string' ? salt : salt.toString('hex');
  return sha256OfText(canonicalText({ email: entry.metadata.email ?? null, ip: entry.ip, salt: saltHex }));
}

/**
 * The event's leaf hash, SHA-256(0x00 ‖ RFC 8785 JSON), over the event without `ip` and
 * `metadata.email` and with `personalData` (the digest above, in hex) in their place.
 */
export function auditLeafHash(entry: AuditEntry, personalDigest: Buffer | string): Hash {
  const { email: _email, ...metadata } = entry.metadata;
  const { id, occurredAt, tenantId, actor, action, target, requestId } = entry;
  const personalData = typeof personalDigest === 'string' ? personalDigest : personalDigest.toString('hex');
  // RFC 9162's leaf prefix 0x00 is U+0000, one byte in UTF-8.
  return sha256OfText(`\u0000${canonicalText({ id, occurredAt, tenantId, actor, action, target, requestId, metadata, personalData })}`);
}
