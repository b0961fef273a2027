// `npm start`: the compiled server (dist/), built first when it is missing or older than its
// sources, so a fresh clone still needs only `npm ci && npm start`. `npm run dev` runs the
// TypeScript directly and restarts on change.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build.mjs';

const out = buildIfStale();
await import(pathToFileURL(path.join(out, 'server', 'main.js')).href);
