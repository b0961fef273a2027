import { loginUser } from '../../domain/auth/login.ts';
import type { Handler } from '../handler.ts';

export const login: Handler<'login'> = ({ services, meta, body }) => loginUser(services, meta, body);
