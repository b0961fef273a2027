import type { LoadOptions } from '../lib/load.ts';

/** A constant JSON POST. */
export const postLoad = (url: string, body: unknown, connections: number): LoadOptions => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  connections,
});

/** A GET, with a user's bearer token when given. */
export const getLoad = (url: string, token: string | undefined, connections: number): LoadOptions => ({
  url,
  method: 'GET',
  headers: token ? { authorization: `Bearer ${token}` } : {},
  connections,
});
