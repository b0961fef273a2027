import type { Schemas } from '@gatekeep/sdk';
import type { ReactNode } from 'react';

export type AuditEvent = Schemas['AuditEvent'];

const ACTOR_KINDS: Record<AuditEvent['actor']['kind'], string> = {
  user: 'User',
  apiKey: 'API key',
  platform: 'Platform',
  platformBootstrap: 'Platform (bootstrap token)',
  anonymous: 'Anonymous',
  system: 'Gatekeep (system)',
};

export function actorLabel(actor: AuditEvent['actor']): string {
  const kind = ACTOR_KINDS[actor.kind] ?? actor.kind;
  return actor.id ? `${kind} ${actor.id}` : kind;
}

export function targetLabel(target: AuditEvent['target']): string {
  return target ? `${target.type} ${target.id}` : '—';
}

interface Props {
  label: string;
  events: AuditEvent[];
  /** An extra column between the action and the actor (e.g. the directory). */
  extra?: { heading: string; cell: (event: AuditEvent) => ReactNode };
}

/** Audit events, one row each: time, action, actor, target, and the rest under "Details". */
export function AuditEventTable({ label, events, extra }: Props) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Action</th>
            {extra && <th scope="col">{extra.heading}</th>}
            <th scope="col">Actor</th>
            <th scope="col">Target</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <time dateTime={event.occurredAt}>{new Date(event.occurredAt).toLocaleString()}</time>
              </td>
              <td className="mono">{event.action}</td>
              {extra && <td>{extra.cell(event)}</td>}
              <td className="mono break">{actorLabel(event.actor)}</td>
              <td className="mono break">{targetLabel(event.target)}</td>
              <td>
                <details>
                  <summary>
                    Event {event.seq}
                    <span className="visually-hidden">: {event.action}</span>
                  </summary>
                  <dl className="details-list">
                    <dt>Event id</dt>
                    <dd className="mono">{event.id}</dd>
                    <dt>Request id</dt>
                    <dd className="mono">{event.requestId ?? '—'}</dd>
                    <dt>IP address</dt>
                    <dd className="mono">{event.ip ?? (event.personalData.salt === null ? 'erased' : '—')}</dd>
                    <dt>Metadata</dt>
                    <dd>
                      <pre className="mono">{JSON.stringify(event.metadata, null, 2)}</pre>
                    </dd>
                  </dl>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
