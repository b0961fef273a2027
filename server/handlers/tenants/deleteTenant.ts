import { deleteTenant as remove } from '../../domain/tenants/tenants.ts';
import { membershipOf, type Handler } from '../handler.ts';

export const deleteTenant: Handler<'deleteTenant'> = ({ services, meta, membership }) => remove(services, meta, membershipOf(membership));
