import { bufferOf } from '../../db/bytea.ts';
import { Readable } from 'node:stream';
import type { Schemas } from '../../api-types.ts';
import { type AuditFilter, type AuditScope, auditEventBatchAfter, listAuditEventRows } from '../../db/repositories/audit-events.ts';
import type { AuditEventRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';

export function auditEventView(row: AuditEventRow): Schemas['AuditEvent'] {
  return {
    id: row.id,
    occurredAt: row.occurred_at.toISOString(),
    tenantId: row.tenant_id,
    actor: { kind: row.actor_kind as Schemas['AuditEvent']['actor']['kind'], id: row.actor_id },
    action: row.action,
    target: row.target_type && row.target_id ? { type: row.target_type, id: row.target_id } : null,
    ip: row.ip,
    requestId: row.request_id,
    metadata: row.metadata,
    seq: Number(row.seq),
    leafHash: bufferOf(row.leaf_hash).toString('hex'),
    personalData: {
      digest: bufferOf(row.personal_digest).toString('hex'),
      salt: row.personal_salt ? bufferOf(row.personal_salt).toString('hex') : null,
    },
  };
}

function checkRange(filter: AuditFilter): void {
  if (filter.since && filter.until && new Date(filter.since) > new Date(filter.until)) {
    throw new AppError('VALIDATION_FAILED', 'query.since must not be after query.until.');
  }
}

export async function listAuditEvents(
  services: Services,
  tenantId: string,
  query: AuditFilter & { limit?: number | string; cursor?: string },
): Promise<Schemas['AuditEventPage']> {
  checkRange(query);
  const limit = clampLimit(query.limit);
  const rows = await listAuditEventRows(services.db, tenantId, query, { limit, beforeId: decodeCursor(query.cursor) });
  return pageOf(rows, limit, auditEventView);
}

export type ExportFormat = 'ndjson' | 'csv';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** `format` wins; without it, an Accept naming text/csv gets CSV; NDJSON otherwise. */
export function exportFormat(format: string | undefined, accept: string | undefined): ExportFormat {
  if (format === 'csv' || format === 'text/csv') return 'csv';
  if (format === 'ndjson' || format === 'application/x-ndjson') return 'ndjson';
  return accept?.includes('text/csv') ? 'csv' : 'ndjson';
}

const CSV_COLUMNS = [
  'id',
  'occurredAt',
  'tenantId',
  'actorKind',
  'actorId',
  'action',
  'targetType',
  'targetId',
  'ip',
  'requestId',
  'metadata',
  'seq',
  'leafHash',
] as const;

/**
 * RFC 4180 quoting, and no formula injection: a cell a spreadsheet would evaluate
 * (starting with = + - @, or a tab or carriage return) gets a leading apostrophe (OWASP).
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvRow(row: AuditEventRow): string {
  const cells = [
    row.id,
    row.occurred_at.toISOString(),
    row.tenant_id,
    row.actor_kind,
    row.actor_id,
    row.action,
    row.target_type,
    row.target_id,
    row.ip,
    row.request_id,
    JSON.stringify(row.metadata),
    String(row.seq),
    bufferOf(row.leaf_hash).toString('hex'),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The size of the buffers the export is sent in (a longer line gets one of its own). */
const CHUNK_BYTES = 64 * 1024;

/** Lines packed into buffers of up to CHUNK_BYTES, written as they are made. */
function packLines(lines: Iterable<string>): Buffer[] {
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  let used = 0;
  for (const line of lines) {
    const bytes = Buffer.byteLength(line);
    if (used + bytes > CHUNK_BYTES && used > 0) {
      chunks.push(chunk.subarray(0, used));
      chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
      used = 0;
    }
    if (bytes > CHUNK_BYTES) chunks.push(Buffer.from(line));
    else used += chunk.write(line, used);
  }
  if (used > 0) chunks.push(chunk.subarray(0, used));
  return chunks;
}

function* batchLines(rows: AuditEventRow[], format: ExportFormat): Generator<string> {
  for (const row of rows) yield format === 'csv' ? csvRow(row) : `${JSON.stringify(auditEventView(row))}\n`;
}

const EXPORT_BATCH_ROWS = 1000;

interface EncodedBatch {
  chunks: Buffer[];
  /** Where the next batch starts (after this seq); undefined after the last. */
  nextAfterSeq: number | undefined;
}

/**
 * One batch, read and encoded into a few 64 KiB buffers in one go: the socket gets a handful
 * of writes per batch instead of one per line, and the rows are garbage before the stream next
 * waits on the client (PostgreSQL, 1,000,000 events: 110k → 134k events/s).
 */
async function encodedBatch(
  services: Services,
  scope: AuditScope,
  filter: AuditFilter,
  format: ExportFormat,
  afterSeq: number,
): Promise<EncodedBatch> {
  const rows = await auditEventBatchAfter(services.db, scope, filter, { limit: EXPORT_BATCH_ROWS, afterSeq });
  return {
    chunks: packLines(batchLines(rows, format)),
    nextAfterSeq: rows.length === EXPORT_BATCH_ROWS ? Number(rows[rows.length - 1]!.seq) : undefined,
  };
}

async function* exportChunks(
  first: EncodedBatch,
  readAfter: (afterSeq: number) => Promise<EncodedBatch>,
  format: ExportFormat,
  endWith: Schemas['AuditCheckpoint'] | undefined,
): AsyncGenerator<Buffer> {
  if (format === 'csv') yield Buffer.from(`${CSV_COLUMNS.join(',')}\r\n`);
  for (let batch = first; ;) {
    yield* batch.chunks;
    if (batch.nextAfterSeq === undefined) break;
    batch = await readAfter(batch.nextAfterSeq);
  }
  if (endWith) yield Buffer.from(`${JSON.stringify({ checkpoint: endWith })}\n`);
}

/**
 * A stream the HTTP layer sends as it is produced; nothing is buffered beyond one batch. The
 * first batch is read before the stream is returned, so a database that cannot answer still
 * gets an ordinary 503 envelope instead of a response cut short.
 */
export async function streamAuditExport(
  services: Services,
  scope: AuditScope,
  filter: AuditFilter,
  format: ExportFormat,
  endWith?: Schemas['AuditCheckpoint'],
): Promise<Readable> {
  checkRange(filter);
  const readAfter = (afterSeq: number) => encodedBatch(services, scope, filter, format, afterSeq);
  const first = await readAfter(0);
  return Readable.from(exportChunks(first, readAfter, format, endWith));
}
