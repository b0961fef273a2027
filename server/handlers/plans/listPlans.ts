import { listPlans as list } from '../../domain/tenants/plans.ts';
import type { Handler } from '../handler.ts';

export const listPlans: Handler<'listPlans'> = ({ services }) => list(services);
