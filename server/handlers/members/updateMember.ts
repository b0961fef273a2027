import { updateMember as update } from '../../domain/tenants/members.ts';
import { membershipOf, type Handler } from '../handler.ts';

export const updateMember: Handler<'updateMember'> = ({ services, meta, membership, params, body }) => update(services, meta, membershipOf(membership), params.userId, body);
