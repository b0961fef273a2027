import { type FormEvent, useId, useState } from 'react';
import { ErrorNotice } from '../../../ui';
import { EVENT_GROUPS, EVENT_TYPES, type WebhookEventType } from './event-types';

export interface EndpointValues {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

interface Props {
  initial?: EndpointValues;
  submitLabel: string;
  /** Rejects with the API's error, shown under the form. */
  onSubmit: (values: EndpointValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** The URL, description and subscribed events of a webhook endpoint, to create or to change one. */
export function EndpointForm({ initial, submitLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [eventTypes, setEventTypes] = useState<Set<WebhookEventType>>(new Set(initial?.eventTypes ?? []));
  const [noEvents, setNoEvents] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const toggle = (type: WebhookEventType, on: boolean) => {
    const next = new Set(eventTypes);
    if (on) next.add(type);
    else next.delete(type);
    setEventTypes(next);
    if (next.size > 0) setNoEvents(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (eventTypes.size === 0) {
      setNoEvents(true);
      return;
    }
    setPending(true);
    setError(null);
    try {
      // In catalogue order, whatever order they were ticked in.
      await onSubmit({ url: url.trim(), description: description.trim(), eventTypes: EVENT_TYPES.filter((t) => eventTypes.has(t)) });
      if (!initial) {
        setUrl('');
        setDescription('');
        setEventTypes(new Set());
      }
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} aria-busy={pending}>
      <div className="field">
        <label htmlFor={`${id}-url`}>Endpoint URL</label>
        <input
          id={`${id}-url`}
          type="url"
          required
          maxLength={2048}
          placeholder="https://example.com/webhooks/gatekeep"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={`${id}-url-hint`}
        />
        <p id={`${id}-url-hint`} className="hint">
          An https address on the public internet. Only 2xx answers count as delivered; redirects are not followed.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description (optional)</label>
        <input id={`${id}-description`} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <fieldset className="stack" aria-describedby={noEvents ? `${id}-events-error` : undefined}>
        <legend>Events to send</legend>
        <div className="row wrap">
          <button type="button" className="button button-secondary" onClick={() => setEventTypes(new Set(EVENT_TYPES))}>
            Select all events
          </button>
          <button type="button" className="button button-secondary" onClick={() => setEventTypes(new Set())}>
            Clear events
          </button>
          <span className="muted">{eventTypes.size} selected</span>
        </div>
        {noEvents && (
          <p id={`${id}-events-error`} className="field-error" role="alert">
            Choose at least one event.
          </p>
        )}
        <div className="checkbox-groups">
          {EVENT_GROUPS.map((group) => (
            <fieldset key={group.label} className="checkbox-group">
              <legend>{group.label}</legend>
              {group.types.map((type) => (
                <label key={type} className="checkbox">
                  <input type="checkbox" checked={eventTypes.has(type)} onChange={(e) => toggle(type, e.target.checked)} />
                  <span className="mono">{type}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>
      {error !== null && <ErrorNotice error={error} />}
      <div className="row wrap">
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
