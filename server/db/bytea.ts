/**
 * A bytea column as a Buffer without copying it: `pg` answers Buffers, PGlite plain
 * Uint8Arrays, and hex, base64url and comparisons want a Buffer.
 */
export function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
