// Hot path 11: does a login storm (argon2 on the thread pool, writes) slow API-key validation
// down? The same validate load alone, then beside a login load.
import { describe, load, measure, type Timing } from '../lib/load.ts';
import type { Fixture } from './fixture.ts';
import { postLoad } from './loads.ts';
import { latencyVersus, plain, type Result } from './results.ts';
import { loginLoad } from './rotating-loads.ts';

const VALIDATE_CONNECTIONS = 10;
const LOGIN_CONNECTIONS = 40;

export async function stormPhases(fx: Fixture, database: string, timing: Timing): Promise<Result[]> {
  const label = `${database.padEnd(10)} POST /v1/keys/validate ×${VALIDATE_CONNECTIONS}`;
  const validate = postLoad(`${fx.base}/v1/keys/validate`, { key: fx.apiKey }, VALIDATE_CONNECTIONS);
  const login = await loginLoad(fx, LOGIN_CONNECTIONS);

  const rest = await measure(`${label} at rest`, validate, timing);

  process.stdout.write(
    `${label} during POST /v1/auth/login ×${LOGIN_CONNECTIONS}: ${timing.warmup} s warm-up, ${timing.seconds} s measured … `,
  );
  await Promise.all([load(validate, timing.warmup), load(login.options, timing.warmup)]);
  await login.settle();
  const [stormed, logins] = await Promise.all([load(validate, timing.seconds), load(login.options, timing.seconds)]);
  await login.settle();
  console.log(`${describe(stormed)}; logins ${describe(logins)}`);

  return [
    plain(`POST /v1/keys/validate ×${VALIDATE_CONNECTIONS}, at rest`, database, rest),
    latencyVersus(
      `POST /v1/keys/validate ×${VALIDATE_CONNECTIONS}, login storm`,
      database,
      stormed,
      { m: rest, at: 'at rest' },
      { most: 2, what: 'p99' },
    ),
    plain(`POST /v1/auth/login ×${LOGIN_CONNECTIONS} (the storm)`, database, logins),
  ];
}
