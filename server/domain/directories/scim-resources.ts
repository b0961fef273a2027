import type { Schemas } from '../../api-types.ts';
import type { Db } from '../../db/database.ts';
import * as groups from '../../db/repositories/directory-groups.ts';
import * as users from '../../db/repositories/directory-users.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DirectoryGroupRow, DirectoryRow, DirectoryUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type Filter, parseFilter } from '../../protocols/scim/filter.ts';
import { matchesFilter } from '../../protocols/scim/filter-match.ts';
import { applyPatch } from '../../protocols/scim/patch.ts';
import { assertRequired, canonicalResource, coreAttributes, type Resource, type ResourceKind } from '../../protocols/scim/resource.ts';
import { etagOf, project, resourceView, type StoredResource } from '../../protocols/scim/views.ts';
import { listResponse, MAX_RESULTS } from '../../protocols/scim/discovery.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { recordTenantChange } from '../audit/record-tenant-change.ts';
import type { WebhookEventType } from '../webhooks/publish-event.ts';
import { newId } from '../ids.ts';
import { type IssuedInvitation, mailInvitation } from '../tenants/invitations.ts';
import { type DirectoryPerson, deprovision, provisionPerson } from './provisioning.ts';

/**
 * The SCIM service's Users and Groups of one directory (the one its key names): create, read,
 * replace, patch, delete, list and search, each change in one transaction with its audit
 * event. The resource is kept as the directory sent it (canonicalised), so what a client wrote
 * is what it reads back.
 */
export interface ScimCall {
  services: Services;
  meta: RequestMeta;
  directory: DirectoryRow;
  baseUrl: string;
}

export interface ListQuery {
  filter?: string;
  startIndex?: number;
  count?: number;
  attributes?: string[];
  excludedAttributes?: string[];
}

const notFound = (kind: ResourceKind, id: string) => new AppError('NOT_FOUND', `${kind} ${id} not found.`);
const AUDIT_NAME: Record<ResourceKind, string> = { User: 'user', Group: 'group' };

type Row = DirectoryUserRow | DirectoryGroupRow;

function storedOf(kind: ResourceKind, row: Row, memberOf?: { id: string; display_name: string }[]): StoredResource {
  return {
    kind,
    id: row.id,
    resource: row.resource,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(memberOf ? { groups: memberOf.map((group) => ({ value: group.id, display: group.display_name })) } : {}),
  };
}

async function viewOf(call: ScimCall, db: Db, kind: ResourceKind, row: Row): Promise<Resource> {
  const memberOf = kind === 'User' ? await users.listGroupsOfMember(db, row.id) : undefined;
  return resourceView(call.baseUrl, storedOf(kind, row, memberOf));
}

function find(db: Db, kind: ResourceKind, directoryId: string, id: string, forUpdate = false): Promise<Row | undefined> {
  return kind === 'User'
    ? users.findDirectoryUser(db, directoryId, id, { forUpdate })
    : groups.findDirectoryGroup(db, directoryId, id, { forUpdate });
}

/** `If-Match` (RFC 7644 §3.14): `*`, or one of the listed ETags naming the current version. */
function assertMatches(ifMatch: string | undefined, row: Row): void {
  if (ifMatch === undefined) return;
  const current = etagOf(row.version);
  const listed = ifMatch.split(',').map((tag) => tag.trim());
  if (listed.includes('*') || listed.some((tag) => tag === current || `W/${tag}` === current)) return;
  throw new AppError('PRECONDITION_FAILED');
}

function userColumns(resource: Resource): users.DirectoryUserColumns {
  const emails = Array.isArray(resource['emails']) ? (resource['emails'] as Resource[]) : [];
  const primary = emails.find((email) => email['primary'] === true) ?? emails[0];
  // The account's address: the primary email (or the first), else a userName that is an address.
  const userName = resource['userName'] as string;
  const email = typeof primary?.['value'] === 'string' ? primary['value'] : userName.includes('@') ? userName : null;
  return {
    userName,
    externalId: (resource['externalId'] as string | undefined) ?? null,
    displayName: (resource['displayName'] as string | undefined) ?? null,
    email,
    active: resource['active'] !== false,
    resource,
  };
}

function groupColumns(resource: Resource): groups.DirectoryGroupColumns {
  return { displayName: resource['displayName'] as string, externalId: (resource['externalId'] as string | undefined) ?? null, resource };
}

/** A group's members that are users of this directory; other values are kept in the resource as sent, and give no role. */
async function syncMembers(trx: Db, directoryId: string, groupId: string, resource: Resource): Promise<void> {
  const values = (Array.isArray(resource['members']) ? (resource['members'] as Resource[]) : [])
    .map((member) => member['value'])
    .filter((value): value is string => typeof value === 'string');
  const known = await users.findDirectoryUsersByIds(trx, directoryId, [...new Set(values)]);
  await groups.replaceGroupMembers(
    trx,
    groupId,
    known.map((user) => user.id),
  );
}

async function saved<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'A User with this userName exists in this directory.', { scimType: 'uniqueness' });
    throw error;
  }
}

/**
 * The change's audit event and webhook (directory.user.*, directory.group.*), in its
 * transaction; a user's as provisioning left it (the account it now stands for).
 */
async function audit(trx: Db, call: ScimCall, kind: ResourceKind, change: 'created' | 'updated' | 'deactivated' | 'deleted', written: Row) {
  const directoryId = call.directory.id;
  const row = (change !== 'deleted' && (await find(trx, kind, directoryId, written.id))) || written;
  const data: Schemas['DirectoryUserChange'] | Schemas['DirectoryGroupChange'] =
    kind === 'User'
      ? {
          directoryId,
          id: row.id,
          userName: (row as DirectoryUserRow).user_name,
          externalId: row.external_id,
          active: (row as DirectoryUserRow).active,
          userId: (row as DirectoryUserRow).user_id,
        }
      : { directoryId, id: row.id, displayName: (row as DirectoryGroupRow).display_name, externalId: row.external_id };
  await recordTenantChange(trx, call.services, call.meta, {
    event: `directory.${AUDIT_NAME[kind]}.${change}` as WebhookEventType,
    tenantId: call.directory.tenant_id,
    target: { type: `directory_${AUDIT_NAME[kind]}`, id: row.id },
    metadata: { directoryId },
    data,
  });
}

export async function createScimResource(call: ScimCall, kind: ResourceKind, body: unknown): Promise<Resource> {
  const resource = canonicalResource(kind, body);
  assertRequired(kind, resource);
  const directoryId = call.directory.id;
  return call.services.db
    .transaction()
    .execute(async (trx) => {
      let row: Row;
      const mail: IssuedInvitation[] = [];
      if (kind === 'User') {
        const columns = userColumns(resource);
        const user = await saved(() =>
          users.insertDirectoryUser(trx, { id: newId('dus'), directoryId, userId: null, invitationId: null, managed: false, ...columns }),
        );
        mail.push(...(await provisionRow(trx, call, user)));
        row = user;
      } else {
        row = await groups.insertDirectoryGroup(trx, { id: newId('dgr'), directoryId, ...groupColumns(resource) });
        await syncMembers(trx, directoryId, row.id, resource);
        mail.push(...(await provisionMembersOf(trx, call, row.id, [])));
      }
      await audit(trx, call, kind, 'created', row);
      return { view: await viewOf(call, trx, kind, row), mail };
    })
    .then(afterCommit(call));
}

/** Invitation mails once the change is committed; one that cannot go is sent again by the next invitation. */
function afterCommit(call: ScimCall) {
  return async ({ view, mail }: { view: Resource; mail: IssuedInvitation[] }): Promise<Resource> => {
    for (const issued of mail) await mailInvitation(call.services, issued, null).catch(() => undefined);
    return view;
  };
}

/** Provisions one directory user (provisioning.ts) and records what it now stands for. */
async function provisionRow(trx: Db, call: ScimCall, row: DirectoryUserRow): Promise<IssuedInvitation[]> {
  const { provisioned, mail } = await provisionPerson(trx, call.services, call.meta, call.directory, personOf(row));
  await users.setDirectoryUserLinks(trx, call.directory.id, row.id, provisioned);
  return mail ? [mail] : [];
}

const personOf = (row: DirectoryUserRow): DirectoryPerson => ({
  id: row.id,
  email: row.email,
  active: row.active,
  displayName: row.display_name,
  userId: row.user_id,
  invitationId: row.invitation_id,
  managed: row.managed,
});

/** A group's change moves its members' roles: each active one, before and after, provisioned again. */
async function provisionMembersOf(trx: Db, call: ScimCall, groupId: string, before: DirectoryUserRow[]): Promise<IssuedInvitation[]> {
  const after = await users.listMembersOfGroup(trx, groupId);
  const affected = [...new Set([...before, ...after].map((row) => row.id))].sort();
  const mail: IssuedInvitation[] = [];
  for (const id of affected) {
    const current = await users.findDirectoryUser(trx, call.directory.id, id);
    if (current?.active) mail.push(...(await provisionRow(trx, call, current)));
  }
  return mail;
}

export async function getScimResource(call: ScimCall, kind: ResourceKind, id: string, query: ListQuery): Promise<Resource> {
  const row = await find(call.services.db, kind, call.directory.id, id);
  if (!row) throw notFound(kind, id);
  return project(kind, await viewOf(call, call.services.db, kind, row), query.attributes, query.excludedAttributes);
}

/** PUT and PATCH: the new resource from the stored one, written under the row's lock, then provisioned. */
async function change(call: ScimCall, kind: ResourceKind, id: string, ifMatch: string | undefined, next: (stored: Resource) => Resource) {
  const directoryId = call.directory.id;
  return call.services.db
    .transaction()
    .execute(async (trx) => {
      const stored = await find(trx, kind, directoryId, id, true);
      if (!stored) throw notFound(kind, id);
      assertMatches(ifMatch, stored);
      const resource = canonicalResource(kind, next(stored.resource));
      assertRequired(kind, resource);
      let row: Row;
      const mail: IssuedInvitation[] = [];
      let change: 'updated' | 'deactivated' = 'updated';
      if (kind === 'User') {
        const current = stored as DirectoryUserRow;
        const updated = await saved(() =>
          users.updateDirectoryUser(trx, directoryId, id, {
            userId: current.user_id,
            invitationId: current.invitation_id,
            managed: current.managed,
            ...userColumns(resource),
          }),
        );
        if (current.active && !updated.active) change = 'deactivated';
        mail.push(...(await provisionRow(trx, call, updated)));
        row = updated;
      } else {
        const before = await users.listMembersOfGroup(trx, id);
        row = await groups.updateDirectoryGroup(trx, directoryId, id, groupColumns(resource));
        await syncMembers(trx, directoryId, id, resource);
        mail.push(...(await provisionMembersOf(trx, call, id, before)));
      }
      await audit(trx, call, kind, change, row);
      return { view: await viewOf(call, trx, kind, row), mail };
    })
    .then(afterCommit(call));
}

export function replaceScimResource(call: ScimCall, kind: ResourceKind, id: string, body: unknown, ifMatch: string | undefined) {
  return change(call, kind, id, ifMatch, () => body as Resource);
}

export function patchScimResource(call: ScimCall, kind: ResourceKind, id: string, body: unknown, ifMatch: string | undefined) {
  return change(call, kind, id, ifMatch, (stored) => applyPatch(kind, stored, body));
}

export async function deleteScimResource(call: ScimCall, kind: ResourceKind, id: string, ifMatch: string | undefined): Promise<void> {
  const directoryId = call.directory.id;
  await call.services.db.transaction().execute(async (trx) => {
    const stored = await find(trx, kind, directoryId, id, true);
    if (!stored) throw notFound(kind, id);
    assertMatches(ifMatch, stored);
    if (kind === 'User') {
      // Out of every group's members too, so no group names a user who is gone.
      for (const group of await groups.listGroupsHoldingForUpdate(trx, directoryId, id)) {
        const members = (Array.isArray(group.resource['members']) ? (group.resource['members'] as Resource[]) : []).filter(
          (m) => m['value'] !== id,
        );
        const resource: Resource = Object.fromEntries(Object.entries(group.resource).filter(([key]) => key !== 'members'));
        if (members.length > 0) resource['members'] = members;
        await groups.updateDirectoryGroup(trx, directoryId, group.id, groupColumns(resource));
      }
      await deprovision(trx, call.services, call.meta, call.directory, personOf(stored as DirectoryUserRow));
      await users.deleteDirectoryUser(trx, directoryId, id);
    } else {
      const before = await users.listMembersOfGroup(trx, id);
      await groups.deleteDirectoryGroup(trx, directoryId, id);
      await provisionMembersOf(trx, call, id, before);
    }
    await audit(trx, call, kind, 'deleted', stored);
  });
}

/** What a filter's top-level `and` fixes exactly, for the database to narrow by (the filter still decides). */
function lookupOf(kind: ResourceKind, filter: Filter | undefined): Record<string, string> {
  if (!filter) return {};
  if (filter.op === 'and') return { ...lookupOf(kind, filter.left), ...lookupOf(kind, filter.right) };
  if (filter.op !== 'eq' || typeof filter.value !== 'string' || filter.path.subAttribute || filter.path.schema?.includes(':extension:'))
    return {};
  const columns: Record<string, string> =
    kind === 'User'
      ? { id: 'id', username: 'userName', externalid: 'externalId' }
      : { id: 'id', displayname: 'displayName', externalid: 'externalId' };
  const column = columns[filter.path.attribute];
  return column ? { [column]: filter.value } : {};
}

/** GET /Users, /Groups and their .search: filtered, then paged by startIndex (1-based) and count. */
export async function listScimResources(call: ScimCall, kind: ResourceKind, query: ListQuery) {
  const matching = await matchingResources(call, kind, query.filter);
  return pageOf(kind, matching, query);
}

export async function matchingResources(call: ScimCall, kind: ResourceKind, filterText: string | undefined): Promise<Resource[]> {
  const filter = filterText === undefined ? undefined : parseFilter(filterText);
  const db = call.services.db;
  const lookup = lookupOf(kind, filter);
  const rows: Row[] =
    kind === 'User'
      ? await users.listDirectoryUserCandidates(db, call.directory.id, lookup)
      : await groups.listDirectoryGroupCandidates(db, call.directory.id, lookup);
  const views: Resource[] = [];
  for (const row of rows) {
    const view = await viewOf(call, db, kind, row);
    if (!filter || matchesFilter(filter, view, coreAttributes(kind))) views.push(view);
  }
  return views;
}

export function pageOf(kind: ResourceKind | undefined, matching: Resource[], query: ListQuery) {
  const startIndex = Math.max(1, Math.floor(query.startIndex ?? 1));
  const count = Math.min(MAX_RESULTS, Math.max(0, Math.floor(query.count ?? MAX_RESULTS)));
  const page = matching.slice(startIndex - 1, startIndex - 1 + count).map((view) => {
    const resourceKind = kind ?? ((view['meta'] as Resource)['resourceType'] as ResourceKind);
    return project(resourceKind, view, query.attributes, query.excludedAttributes);
  });
  return listResponse(page, matching.length, startIndex);
}
