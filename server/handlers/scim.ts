// The SCIM operations of openapi.yaml, keyed by operationId: each reads the directory its key
// names, calls its domain function, and answers SCIM's media type with the resource's ETag.
import type { FastifyReply } from 'fastify';
import * as scim from '../domain/directories/scim-resources.ts';
import * as service from '../domain/directories/scim-service.ts';
import type { ResourceKind } from '../protocols/scim/resource.ts';
import { attributeList } from '../protocols/scim/views.ts';
import type { HandlerContext, HandlerTable } from './handler.ts';

/** What every SCIM handler reads of its context; bodies and queries are SCIM's own JSON, read by protocols/scim. */
type Context = Pick<HandlerContext<'listScimUsers'>, 'services' | 'meta' | 'actor' | 'request' | 'reply'> & {
  query?: unknown;
  params?: unknown;
  body?: unknown;
};
type Json = Record<string, unknown>;

const callOf = (ctx: Context) => service.scimCallOf(ctx.services, ctx.meta, ctx.actor);

/**
 * SCIM's media type, and the resource's version as its ETag (RFC 7644 §3.14). The body is the
 * protocol layer's JSON (the spec's SCIM schemas are open objects), hence `never` here.
 */
function scimAnswer(reply: FastifyReply, body: unknown, options: { location?: boolean } = {}): never {
  reply.type('application/scim+json; charset=utf-8');
  const meta = (body as Json)['meta'] as Json | undefined;
  if (typeof meta?.['version'] === 'string') reply.header('etag', meta['version']);
  if (options.location && typeof meta?.['location'] === 'string') reply.header('location', meta['location']);
  return body as never;
}

const oneQuery = (query: Json) => ({
  attributes: attributeList(query['attributes']),
  excludedAttributes: attributeList(query['excludedAttributes']),
});

function listQuery(source: Json): scim.ListQuery {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  return {
    ...(typeof source['filter'] === 'string' ? { filter: source['filter'] } : {}),
    startIndex: number(source['startIndex']),
    count: number(source['count']),
    ...oneQuery(source),
  };
}

const ifMatch = (ctx: Context) => {
  const header = ctx.request.headers['if-match'];
  return typeof header === 'string' ? header : undefined;
};

function resourceHandlers(kind: ResourceKind) {
  return {
    list: async (ctx: Context) =>
      scimAnswer(ctx.reply, await scim.listScimResources(await callOf(ctx), kind, listQuery(ctx.query as Json))),
    search: async (ctx: Context) =>
      scimAnswer(ctx.reply, await scim.listScimResources(await callOf(ctx), kind, listQuery((ctx.body ?? {}) as Json))),
    create: async (ctx: Context) =>
      scimAnswer(ctx.reply, await scim.createScimResource(await callOf(ctx), kind, ctx.body), { location: true }),
    get: async (ctx: Context) =>
      scimAnswer(
        ctx.reply,
        await scim.getScimResource(await callOf(ctx), kind, (ctx.params as Json)['scimId'] as string, oneQuery(ctx.query as Json)),
      ),
    replace: async (ctx: Context) =>
      scimAnswer(
        ctx.reply,
        await scim.replaceScimResource(await callOf(ctx), kind, (ctx.params as Json)['scimId'] as string, ctx.body, ifMatch(ctx)),
      ),
    patch: async (ctx: Context) =>
      scimAnswer(
        ctx.reply,
        await scim.patchScimResource(await callOf(ctx), kind, (ctx.params as Json)['scimId'] as string, ctx.body, ifMatch(ctx)),
      ),
    remove: async (ctx: Context) => {
      await scim.deleteScimResource(await callOf(ctx), kind, (ctx.params as Json)['scimId'] as string, ifMatch(ctx));
      return undefined as never;
    },
  };
}

const users = resourceHandlers('User');
const groups = resourceHandlers('Group');

export const scimHandlers = {
  getScimServiceProviderConfig: async (ctx) => scimAnswer(ctx.reply, service.getServiceProviderConfig(await callOf(ctx))),
  listScimResourceTypes: async (ctx) => scimAnswer(ctx.reply, service.listResourceTypes(await callOf(ctx))),
  getScimResourceType: async (ctx) => scimAnswer(ctx.reply, service.getResourceType(await callOf(ctx), ctx.params.resourceTypeId)),
  listScimSchemas: async (ctx) => scimAnswer(ctx.reply, service.listSchemas(await callOf(ctx))),
  getScimSchema: async (ctx) => scimAnswer(ctx.reply, service.getSchema(await callOf(ctx), ctx.params.schemaId)),
  searchScim: async (ctx) => scimAnswer(ctx.reply, await service.searchAll(await callOf(ctx), listQuery((ctx.body ?? {}) as Json))),
  listScimUsers: users.list,
  searchScimUsers: users.search,
  createScimUser: users.create,
  getScimUser: users.get,
  replaceScimUser: users.replace,
  patchScimUser: users.patch,
  deleteScimUser: users.remove,
  listScimGroups: groups.list,
  searchScimGroups: groups.search,
  createScimGroup: groups.create,
  getScimGroup: groups.get,
  replaceScimGroup: groups.replace,
  patchScimGroup: groups.patch,
  deleteScimGroup: groups.remove,
} satisfies Partial<HandlerTable>;
