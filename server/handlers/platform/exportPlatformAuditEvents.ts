import { EXPORT_CONTENT_TYPES, exportFormat, streamAuditExport } from '../../domain/audit/audit-events.ts';
import type { Handler } from '../handler.ts';

export const exportPlatformAuditEvents: Handler<'exportPlatformAuditEvents'> = async ({ services, query, request, reply }) => {
  const format = exportFormat(query?.format, request.headers.accept);
  const stream = await streamAuditExport(services, null, query ?? {}, format);
  reply.type(EXPORT_CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="platform-audit.${format}"`);
  // The declared body is text; a stream of that text is what goes on the wire.
  return stream as unknown as string;
};
