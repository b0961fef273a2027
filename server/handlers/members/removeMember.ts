import { removeMember as remove } from '../../domain/tenants/members.ts';
import { membershipOf, type Handler } from '../handler.ts';

export const removeMember: Handler<'removeMember'> = ({ services, meta, membership, params }) => remove(services, meta, membershipOf(membership), params.userId);
