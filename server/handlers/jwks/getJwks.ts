import { publishedJwks } from '../../domain/tokens/published-jwks.ts';
import type { Handler } from '../handler.ts';

export const getJwks: Handler<'getJwks'> = async ({ services }) => publishedJwks(services.keys);
