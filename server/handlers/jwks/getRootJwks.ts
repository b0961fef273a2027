import { publishedJwks } from '../../domain/tokens/published-jwks.ts';
import type { Handler } from '../handler.ts';

export const getRootJwks: Handler<'getRootJwks'> = async ({ services }) => publishedJwks(services.keys);
