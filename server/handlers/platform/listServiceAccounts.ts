import { listServiceAccounts as list } from '../../domain/platform/service-accounts.ts';
import type { Handler } from '../handler.ts';

export const listServiceAccounts: Handler<'listServiceAccounts'> = ({ services, actor, query }) => list(services, actor, query ?? {});
