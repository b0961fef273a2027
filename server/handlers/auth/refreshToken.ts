import { rotateRefreshToken } from '../../domain/auth/sessions.ts';
import type { Handler } from '../handler.ts';

export const refreshToken: Handler<'refreshToken'> = ({ services, meta, body }) => rotateRefreshToken(services, meta, body.refreshToken);
