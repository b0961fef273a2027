import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';

/** Where the sign-in page's passkey script is served; its CSP names this one URL. */
export const PASSKEY_SCRIPT_PATH = '/auth/passkey-sign-in.js';

/**
 * The one script of the hosted pages (passkey-sign-in.js beside this module). A file, not inline,
 * so that the pages' CSP can allow it by URL and still refuse every inline script.
 */
export function registerPasskeyScript(app: FastifyInstance): void {
  const source = readFileSync(new URL('./passkey-sign-in.js', import.meta.url), 'utf8');
  app.get(PASSKEY_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(source),
  );
}
