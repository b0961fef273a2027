import { findDirectoryById } from '../../db/repositories/directories.ts';
import { AppError } from '../../errors.ts';
import { type Actor, directoryOfActor } from '../../identity/actor.ts';
import { resourceType, resourceTypeList, schemaList, schemaResource, serviceProviderConfig } from '../../protocols/scim/discovery.ts';
import { schemaById } from '../../protocols/scim/schemas.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { scimBaseUrl } from './directories.ts';
import { type ListQuery, matchingResources, pageOf, type ScimCall } from './scim-resources.ts';

/**
 * The directory the request's key names. The key dies with its directory, but a cached key can
 * outlive it by moments on another instance: the directory is read here, so such a request is
 * refused (401) rather than served for a directory that is gone.
 */
export async function scimCallOf(services: Services, meta: RequestMeta, actor: Actor): Promise<ScimCall> {
  const directoryId = directoryOfActor(actor);
  const directory = directoryId === undefined ? undefined : await findDirectoryById(services.db, directoryId);
  if (!directory) throw new AppError('INVALID_CREDENTIAL', 'The directory of this token no longer exists.', { bearerTokenRejected: true });
  return { services, meta, directory, baseUrl: scimBaseUrl(services.config.issuer) };
}

const documentation = (services: Services) => `${services.config.issuer}/docs`;

export const getServiceProviderConfig = (call: ScimCall) => serviceProviderConfig(call.baseUrl, documentation(call.services));
export const listResourceTypes = (call: ScimCall) => resourceTypeList(call.baseUrl);
export const listSchemas = (call: ScimCall) => schemaList(call.baseUrl);

export function getResourceType(call: ScimCall, id: string) {
  const found = resourceType(call.baseUrl, id);
  if (!found) throw new AppError('NOT_FOUND', `No resource type ${id}.`);
  return found;
}

export function getSchema(call: ScimCall, id: string) {
  const found = schemaById(id);
  if (!found) throw new AppError('NOT_FOUND', `No schema ${id}.`);
  return schemaResource(call.baseUrl, found);
}

/** POST /.search at the root: Users, then Groups, one list. */
export async function searchAll(call: ScimCall, query: ListQuery) {
  const matching = [...(await matchingResources(call, 'User', query.filter)), ...(await matchingResources(call, 'Group', query.filter))];
  return pageOf(undefined, matching, query);
}
