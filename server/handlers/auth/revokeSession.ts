import { revokeSession as endSession } from '../../domain/auth/sessions.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const revokeSession: Handler<'revokeSession'> = async ({ services, meta, actor, params }) => {
  await endSession(services, meta, userIdOf(actor), params.sessionId);
  return { revoked: true };
};
