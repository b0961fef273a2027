import { AppError } from '../../errors.ts';
import type { Handler } from '../handler.ts';

export const getHealth: Handler<'getHealth'> = async ({ request }) => {
  try {
    await request.server.database.ping();
  } catch (err) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The database cannot answer.', { cause: err });
  }
  return { status: 'ok' };
};
