import type { ReactNode } from 'react';

/** Loads a list again; disabled while it is loading. */
export function RefreshButton({ query, children }: { query: { refetch(): unknown; isFetching: boolean }; children: ReactNode }) {
  return (
    <button type="button" className="button button-secondary button-small" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {children}
    </button>
  );
}
