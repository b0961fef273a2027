import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, PathParams, QueryParams, RequestBody, ResponseData } from '../api-types.ts';
import type { RequestMeta } from '../domain/audit/record-audit-event.ts';
import type { MountedOperationId } from '../generated/mounted-operations.ts';
import type { Actor } from '../identity/actor.ts';
import type { Membership } from '../policy/membership.ts';
import type { Services } from '../services.ts';

/** What a handler gets: input already validated against openapi.yaml, caller already allowed. */
export interface HandlerContext<Op extends OperationId> {
  services: Services;
  actor: Actor;
  /** On tenant routes: the caller's membership, established by the guard. */
  membership: Membership | undefined;
  meta: RequestMeta;
  body: RequestBody<Op>;
  params: PathParams<Op>;
  query: QueryParams<Op>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Returns the payload: `data` of the envelope, or the raw body on `x-gatekeep-raw` routes; an
 * operation that declares no 2xx answer (it redirects, 303) returns the Location.
 */
export type Handler<Op extends OperationId> = (
  ctx: HandlerContext<Op>,
) => Promise<[ResponseData<Op>] extends [never] ? string : ResponseData<Op>>;

/** One handler per operation, but those a mounted library serves (x-gatekeep-mounted). */
export type HandlerTable = { [Op in Exclude<OperationId, MountedOperationId>]: Handler<Op> };

/** A tenant route's membership; the tenant guard has already established it. */
export function membershipOf(membership: Membership | undefined): Membership {
  if (!membership) throw new Error('expected the tenant guard to have set the membership');
  return membership;
}

/** The session of a user actor resolved from an access token (undefined for any other actor). */
export function sessionIdOf(actor: Actor): string | undefined {
  return actor.kind === 'user' ? actor.sessionId : undefined;
}

/** The user id of an `authenticated` route's actor; the guard has already made sure it is a user. */
export function userIdOf(actor: Actor): string {
  if (actor.kind !== 'user') throw new Error(`expected a user actor, got ${actor.kind}`);
  return actor.userId;
}
