import { changePassword as change } from '../../domain/auth/change-password.ts';
import { sessionIdOf, userIdOf, type Handler } from '../handler.ts';

export const changePassword: Handler<'changePassword'> = ({ services, meta, actor, body }) => change(services, meta, userIdOf(actor), sessionIdOf(actor), body);
