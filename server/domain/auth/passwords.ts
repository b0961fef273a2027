import { availableParallelism } from 'node:os';
import { Algorithm } from '@node-rs/argon2';
import { Piscina } from 'piscina';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
const OWASP_ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on threads of its own (piscina), one per core, each at the lowest scheduling
 * priority (argon2-worker.mjs). On libuv's pool it would run four at a time at the event
 * loop's priority, so a login storm would take the cores from every other route: key
 * validation's p99 went from 3 ms to 157 ms under 40 concurrent logins. Here the storm queues
 * for a thread, argon2 still uses every idle cycle, and the event loop runs first.
 */
let pool: Piscina | undefined;
function argon2Pool(): Piscina {
  const threads = Math.max(1, availableParallelism());
  pool ??= new Piscina({
    filename: new URL('./argon2-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // Workers start without the parent's loaders (tsx): the worker is plain JavaScript.
    execArgv: [],
  });
  return pool;
}

/**
 * The stored password of an account that has none (made by an identity provider or a social
 * connection, or signed up with a passkey): no argon2id string, so no password ever verifies
 * against it (verifyPassword answers false for what it cannot parse). A password reset sets one.
 */
export const NO_PASSWORD = '!sso';

/** Whether the account has a password at all: an argon2id hash. */
export const hasPassword = (user: { password_hash: string }) => user.password_hash.startsWith('$argon2');

export function hashPassword(password: string): Promise<string> {
  return argon2Pool().run({ op: 'hash', password, options: OWASP_ARGON2ID });
}

/** Never throws: a corrupt stored hash simply does not verify. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return (await argon2Pool().run({ op: 'verify', hash: storedHash, password })) === true;
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Login for an unknown email still runs one full argon2id verification against this decoy,
 * so that the answer takes as long as for a known email with a wrong password.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that never matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
