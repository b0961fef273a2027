import { activateTotp as activate } from '../../domain/mfa/enrollment.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const activateTotp: Handler<'activateTotp'> = ({ services, meta, actor, body }) => activate(services, meta, userIdOf(actor), body.code);
