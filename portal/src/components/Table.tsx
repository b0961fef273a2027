import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its own box on a narrow screen, so that the page never scrolls
 * sideways; the box is focusable so that keyboard users can scroll it too.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
