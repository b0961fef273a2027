import { AppError } from '../../errors.ts';
import type { Handler } from '../handler.ts';

export const getHealth: Handler<'getHealth'> = async ({ services }) => {
  try {
    await services.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
  } catch (err) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The database cannot answer.', { cause: err });
  }
  return { status: 'ok' };
};
