import { getServiceAccount as get } from '../../domain/platform/service-accounts.ts';
import type { Handler } from '../handler.ts';

export const getServiceAccount: Handler<'getServiceAccount'> = ({ services, actor, params }) => get(services, actor, params.serviceAccountId);
