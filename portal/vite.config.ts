import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The portal is served by the Gatekeep server at /portal (server/http/portal.ts), as static files
// whose only script is this bundle: the server's Content-Security-Policy allows no inline script.
export default defineConfig({
  base: '/portal/',
  plugins: [react()],
  resolve: {
    // The public SDK from its sources: the same code `npm i @gatekeep/sdk` installs, with no
    // build of the SDK needed before the portal's.
    alias: { '@gatekeep/sdk': fileURLToPath(new URL('../sdk-ts/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports preloads modules itself; the polyfill would be inline script.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // The first chunk holds React, the router, the query cache and the SDK's client for every
    // operation: about 500 kB, 150 kB gzipped, loaded once by an admin console. Pages load apart.
    chunkSizeWarningLimit: 600,
  },
});
