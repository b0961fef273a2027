// Issue 38 point 2: validate, token and login with one server process and with two (WORKERS=2,
// the compiled server's own supervisor, as `npm start` runs it), on PostgreSQL, and the ratio
// between them. One process is the pass that ran before (routePhases).
import path from 'node:path';
import { buildIfStale } from '../../build.mjs';
import { type LoadOptions, measure, settle, type Timing } from '../lib/load.ts';
import { startChild, startNodeFlags, stopChild } from '../lib/processes.ts';
import { serverEnv } from '../lib/server-env.ts';
import { phaseSelected } from '../lib/settings.ts';
import { AUDIENCE, makeFixture } from './fixture.ts';
import { postLoad } from './loads.ts';
import type { Result } from './results.ts';
import { loginLoad } from './rotating-loads.ts';

export const WORKER_ROUTES = ['POST /v1/keys/validate', 'POST /v1/keys/token', 'POST /v1/auth/login'];

export async function workerPhases(
  database: { name: string; url: string },
  dataDir: string,
  oneProcess: Result[],
  timing: Timing,
  connections: number,
): Promise<Result[]> {
  if (!phaseSelected('workers')) return [];
  const out = buildIfStale();
  const { child, message } = await startChild<{ url: string }>(
    'gatekeep with WORKERS=2',
    { ...serverEnv(dataDir, database.url), WORKERS: '2' },
    {
      entry: path.join(out, 'server', 'main.js'),
      nodeFlags: startNodeFlags(),
      timeoutMs: 120_000,
    },
  );
  try {
    const fx = await makeFixture(message.url);
    const constant = (options: LoadOptions) => ({ options, settle: () => settle(options) });
    const loads = {
      'POST /v1/keys/validate': constant(postLoad(`${fx.base}/v1/keys/validate`, { key: fx.apiKey }, connections)),
      'POST /v1/keys/token': constant(postLoad(`${fx.base}/v1/keys/token`, { key: fx.apiKey, audience: AUDIENCE }, connections)),
      'POST /v1/auth/login': await loginLoad(fx, connections),
    };
    const results: Result[] = [];
    for (const route of WORKER_ROUTES) {
      const one = oneProcess.find((r) => r.name === route && r.database === database.name);
      const routeLoad = loads[route as keyof typeof loads];
      const two = await measure(`${database.name.padEnd(10)} ${route}, WORKERS=2`, routeLoad.options, timing, routeLoad.settle);
      results.push({
        name: `${route}, WORKERS=2`,
        database: database.name,
        value: two.perSecond,
        unit: 'req/s',
        p99: two.p99,
        ceiling: one?.value ?? null,
        ceilingUnit: one ? 'req/s, 1 process' : null,
        ratio: one ? two.perSecond / one.value : null,
        goal: null,
        met: null,
        errors: two.errors,
        detail: two.detail,
      });
    }
    return results;
  } finally {
    await stopChild(child);
  }
}
