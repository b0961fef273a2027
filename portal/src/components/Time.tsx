const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** A date-time from the API, or a dash (or `empty`) when there is none. */
export function Time({ value, empty = '—' }: { value: string | null | undefined; empty?: string }) {
  if (!value) return <>{empty}</>;
  return <time dateTime={value}>{formatDate(value)}</time>;
}
