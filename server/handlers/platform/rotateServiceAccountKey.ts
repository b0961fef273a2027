import { rotateServiceAccountKey as rotate } from '../../domain/platform/service-accounts.ts';
import type { Handler } from '../handler.ts';

export const rotateServiceAccountKey: Handler<'rotateServiceAccountKey'> = ({ services, meta, params }) => rotate(services, meta, params.serviceAccountId);
