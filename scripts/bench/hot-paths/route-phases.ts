// Hot paths 1–8: each route at full load beside its ceiling.
import { measure, type Timing } from '../lib/load.ts';
import { phaseSelected } from '../lib/settings.ts';
import type { Ceilings } from './ceilings.ts';
import { AUDIENCE, type Fixture, signIn } from './fixture.ts';
import { getLoad, postLoad } from './loads.ts';
import { type Result, versusCeiling } from './results.ts';
import { loginLoad, refreshLoad, signupLoad } from './rotating-loads.ts';

export async function routePhases(
  fx: Fixture,
  database: string,
  ceilings: Ceilings,
  timing: Timing,
  connections: number,
): Promise<Result[]> {
  const results: Result[] = [];
  const label = (route: string) => `${database.padEnd(10)} ${route}`;
  const url = (path: string) => `${fx.base}${path}`;
  const bareUnit = 'req/s bare';

  if (phaseSelected('POST /v1/keys/validate')) {
    const validate = await measure(
      label('POST /v1/keys/validate'),
      postLoad(url('/v1/keys/validate'), { key: fx.apiKey }, connections),
      timing,
    );
    results.push(versusCeiling('POST /v1/keys/validate', database, validate, ceilings.bareValidate, bareUnit, { ratio: 0.6, p99: 3 }));
  }

  if (phaseSelected('POST /v1/keys/token')) {
    const token = await measure(
      label('POST /v1/keys/token'),
      postLoad(url('/v1/keys/token'), { key: fx.apiKey, audience: AUDIENCE }, connections),
      timing,
    );
    results.push(versusCeiling('POST /v1/keys/token', database, token, ceilings.signMinted, 'signatures/s', { ratio: 0.85 }));
  }

  if (phaseSelected('POST /v1/auth/login')) {
    const logins = await loginLoad(fx, connections);
    const login = await measure(label('POST /v1/auth/login'), logins.options, timing, logins.settle);
    results.push(versusCeiling('POST /v1/auth/login', database, login, ceilings.argon2Verify, 'verifications/s', { ratio: 0.8 }));
  }

  if (phaseSelected('GET /.well-known/jwks.json')) {
    const jwks = await measure(label('GET /.well-known/jwks.json'), getLoad(url('/.well-known/jwks.json'), undefined, connections), timing);
    results.push(versusCeiling('GET /.well-known/jwks.json', database, jwks, ceilings.bareJwks, bareUnit, { ratio: 0.85 }));
  }

  if (phaseSelected('GET /v1/tenants')) {
    const tenants = await measure(
      label('GET /v1/tenants'),
      getLoad(url('/v1/tenants'), (await signIn(fx)).accessToken, connections),
      timing,
    );
    results.push(versusCeiling('GET /v1/tenants', database, tenants, ceilings.bareTenants, bareUnit, { ratio: 0.25 }));
  }

  if (phaseSelected('POST /v1/auth/refresh')) {
    const refreshing = refreshLoad(fx, connections);
    await refreshing.topUp();
    const refresh = await measure(label('POST /v1/auth/refresh'), refreshing.options, timing, async (after) => {
      await refreshing.settle();
      if (after === 'warm-up') await refreshing.topUp();
    });
    results.push(versusCeiling('POST /v1/auth/refresh', database, refresh, ceilings.signAccess, 'signatures/s', { ratio: 0.4 }));
  }

  if (phaseSelected('GET /v1/me')) {
    const me = await measure(label('GET /v1/me'), getLoad(url('/v1/me'), (await signIn(fx)).accessToken, connections), timing);
    // No goal was set for /v1/me; it takes that of the other user-token read, GET /v1/tenants.
    results.push(versusCeiling('GET /v1/me', database, me, ceilings.bareMe, bareUnit, { ratio: 0.25 }));
  }

  if (phaseSelected('POST /v1/auth/signup')) {
    const signingUp = signupLoad(fx, connections);
    const signup = await measure(label('POST /v1/auth/signup'), signingUp.options, timing, signingUp.settle);
    // Signup's goal is login's: both are one argon2 operation plus a few writes.
    results.push(versusCeiling('POST /v1/auth/signup', database, signup, ceilings.argon2Hash, 'hashes/s', { ratio: 0.8 }));
  }

  return results;
}
