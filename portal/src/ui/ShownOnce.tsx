import { useId } from 'react';
import { CopyButton } from './CopyButton';

/** "Signing secret" reads "signing secret" mid-sentence; "API key" keeps its capitals. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** A secret the server shows only once: read-only, monospace, with a copy button and the warning. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const id = useId();
  const lines = value.split('\n').length;
  return (
    <div className="shown-once">
      <label htmlFor={id}>{label}</label>
      {lines > 1 ? (
        <textarea id={id} className="mono" readOnly value={value} rows={Math.min(lines, 12)} aria-describedby={`${id}-warning`} />
      ) : (
        <input
          id={id}
          className="mono"
          readOnly
          value={value}
          aria-describedby={`${id}-warning`}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <CopyButton value={value} label={`Copy ${inSentence(label)}`} />
      <p id={`${id}-warning`} className="warning">
        Shown only once: copy it now and keep it somewhere safe. It cannot be shown again.
      </p>
    </div>
  );
}
