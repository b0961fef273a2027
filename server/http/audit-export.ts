import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditFilter, AuditScope } from '../db/repositories/audit-events.ts';
import { EXPORT_CONTENT_TYPES, exportFormat, streamAuditExport } from '../domain/audit/audit-events.ts';
import { latestAuditCheckpoint } from '../domain/audit/audit-proofs.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';

/** Both audit exports: negotiate the format, set the headers, hand back the stream to send. */
export async function sendAuditExport(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: AuditScope,
  query: AuditFilter & { format?: string; checkpoint?: 'latest' },
  filename: string,
): Promise<string> {
  const format = exportFormat(query.format, request.headers.accept);
  if (query.checkpoint && format === 'csv')
    throw new AppError('VALIDATION_FAILED', 'query.checkpoint ends an NDJSON export; CSV has no place for it.');
  // Read before the events, so that it is one the exported events reach.
  const endWith = query.checkpoint && typeof scope === 'string' ? await latestAuditCheckpoint(services, scope) : undefined;
  const stream = await streamAuditExport(services, scope, query, format, endWith);
  reply.type(EXPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${filename}.${format}"`);
  // The declared body is text; a stream of that text is what goes on the wire.
  return stream as unknown as string;
}
