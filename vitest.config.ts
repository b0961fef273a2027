import { defineConfig } from 'vitest/config';

// Files whose subject reads no database: the packaging (the SDK tarball, the container, the docs
// page, the licence), the README's own text and the pure units. .ci/run runs the suite twice,
// PGlite then PostgreSQL, and the second run (GATEKEEP_TEST_STATIC=skip, which also skips the
// static checks) leaves these out: they would check the same thing again, about a minute of CI.
const DATABASE_INDEPENDENT = [
  'test/unit/!(credential-cache).test.ts',
  'test/sdk/typescript-package.test.ts',
  'test/deploy/**',
  'test/docs/**',
  'test/contract/readme.test.ts',
  'test/contract/request-strings.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: process.env.GATEKEEP_TEST_STATIC === 'skip' ? DATABASE_INDEPENDENT : [],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Liveness bounds, not speed checks: some tests start two or three server processes (PGlite
    // initialises and migrates in each), which on 2 busy cores can take 15 s apiece.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two cores: two workers, each with its own app and (on PGlite) its own database.
    maxWorkers: 2,
  },
});
