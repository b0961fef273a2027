import { mintApiKeyToken as mint } from '../../domain/api-keys/mint-api-key-token.ts';
import type { Handler } from '../handler.ts';

export const mintApiKeyToken: Handler<'mintApiKeyToken'> = ({ services, body }) => mint(services, body);
