import { createServiceAccount as create } from '../../domain/platform/service-accounts.ts';
import type { Handler } from '../handler.ts';

export const createServiceAccount: Handler<'createServiceAccount'> = ({ services, meta, body }) => create(services, meta, body);
