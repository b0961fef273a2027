// The health operations of openapi.yaml, keyed by operationId: each calls its domain function.
import { checkHealth } from '../domain/health.ts';
import type { HandlerTable } from './handler.ts';

export const healthHandlers = {
  getHealth: ({ services }) => checkHealth(services),
} satisfies Partial<HandlerTable>;
