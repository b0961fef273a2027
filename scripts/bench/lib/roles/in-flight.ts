import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Measure } from '../measure.ts';

/** What a ceiling child repeats, a fixed number at a time, in a process of its own. */
export type InFlightWork = 'rs256-sign' | 'argon2-verify' | 'argon2-hash';

export const BENCH_PASSWORD = 'benchmark password';

/**
 * Runs BENCH_WORK with BENCH_IN_FLIGHT operations in flight for BENCH_WARMUP_SECONDS
 * (unmeasured), then for BENCH_SECONDS, each timed from start to finish (queueing for the
 * thread pool included), and sends the measured Measure to the parent.
 */
export async function runInFlight(): Promise<void> {
  const work = await prepare(process.env.BENCH_WORK as InFlightWork);
  const inFlight = Number(process.env.BENCH_IN_FLIGHT);
  await repeat(work, inFlight, Number(process.env.BENCH_WARMUP_SECONDS));
  process.send!(await repeat(work, inFlight, Number(process.env.BENCH_SECONDS)));
  process.disconnect();
}

async function prepare(kind: InFlightWork): Promise<() => Promise<unknown>> {
  switch (kind) {
    case 'rs256-sign':
      return resigner(process.env.BENCH_JWT!);
    case 'argon2-verify': {
      // The server's own functions, so the parameters are ours by construction.
      const { hashPassword, verifyPassword } = await import('../../../../server/domain/auth/passwords.ts');
      const stored = await hashPassword(BENCH_PASSWORD);
      return async () => {
        if (!(await verifyPassword(stored, BENCH_PASSWORD))) throw new Error('argon2 verify failed');
      };
    }
    case 'argon2-hash': {
      const { hashPassword } = await import('../../../../server/domain/auth/passwords.ts');
      return () => hashPassword(BENCH_PASSWORD);
    }
    default:
      throw new Error(`unknown BENCH_WORK "${String(kind)}"`);
  }
}

/**
 * Signing what the server signed: the header and claims of one of its tokens, with a fresh
 * iat, exp and jti each time as the server sets them, under a 2048-bit RSA KeyObject as the
 * server holds its key.
 */
async function resigner(token: string): Promise<() => Promise<string>> {
  const { SignJWT, calculateJwkThumbprint, exportJWK } = await import('jose');
  const [headerPart, payloadPart] = token.split('.');
  const header = JSON.parse(Buffer.from(headerPart!, 'base64url').toString());
  const { iat, exp, jti, ...claims } = JSON.parse(Buffer.from(payloadPart!, 'base64url').toString());
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { n, e } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: n!, e: e! }, 'sha256');
  return () => {
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: header.typ, kid })
      .setIssuedAt()
      .setExpirationTime(`${exp - iat}s`);
    if (jti !== undefined) jwt = jwt.setJti(randomUUID());
    return jwt.sign(privateKey);
  };
}

async function repeat(work: () => Promise<unknown>, inFlight: number, seconds: number): Promise<Measure> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await work();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
  const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length);
  return { perSecond: latencies.length / elapsed, p99, mean, total: latencies.length, errors: 0, detail: '' };
}
