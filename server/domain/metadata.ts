import { AppError } from '../errors.ts';

/** The most a metadata object may take, serialised as JSON (issue 31 point 5). */
export const METADATA_MAX_BYTES = 8 * 1024;

/** 400 VALIDATION_FAILED naming the field when `value` is over METADATA_MAX_BYTES as JSON. */
export function assertMetadataSize(value: Record<string, unknown> | undefined, field: string): void {
  if (value === undefined) return;
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > METADATA_MAX_BYTES) {
    throw new AppError('VALIDATION_FAILED', `${field} is ${bytes} bytes as JSON; at most ${METADATA_MAX_BYTES} (8 KiB).`);
  }
}
