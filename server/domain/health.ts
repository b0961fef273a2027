import type { Schemas } from '../api-types.ts';
import { pingDatabase } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { Services } from './services.ts';

/** Healthy when the database answers; otherwise 503, so a load balancer takes the instance out. */
export async function checkHealth(services: Services): Promise<Schemas['Health']> {
  try {
    await pingDatabase(services.db);
  } catch (err) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The database cannot answer.', { cause: err });
  }
  return { status: 'ok' };
}
