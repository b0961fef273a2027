// The invitations operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { acceptInvitation, createInvitation, getInvitation, listInvitations, revokeInvitation } from '../domain/tenants/invitations.ts';
import { type HandlerTable, membershipOf, userIdOf } from './handler.ts';

export const invitationsHandlers = {
  acceptInvitation: ({ services, meta, actor, body }) => acceptInvitation(services, meta, userIdOf(actor), body),
  createInvitation: ({ services, meta, membership, body }) => createInvitation(services, meta, membershipOf(membership), body),
  getInvitation: ({ services, params }) => getInvitation(services, params.tenantId, params.invitationId),
  listInvitations: ({ services, params, query }) => listInvitations(services, params.tenantId, query ?? {}),
  revokeInvitation: ({ services, meta, membership, params }) =>
    revokeInvitation(services, meta, membershipOf(membership), params.invitationId),
} satisfies Partial<HandlerTable>;
