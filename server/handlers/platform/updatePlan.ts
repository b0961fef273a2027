import { updatePlan as update } from '../../domain/platform/billing.ts';
import type { Handler } from '../handler.ts';

export const updatePlan: Handler<'updatePlan'> = ({ services, meta, params, body }) => update(services, meta, params.planId, body);
