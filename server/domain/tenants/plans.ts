import type { Schemas } from '../../api-types.ts';
import { listPlanRows } from '../../db/repositories/plans.ts';
import type { PlanRow } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

export function planView(row: PlanRow): Schemas['Plan'] {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    limits: { maxMembers: row.max_members, maxApiKeys: row.max_api_keys, maxWebhookEndpoints: row.max_webhook_endpoints },
  };
}

export async function listPlans(services: Services): Promise<Schemas['PlanPage']> {
  return { items: (await listPlanRows(services.db)).map(planView), nextCursor: null };
}
