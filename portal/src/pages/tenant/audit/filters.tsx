import { type FormEvent, useId, useState } from 'react';
import { EVENT_TYPES } from '../webhooks/event-types';

/** What listAuditEvents and exportAuditEvents filter on: an action (or a group, `member.*`) and a time range. */
export interface AuditFilters {
  action?: string;
  /** ISO instants. */
  since?: string;
  until?: string;
}

const SUGGESTED_ACTIONS = [
  ...EVENT_TYPES,
  // Each group once, for the `group.*` filter.
  ...new Set(EVENT_TYPES.map((type) => `${type.split('.')[0]}.*`)),
  'directory.created',
  'directory.updated',
  'directory.token_rotated',
  'directory.deleted',
  'webhook_endpoint.tested',
];

/** A datetime-local value (the browser's time zone) as an ISO instant. */
function toIso(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function AuditFilterForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const id = useId();
  const [action, setAction] = useState('');
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filters: AuditFilters = { action: action.trim() || undefined, since: toIso(since), until: toIso(until) };
    if (filters.since && filters.until && filters.since > filters.until) {
      setProblem('“From” must be before “Until”.');
      return;
    }
    setProblem(null);
    onApply(filters);
  };

  const clear = () => {
    setAction('');
    setSince('');
    setUntil('');
    setProblem(null);
    onApply({});
  };

  return (
    <form className="stack" onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <h3 id={`${id}-legend`}>Filter events</h3>
      <div className="row wrap">
        <div className="field">
          <label htmlFor={`${id}-action`}>Action</label>
          <input
            id={`${id}-action`}
            list={`${id}-actions`}
            className="mono"
            placeholder="member.added"
            maxLength={100}
            value={action}
            onChange={(e) => setAction(e.target.value)}
            aria-describedby={`${id}-action-hint`}
          />
          <datalist id={`${id}-actions`}>
            {SUGGESTED_ACTIONS.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
          <p id={`${id}-action-hint`} className="hint">
            Exactly this action, or a whole group with <span className="mono">.*</span>, as in <span className="mono">member.*</span>.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-since`}>From</label>
          <input id={`${id}-since`} type="datetime-local" value={since} onChange={(e) => setSince(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-until`}>Until</label>
          <input id={`${id}-until`} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        </div>
      </div>
      <p className="hint">Times are in your browser&rsquo;s time zone. The API filters by action and time; not by actor or target.</p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="row wrap">
        <button type="submit" className="button">
          Apply filters
        </button>
        <button type="button" className="button button-secondary" onClick={clear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
