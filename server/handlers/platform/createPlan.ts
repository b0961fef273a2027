import { createPlan as create } from '../../domain/platform/billing.ts';
import type { Handler } from '../handler.ts';

export const createPlan: Handler<'createPlan'> = ({ services, meta, body }) => create(services, meta, body);
