import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ErrorNotice } from '../../../ui';
import type { AuditFilters } from './filters';

type Format = 'ndjson' | 'csv';

interface Download {
  url: string;
  filename: string;
  lines: number;
}

/** exportAuditEvents with the page's filters, offered as a file (a Blob URL, downloaded at once). */
export function ExportPanel({ tenantId, filters }: { tenantId: string; filters: AuditFilters }) {
  const gk = useGatekeep();
  const id = useId();
  const [format, setFormat] = useState<Format>('ndjson');
  const [download, setDownload] = useState<Download | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  const exportEvents = useMutation({
    mutationFn: async () => {
      const text = await gk.exportAuditEvents({ tenantId, format, ...filters });
      const type = format === 'csv' ? 'text/csv' : 'application/x-ndjson';
      const lines = text.split('\n').filter((line) => line.trim() !== '').length - (format === 'csv' ? 1 : 0);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      return { url: URL.createObjectURL(new Blob([text], { type })), filename: `audit-${tenantId}-${stamp}.${format}`, lines };
    },
    onSuccess: (next) => setDownload(next),
  });

  // Start the download once the link exists; the object URL is released when replaced or left.
  useEffect(() => {
    if (!download) return;
    link.current?.click();
    return () => URL.revokeObjectURL(download.url);
  }, [download]);

  const filtered = Boolean(filters.action || filters.since || filters.until);

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Export</h2>
      <p className="hint">
        {filtered ? 'The events matching the filters above' : 'Every event of the log'}, oldest first, each with its sequence number and
        leaf hash.
      </p>
      <div className="row wrap">
        <div className="field">
          <label htmlFor={`${id}-format`}>Format</label>
          <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as Format)}>
            <option value="ndjson">NDJSON (one JSON event per line)</option>
            <option value="csv">CSV</option>
          </select>
        </div>
        <button type="button" className="button" onClick={() => exportEvents.mutate()} disabled={exportEvents.isPending}>
          Export
        </button>
      </div>
      <div role="status" aria-live="polite">
        {exportEvents.isPending && <p className="loading">Exporting…</p>}
        {download && (
          <p>
            Exported {download.lines} {download.lines === 1 ? 'event' : 'events'}.{' '}
            <a ref={link} href={download.url} download={download.filename}>
              Download {download.filename}
            </a>
          </p>
        )}
      </div>
      <ErrorNotice error={exportEvents.error} />
    </section>
  );
}
