import { userView } from '../../domain/auth/user-view.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const getMe: Handler<'getMe'> = async ({ services, actor }) => {
  const user = await findUserById(services.db, userIdOf(actor));
  // A valid token for a user that no longer exists is a credential that no longer works.
  if (!user) throw new AppError('INVALID_CREDENTIAL');
  return userView(services.db, user);
};
