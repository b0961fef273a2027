import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditFilter, AuditScope } from '../db/repositories/audit-events.ts';
import { EXPORT_CONTENT_TYPES, exportFormat, streamAuditExport } from '../domain/audit/audit-events.ts';
import type { Services } from '../services.ts';

/** Both audit exports: negotiate the format, set the headers, hand back the stream to send. */
export async function sendAuditExport(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: AuditScope,
  query: AuditFilter & { format?: string },
  filename: string,
): Promise<string> {
  const format = exportFormat(query.format, request.headers.accept);
  const stream = await streamAuditExport(services, scope, query, format);
  reply.type(EXPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${filename}.${format}"`);
  // The declared body is text; a stream of that text is what goes on the wire.
  return stream as unknown as string;
}
