import type { ReactNode } from 'react';

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" aria-live="polite" className="loading">
      {label}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}
