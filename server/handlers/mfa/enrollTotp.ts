import { enrollTotp as startEnrollment } from '../../domain/mfa/enrollment.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const enrollTotp: Handler<'enrollTotp'> = ({ services, meta, actor, body }) => startEnrollment(services, meta, userIdOf(actor), body.password);
