import { type AuditCheckpoint, type AuditExportVerification, verifyAuditExport } from '@gatekeep/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGatekeep } from '../../../api';
import { ErrorNotice } from '../../../ui';

interface Outcome {
  result: AuditExportVerification;
  /** The checkpoints seen: the latest listed, and the one the export ended with. */
  checkpoints: AuditCheckpoint[];
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** The sentence the status region says once verification is over. */
function describe({ result, checkpoints }: Outcome): { ok: boolean; text: string } {
  const events = `${result.events.toLocaleString()} ${result.events === 1 ? 'event' : 'events'}`;
  const erased = result.erased > 0 ? ` ${result.erased.toLocaleString()} of them had personal data erased and verify by their digest.` : '';
  if (!result.ok) {
    const failure = result.failure;
    if (failure?.reason === 'the export holds no event') return { ok: false, text: 'Nothing to verify yet: the audit log holds no event.' };
    const where = [
      failure?.line != null ? `line ${failure.line}` : null,
      failure?.seq != null ? `event ${failure.seq}` : null,
      failure?.eventId ?? null,
    ].filter(Boolean);
    return { ok: false, text: `Not verified: ${failure?.reason ?? 'unknown problem'}${where.length ? ` (at ${where.join(', ')})` : ''}.` };
  }
  const size = result.checkpoints.at(-1);
  if (size === undefined)
    return {
      ok: true,
      text: `Verified: ${events}, each matching its hash, in order, without gaps. No signed checkpoint yet: Gatekeep signs one within a minute of new events; verify again then.${erased}`,
    };
  const checkpoint = checkpoints.find((c) => c.treeSize === size);
  const signed = checkpoint ? ` signed at ${when(checkpoint.at)}` : '';
  return { ok: true, text: `Verified: ${events}, consistent with checkpoint of size ${size.toLocaleString()}${signed}.${erased}` };
}

/**
 * Downloads the whole log ending with its latest checkpoint and checks it here, in the browser,
 * with the SDK's verifyAuditExport: every leaf hash, the sequence, the checkpoint signatures and
 * roots. Nothing of Gatekeep's is trusted but the published keys.
 */
export function VerifyPanel({ tenantId }: { tenantId: string }) {
  const gk = useGatekeep();
  const id = useId();
  const [progress, setProgress] = useState('');
  const latest = useQuery({
    queryKey: ['tenants', tenantId, 'audit', 'latest-checkpoint'],
    queryFn: async () => (await gk.listAuditCheckpoints(tenantId, { limit: 1 })).items[0] ?? null,
  });

  const verify = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      setProgress('Fetching the latest checkpoint and the signing keys…');
      const [page, keys] = await Promise.all([gk.listAuditCheckpoints(tenantId, { limit: 1 }), gk.getAuditCheckpointKeys()]);
      setProgress('Downloading the audit log…');
      const lines = gk.exportAuditEventsLines({ tenantId, format: 'ndjson', checkpoint: 'latest' });
      let last = '';
      let read = 0;
      async function* counted() {
        for await (const line of lines) {
          if (line.trim() === '') continue;
          last = line;
          read += 1;
          if (read % 2000 === 0) setProgress(`Checking… ${read.toLocaleString()} events read.`);
          yield line;
        }
      }
      const result = await verifyAuditExport(counted(), { checkpoints: page.items, keys });
      const seen = [...page.items];
      try {
        const tail = JSON.parse(last) as { checkpoint?: AuditCheckpoint };
        if (tail.checkpoint) seen.push(tail.checkpoint);
      } catch {
        // not JSON: verifyAuditExport has named it
      }
      return { result, checkpoints: seen };
    },
    onSettled: () => setProgress(''),
  });

  const outcome = verify.data ? describe(verify.data) : null;

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Verify the audit log</h2>
      <p className="hint">
        Every event is a leaf of a Merkle tree, and Gatekeep signs the tree&rsquo;s root every minute. Verifying downloads the whole log and
        checks, in this browser, that no event was changed, removed, inserted or reordered since it was signed.
      </p>
      <p>
        {latest.isPending
          ? 'Looking for the latest checkpoint…'
          : latest.data
            ? `Latest checkpoint: ${latest.data.treeSize.toLocaleString()} events, signed at ${when(latest.data.at)}.`
            : latest.error
              ? null
              : 'No checkpoint signed yet.'}
      </p>
      <ErrorNotice error={latest.error} />
      <div>
        <button
          type="button"
          className="button"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
          aria-describedby={`${id}-state`}
        >
          Verify audit log
        </button>
      </div>
      <div id={`${id}-state`} role="status" aria-live="polite" aria-atomic="true">
        {verify.isPending ? (
          <p className="loading">{progress || 'Verifying…'}</p>
        ) : outcome ? (
          <p className={outcome.ok ? 'notice notice-success' : 'notice notice-error'}>{outcome.text}</p>
        ) : null}
      </div>
      <ErrorNotice error={verify.error} />
    </section>
  );
}
