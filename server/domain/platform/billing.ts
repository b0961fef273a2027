import type { RequestBody, Schemas } from '../../api-types.ts';
import { findPlan, insertPlanRow, type PlanLimitColumns, updatePlanRow } from '../../db/repositories/plans.ts';
import { lockTenant, setTenantPlan } from '../../db/repositories/tenants.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { planView } from '../tenants/plans.ts';
import { tenantView } from '../tenants/tenants.ts';

type LimitsInput = NonNullable<RequestBody<'createPlan'>['limits']>;

/** API limit names to columns; on update only the limits given change. */
function limitColumns(limits: LimitsInput | undefined): PlanLimitColumns {
  return {
    ...(limits && 'maxMembers' in limits ? { max_members: limits.maxMembers ?? null } : {}),
    ...(limits && 'maxApiKeys' in limits ? { max_api_keys: limits.maxApiKeys ?? null } : {}),
    ...(limits && 'maxWebhookEndpoints' in limits ? { max_webhook_endpoints: limits.maxWebhookEndpoints ?? null } : {}),
  };
}

export async function createPlan(services: Services, meta: RequestMeta, input: RequestBody<'createPlan'>): Promise<Schemas['Plan']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await insertPlanRow(trx, { id: newId('pln'), key: input.key, name: input.name, ...limitColumns(input.limits) });
    await recordAuditEvent(trx, meta, {
      action: 'plan.created',
      target: { type: 'plan', id: row.id },
      metadata: { key: row.key, limits: planView(row).limits },
    });
    return planView(row);
  });
}

export async function updatePlan(
  services: Services,
  meta: RequestMeta,
  planId: string,
  input: RequestBody<'updatePlan'>,
): Promise<Schemas['Plan']> {
  return services.db.transaction().execute(async (trx) => {
    const row = await updatePlanRow(trx, planId, { ...(input.name ? { name: input.name } : {}), ...limitColumns(input.limits) });
    await recordAuditEvent(trx, meta, { action: 'plan.updated', target: { type: 'plan', id: planId }, metadata: { changes: input } });
    return planView(row);
  });
}

/** Moving down is allowed even over the new limits: the tenant keeps what it has, and cannot grow. */
export async function assignTenantPlan(
  services: Services,
  meta: RequestMeta,
  tenantId: string,
  planId: string,
): Promise<Schemas['Tenant']> {
  return services.db.transaction().execute(async (trx) => {
    const tenant = await lockTenant(trx, tenantId);
    const plan = await findPlan(trx, planId);
    if (!plan) throw new AppError('NOT_FOUND', `No plan has the id ${planId}.`);
    const row = await setTenantPlan(trx, tenantId, plan.id);
    await recordAuditEvent(trx, meta, {
      action: 'tenant.plan_changed',
      tenantId,
      target: { type: 'tenant', id: tenantId },
      metadata: { from: tenant.plan_id, to: plan.id },
    });
    return tenantView(row);
  });
}
