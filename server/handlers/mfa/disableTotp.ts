import { disableTotp as disable } from '../../domain/mfa/enrollment.ts';
import { sessionIdOf, userIdOf, type Handler } from '../handler.ts';

export const disableTotp: Handler<'disableTotp'> = ({ services, meta, actor, body }) => disable(services, meta, userIdOf(actor), sessionIdOf(actor), body.code);
