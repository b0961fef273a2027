import { logoutRefreshToken } from '../../domain/auth/sessions.ts';
import type { Handler } from '../handler.ts';

export const logout: Handler<'logout'> = async ({ services, meta, body }) => {
  await logoutRefreshToken(services, meta, body.refreshToken);
  return { revoked: true };
};
