import { createTenant as create } from '../../domain/tenants/tenants.ts';
import { userIdOf, type Handler } from '../handler.ts';

export const createTenant: Handler<'createTenant'> = ({ services, meta, actor, body }) => create(services, meta, userIdOf(actor), body);
