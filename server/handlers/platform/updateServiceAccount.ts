import { updateServiceAccount as update } from '../../domain/platform/service-accounts.ts';
import type { Handler } from '../handler.ts';

export const updateServiceAccount: Handler<'updateServiceAccount'> = ({ services, meta, params, body }) => update(services, meta, params.serviceAccountId, body);
