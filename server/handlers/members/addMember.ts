import { addMember as add } from '../../domain/tenants/members.ts';
import { membershipOf, type Handler } from '../handler.ts';

export const addMember: Handler<'addMember'> = ({ services, meta, membership, body }) => add(services, meta, membershipOf(membership), body);
