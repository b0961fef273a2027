import { listSessions as list } from '../../domain/auth/sessions.ts';
import { sessionIdOf, userIdOf, type Handler } from '../handler.ts';

export const listSessions: Handler<'listSessions'> = ({ services, actor, query }) => list(services, userIdOf(actor), sessionIdOf(actor), query ?? {});
