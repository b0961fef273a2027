import { useEffect, type ReactNode } from 'react';

export const PRODUCT_NAME = 'Gatekeep';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}

/** The page's h1 (and the document title). */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {description && <p className="page-description">{description}</p>}
    </div>
  );
}
