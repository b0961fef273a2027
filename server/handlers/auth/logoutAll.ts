import { logoutAll as endEverySession } from '../../domain/auth/sessions.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const logoutAll: Handler<'logoutAll'> = ({ services, meta, actor }) => endEverySession(services, meta, userIdOf(actor));
