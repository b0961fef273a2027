import { AppError } from '../errors.ts';

/** The one-key filter of listUsers and listPlatformTenants, from their `metadataKey` and `metadataValue`. */
export function metadataFilter(query: { metadataKey?: string; metadataValue?: string }): { key: string; value: string } | undefined {
  const { metadataKey: key, metadataValue: value } = query;
  if ((key === undefined) !== (value === undefined)) {
    throw new AppError('VALIDATION_FAILED', 'query.metadataKey and query.metadataValue go together: give both, or neither.');
  }
  return key === undefined ? undefined : { key, value: value! };
}

/** The most a metadata object may take, serialised as JSON (issue 31 point 5). */
export const METADATA_MAX_BYTES = 8 * 1024;

/**
 * 400 VALIDATION_FAILED naming the field when `value` cannot be stored as given: over
 * METADATA_MAX_BYTES as JSON, or holding a string (a key or a value) that PostgreSQL's jsonb
 * refuses, with the NUL character or an unpaired UTF-16 surrogate. JSON parses both, so only
 * the store would notice, as a 500.
 */
export function assertStorableMetadata(value: Record<string, unknown> | undefined, field: string): void {
  if (value === undefined) return;
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > METADATA_MAX_BYTES) {
    throw new AppError('VALIDATION_FAILED', `${field} is ${bytes} bytes as JSON; at most ${METADATA_MAX_BYTES} (8 KiB).`);
  }
  if (!storableStrings(value)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${field} must not contain the NUL character (U+0000) or an unpaired surrogate, in a key or in a string.`,
    );
  }
}

/** A lone surrogate: in a `u` pattern a surrogate pair is one code point, so only an unpaired one is Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Depth is bounded by the size check: 8 KiB of JSON nests at most 4,096 levels. */
function storableStrings(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(storableStrings);
  if (value !== null && typeof value === 'object') return Object.entries(value).every(([k, v]) => storableStrings(k) && storableStrings(v));
  return true;
}
