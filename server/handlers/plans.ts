// The plans operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { listPlans } from '../domain/tenants/plans.ts';
import type { HandlerTable } from './handler.ts';

export const plansHandlers = {
  listPlans: ({ services }) => listPlans(services),
} satisfies Partial<HandlerTable>;
