import { signupUser } from '../../domain/auth/signup.ts';
import type { Handler } from '../handler.ts';

export const signup: Handler<'signup'> = ({ services, meta, body }) => signupUser(services, meta, body);
