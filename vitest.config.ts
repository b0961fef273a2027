import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Liveness bounds, not speed checks: some tests start two or three server processes (PGlite
    // initialises and migrates in each), which on 2 busy cores can take 15 s apiece.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two cores: two workers, each with its own app and (on PGlite) its own database.
    maxWorkers: 2,
  },
});
