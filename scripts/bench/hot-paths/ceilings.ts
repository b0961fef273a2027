// Every ceiling of the run, measured once, before the first database pass, from what the first
// server answered: the same bodies and headers, the same claims, the same argon2 parameters.
import { inFlightCeiling, withBareServer } from '../lib/ceilings.ts';
import { type LoadOptions, measure, type Timing } from '../lib/load.ts';
import type { Measure } from '../lib/measure.ts';
import type { Fixture } from './fixture.ts';
import { getLoad, postLoad } from './loads.ts';

/** Signatures and argon2 operations in flight in a ceiling's process. */
export const IN_FLIGHT = 16;

export interface Ceilings {
  bareValidate: Measure;
  bareJwks: Measure;
  bareTenants: Measure;
  bareMe: Measure;
  /** For POST /v1/keys/token: the claims of a minted API-key token. */
  signMinted: Measure;
  /** For POST /v1/auth/refresh: the claims of a user access token. */
  signAccess: Measure;
  argon2Verify: Measure;
  argon2Hash: Measure;
}

export async function measureCeilings(fx: Fixture, timing: Timing, connections: number): Promise<Ceilings> {
  const bare = await withBareServer(
    [
      { method: 'POST', url: '/v1/keys/validate', answer: fx.answers.validate },
      { method: 'GET', url: '/.well-known/jwks.json', answer: fx.answers.jwks },
      { method: 'GET', url: '/v1/tenants', answer: fx.answers.tenants },
      { method: 'GET', url: '/v1/me', answer: fx.answers.me },
    ],
    async (bareUrl) => {
      // The same requests as the routes get, headers included; only the server differs.
      const run = (label: string, options: LoadOptions) => measure(`ceiling  bare Fastify ${label}, constant body`, options, timing);
      return {
        bareValidate: await run('POST', postLoad(`${bareUrl}/v1/keys/validate`, { key: fx.apiKey }, connections)),
        bareJwks: await run('GET jwks', getLoad(`${bareUrl}/.well-known/jwks.json`, undefined, connections)),
        bareTenants: await run('GET tenants', getLoad(`${bareUrl}/v1/tenants`, fx.accessToken, connections)),
        bareMe: await run('GET me', getLoad(`${bareUrl}/v1/me`, fx.accessToken, connections)),
      };
    },
  );
  const inFlight = (what: string) => `ceiling  ${what}, ${IN_FLIGHT} in flight`;
  return {
    ...bare,
    signMinted: await inFlightCeiling(
      inFlight('jose RS256 sign, API-key token claims'),
      'rs256-sign',
      IN_FLIGHT,
      timing,
      { BENCH_JWT: fx.mintedToken },
      'signatures/s',
    ),
    signAccess: await inFlightCeiling(
      inFlight('jose RS256 sign, access token claims'),
      'rs256-sign',
      IN_FLIGHT,
      timing,
      { BENCH_JWT: fx.accessToken },
      'signatures/s',
    ),
    argon2Verify: await inFlightCeiling(
      inFlight('argon2id verify, our parameters'),
      'argon2-verify',
      IN_FLIGHT,
      timing,
      {},
      'verifications/s',
    ),
    argon2Hash: await inFlightCeiling(inFlight('argon2id hash, our parameters'), 'argon2-hash', IN_FLIGHT, timing, {}, 'hashes/s'),
  };
}
