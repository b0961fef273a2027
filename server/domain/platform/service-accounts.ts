import type { RequestBody, Schemas } from '../../api-types.ts';
import type { PlatformReach } from '../../db/repositories/audit-events.ts';
import * as accounts from '../../db/repositories/service-accounts.ts';
import type { ServiceAccountRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../identity/actor.ts';
import { hashSecret, newSecret, SERVICE_ACCOUNT_KEY_PREFIX } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';

/** Who may act on service accounts: a platform credential, or `system` (the operator's command line, `npm run gatekeep`). */
type Operator = Extract<Actor, { kind: 'platform' | 'platformBootstrap' | 'system' }>;
type Permission = Schemas['PlatformPermission'];

export function serviceAccountView(row: ServiceAccountRow): Schemas['ServiceAccount'] {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions as Permission[],
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
  };
}

function operatorOf(actor: Actor): Operator {
  if (actor.kind !== 'platform' && actor.kind !== 'platformBootstrap' && actor.kind !== 'system') {
    throw new Error(`expected a platform actor, got ${actor.kind}`);
  }
  return actor;
}

/** The permissions an operator may grant and the accounts it may manage: all, or a subset of its own. */
function reach(operator: Operator): string[] | undefined {
  return operator.kind === 'platform' ? operator.permissions : undefined;
}

const withinReach = (operator: Operator, permissions: string[]) => {
  const own = reach(operator);
  return own === undefined || permissions.every((p) => own.includes(p));
};

/**
 * Besides accounts within reach, what each permission lets an operator see of the platform's
 * records. Typed over every permission, so a new one must say what it reveals.
 */
const VISIBLE_TARGETS: Record<Permission, string[]> = {
  'service_accounts:write': [],
  'jobs:read': ['job'],
  'jobs:write': [],
  'billing:write': ['plan'],
  // The users' own events (profile, address, password) and the operators' actions on them.
  'users:read': ['user'],
  'users:write': [],
  // The platform's actions on tenants (plans included) are on its log; the tenant's own are not.
  'tenants:read': ['tenant'],
  // Its changes are on each tenant's own log, with the account as the actor.
  'tenants:write': [],
  // The platform's OIDC clients and their changes (issue 33).
  'oidc_clients:write': ['oidc_client'],
  // The social connections and their changes, and the sign-ins they refused (issue 33).
  'connections:write': ['connection'],
};

/**
 * Issue 14: what of the platform an operator may read. An account sees events and records
 * whose actor and target lie within its reach; the bootstrap token (undefined) sees all.
 * Every platform list applies this, so an account cannot learn through one route what
 * another hides (a `GET` that answers 404 for an account out of reach).
 */
export function platformReach(actor: Actor): PlatformReach | undefined {
  const own = reach(operatorOf(actor));
  if (own === undefined) return undefined;
  const every = Object.keys(VISIBLE_TARGETS) as Permission[];
  return {
    permissions: own,
    targetTypes: every.filter((p) => own.includes(p)).flatMap((p) => VISIBLE_TARGETS[p]),
    bootstrap: every.every((p) => own.includes(p)),
  };
}

function assertDelegable(operator: Operator, permissions: string[]): void {
  const own = reach(operator);
  const beyond = own === undefined ? [] : permissions.filter((p) => !own.includes(p));
  if (beyond.length > 0)
    throw new AppError('PERMISSION_NOT_DELEGABLE', `You cannot grant permissions you do not hold: ${beyond.join(', ')}.`);
}

/** An account outside the operator's reach does not exist for it: 404, never a hint. */
async function reachableAccount(trx: Services['db'], operator: Operator, id: string): Promise<ServiceAccountRow> {
  const row = await accounts.findServiceAccountRow(trx, id, { forUpdate: true });
  if (!row || !withinReach(operator, row.permissions)) throw new AppError('NOT_FOUND');
  return row;
}

function createdBy(operator: Operator): string {
  if (operator.kind === 'platform') return operator.serviceAccountId;
  return operator.kind === 'platformBootstrap' ? 'bootstrap' : 'system';
}

export async function createServiceAccount(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'createServiceAccount'>,
): Promise<Schemas['ServiceAccountCreated']> {
  const operator = operatorOf(meta.actor);
  assertDelegable(operator, input.permissions);
  const key = newSecret(SERVICE_ACCOUNT_KEY_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const row = await accounts.insertServiceAccountRow(trx, {
      id: newId('sa'),
      name: input.name,
      permissions: input.permissions,
      key_hash: hashSecret(key),
      created_by: createdBy(operator),
    });
    await recordAuditEvent(trx, meta, {
      action: 'service_account.created',
      target: { type: 'service_account', id: row.id },
      metadata: { name: row.name, permissions: row.permissions },
    });
    return { serviceAccount: serviceAccountView(row), secret: key };
  });
}

export async function listServiceAccounts(
  services: Services,
  actor: Actor,
  query: { limit?: number | string; cursor?: string },
): Promise<Schemas['ServiceAccountPage']> {
  const limit = clampLimit(query.limit);
  const rows = await accounts.listServiceAccountRows(services.db, {
    limit,
    beforeId: decodeCursor(query.cursor),
    within: reach(operatorOf(actor)),
  });
  return pageOf(rows, limit, serviceAccountView);
}

export async function getServiceAccount(services: Services, actor: Actor, id: string): Promise<Schemas['ServiceAccount']> {
  const row = await accounts.findServiceAccountRow(services.db, id);
  if (!row || !withinReach(operatorOf(actor), row.permissions)) throw new AppError('NOT_FOUND');
  return serviceAccountView(row);
}

export async function updateServiceAccount(
  services: Services,
  meta: RequestMeta,
  id: string,
  input: RequestBody<'updateServiceAccount'>,
): Promise<Schemas['ServiceAccount']> {
  const operator = operatorOf(meta.actor);
  if (input.permissions) assertDelegable(operator, input.permissions);
  return services.db.transaction().execute(async (trx) => {
    await reachableAccount(trx, operator, id);
    const row = await accounts.updateServiceAccountRow(trx, id, { name: input.name, permissions: input.permissions });
    await recordAuditEvent(trx, meta, {
      action: 'service_account.updated',
      target: { type: 'service_account', id },
      metadata: { changes: input },
    });
    return serviceAccountView(row);
  });
}

export async function disableServiceAccount(services: Services, meta: RequestMeta, id: string): Promise<Schemas['ServiceAccount']> {
  const operator = operatorOf(meta.actor);
  return services.db.transaction().execute(async (trx) => {
    const current = await reachableAccount(trx, operator, id);
    if (current.disabled_at) return serviceAccountView(current);
    const row = await accounts.updateServiceAccountRow(trx, id, { disabled: true });
    await recordAuditEvent(trx, meta, { action: 'service_account.disabled', target: { type: 'service_account', id } });
    return serviceAccountView(row);
  });
}

export async function rotateServiceAccountKey(
  services: Services,
  meta: RequestMeta,
  id: string,
): Promise<Schemas['ServiceAccountCreated']> {
  const operator = operatorOf(meta.actor);
  const key = newSecret(SERVICE_ACCOUNT_KEY_PREFIX);
  return services.db.transaction().execute(async (trx) => {
    const current = await reachableAccount(trx, operator, id);
    if (current.disabled_at) throw new AppError('CONFLICT', 'A disabled service account cannot get a new key.');
    const row = await accounts.updateServiceAccountRow(trx, id, { key_hash: hashSecret(key) });
    await recordAuditEvent(trx, meta, { action: 'service_account.key_rotated', target: { type: 'service_account', id } });
    return { serviceAccount: serviceAccountView(row), secret: key };
  });
}
