import { listTenants as list } from '../../domain/tenants/tenants.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const listTenants: Handler<'listTenants'> = ({ services, actor }) => list(services, userIdOf(actor));
