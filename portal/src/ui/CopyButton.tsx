import { useEffect, useRef, useState } from 'react';

/** Copies `value` to the clipboard and says so in a polite live region. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setMessage('Copied');
    } catch {
      setMessage('Could not copy: select the text and copy it yourself.');
    }
    timer.current = setTimeout(() => setMessage(''), 4000);
  };

  return (
    <span className="copy">
      <button type="button" className="button button-secondary button-small" onClick={() => void copy()}>
        {label}
      </button>
      <span className="copy-status" aria-live="polite">
        {message}
      </span>
    </span>
  );
}
