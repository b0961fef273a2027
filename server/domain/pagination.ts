import { AppError } from '../errors.ts';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

/** Lists never reject `limit`: absent or invalid → 50, above 100 → 100 (spec §4). */
export function clampLimit(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1) return DEFAULT_LIMIT;
  return Math.min(value, MAX_LIMIT);
}

const CURSOR_VERSION = 1;
const ID = /^[a-z]{2,4}_[0-9A-Z]{26}$/;

/** Keyset cursors: the id of the last item served (ids sort by creation), opaque to clients. */
export function encodeCursor(lastId: string): string {
  return Buffer.from(JSON.stringify({ v: CURSOR_VERSION, after: lastId })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (decoded?.v === CURSOR_VERSION && typeof decoded.after === 'string' && ID.test(decoded.after)) return decoded.after;
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 'query.cursor is malformed; pass back a nextCursor exactly as it was given.');
}

/** One page from `limit + 1` rows: the extra row only says that another page exists. */
export function pageOf<Row extends { id: string }, Item>(
  rows: Row[],
  limit: number,
  view: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { items: page.map(view), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.id) : null };
}
