// Creates a new PGlite database in the directory named by its one argument, then exits
// (pglite-initdb.ts says why in a process of its own). Plain JavaScript, so that it runs the
// same way under tsx, vitest and the compiled server.
import { PGlite } from '@electric-sql/pglite';

const pglite = await PGlite.create(process.argv[2]);
await pglite.close();
