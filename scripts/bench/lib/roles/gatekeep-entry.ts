// The benchmarks' server child, compiled with the server (scripts/bench/tsconfig.build.json):
// it measures the JavaScript `npm start` runs, without tsx's loader in the process.
import { serveGatekeep } from './gatekeep.ts';

await serveGatekeep();
