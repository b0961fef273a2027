import { disableServiceAccount as disable } from '../../domain/platform/service-accounts.ts';
import type { Handler } from '../handler.ts';

export const disableServiceAccount: Handler<'disableServiceAccount'> = ({ services, meta, params }) => disable(services, meta, params.serviceAccountId);
