import { defineConfig } from 'vitest/config';

// Files whose subject reads no database: the packaging (the SDK tarball, the container, the docs
// page, the licence), the text of the README and docs/, and the pure units. .ci/run runs the suite twice,
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
const skipped = process.env.GATEKEEP_TEST_STATIC === 'skip' ? DATABASE_INDEPENDENT : [];

// Files that replace a module with vi.mock. They run isolated (a fresh module graph per file), so
// that the mock reaches every importer; every other file shares its worker's loaded modules with
// the files before it, which spares re-importing the server for each of a hundred files (about
// 300 s of a PGlite pass). Test files keep no state in shared modules: each starts its own app.
const MOCKING = ['test/unit/constant-time.test.ts', 'test/http/abuse.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    // Liveness bounds, not speed checks: some tests start two or three server processes (PGlite
    // initialises and migrates in each), which on 2 busy cores can take 15 s apiece.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // Two cores: two workers, each with its own app and (on PGlite) its own database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', include: ['test/**/*.test.ts'], exclude: [...skipped, ...MOCKING], isolate: false },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING, exclude: skipped, isolate: true } },
    ],
  },
});
