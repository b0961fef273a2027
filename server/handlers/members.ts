// The members operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { addMember, listMembers, removeMember, updateMember } from '../domain/tenants/members.ts';
import { type HandlerTable, membershipOf } from './handler.ts';

export const membersHandlers = {
  addMember: ({ services, meta, membership, body }) => addMember(services, meta, membershipOf(membership), body),
  listMembers: ({ services, params }) => listMembers(services, params.tenantId),
  removeMember: ({ services, meta, membership, params }) => removeMember(services, meta, membershipOf(membership), params.userId),
  updateMember: ({ services, meta, membership, params, body }) =>
    updateMember(services, meta, membershipOf(membership), params.userId, body),
} satisfies Partial<HandlerTable>;
