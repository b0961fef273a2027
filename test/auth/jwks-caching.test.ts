import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// JWKS is fetched by every resource server, often: one serialization per key set, an ETag,
// a minute in caches, and 304 with no body to a client that already holds it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATHS = ['/v1/.well-known/jwks.json', '/.well-known/jwks.json'];
const get = (path: string, ifNoneMatch?: string) =>
  t.call('GET', path, ifNoneMatch === undefined ? {} : { headers: { 'if-none-match': ifNoneMatch } });

describe('JWKS', () => {
  it('answers the same bytes with a strong ETag and a minute of caching, at both paths', async () => {
    const answers = await Promise.all([...PATHS, ...PATHS].map((path) => get(path)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      expect(answer.text).toBe(answers[0]!.text);
    }
    expect(answers[0]!.body.keys.length).toBeGreaterThan(0);
    expect(answers[0]!.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });

  it('answers 304 with no body to If-None-Match naming it: alone, weak, in a list, or `*`', async () => {
    const etag = (await get(PATHS[0]!)).headers.etag as string;
    for (const path of PATHS) {
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
        const answer = await get(path, ifNoneMatch);
        expect(answer.status, `${path} If-None-Match: ${ifNoneMatch}`).toBe(304);
        expect(answer.text).toBe('');
        expect(answer.headers.etag).toBe(etag);
        expect(answer.headers['cache-control']).toBe('public, max-age=60');
      }
    }
  });

  it('answers the whole document to an If-None-Match that names another version', async () => {
    for (const ifNoneMatch of ['"stale"', 'W/"stale"', '"a", "b"', '', 'not a tag at all', '"x", '.repeat(500)]) {
      const answer = await get(PATHS[0]!, ifNoneMatch);
      expect(answer.status, `If-None-Match: ${ifNoneMatch}`).toBe(200);
      expect(answer.body.keys.length).toBeGreaterThan(0);
    }
  });
});
