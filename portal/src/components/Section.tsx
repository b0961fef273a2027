import { useId, type ReactNode } from 'react';

/** A titled part of a page: a region named by its heading (h2, or h3 inside another section). */
export function Section({
  title,
  children,
  description,
  level = 2,
}: {
  title: string;
  children: ReactNode;
  description?: ReactNode;
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={level === 2 ? 'section' : 'subsection'} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {description && <p className="section-description">{description}</p>}
      {children}
    </section>
  );
}
