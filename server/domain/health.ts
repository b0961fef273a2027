import type { Schemas } from '../api-types.ts';
import { pingDatabase } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';

/**
 * Ready when every store a request may need answers: the database, and Redis when the rate-limit
 * buckets live there (the limited routes fail closed without it). Otherwise 503, so a load
 * balancer takes the instance out until they are back.
 */
export async function checkReadiness(services: Services): Promise<Schemas['Health']> {
  try {
    await pingDatabase(services.db);
  } catch (err) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The database cannot answer.', { cause: err });
  }
  if (services.rateLimitStore) {
    try {
      await services.rateLimitStore.ping();
    } catch (err) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Redis (the rate-limit store) cannot answer.', { cause: err });
    }
  }
  return { status: 'ok' };
}

/** Alive while the process answers at all: no dependency is asked, so an outage never restarts it. */
export function checkLiveness(): Schemas['Health'] {
  return { status: 'ok' };
}
