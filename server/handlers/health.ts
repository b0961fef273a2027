// The health operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { checkLiveness, checkReadiness } from '../domain/health.ts';
import type { HandlerTable } from './handler.ts';

export const healthHandlers = {
  getHealth: ({ services }) => checkReadiness(services),
  getReadiness: ({ services }) => checkReadiness(services),
  getLiveness: async () => checkLiveness(),
} satisfies Partial<HandlerTable>;
