import type { ReactNode } from 'react';

/** A polite confirmation that something was done; the region exists before its text, so it is announced. */
export function Success({ children }: { children: ReactNode }) {
  return (
    <div className="notice-success-region" role="status" aria-live="polite">
      {children ? <div className="notice notice-success">{children}</div> : null}
    </div>
  );
}
