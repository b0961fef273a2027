import { activateTotp as activate } from '../../domain/mfa/enrollment.ts';
import { sessionIdOf, userIdOf, type Handler } from '../handler.ts';

export const activateTotp: Handler<'activateTotp'> = ({ services, meta, actor, body }) => activate(services, meta, userIdOf(actor), sessionIdOf(actor), body.code);
