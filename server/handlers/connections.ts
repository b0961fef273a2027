// The connections operations of openapi.yaml (the platform's social connections), keyed by operationId.
import { createConnection, deleteConnection, getConnection, listConnections, updateConnection } from '../domain/social/connections.ts';
import type { HandlerTable } from './handler.ts';

export const connectionsHandlers = {
  listConnections: ({ services }) => listConnections(services),
  createConnection: ({ services, meta, body }) => createConnection(services, meta, body),
  getConnection: ({ services, params }) => getConnection(services, params.connectionId),
  updateConnection: ({ services, meta, params, body }) => updateConnection(services, meta, params.connectionId, body),
  deleteConnection: ({ services, meta, params }) => deleteConnection(services, meta, params.connectionId),
} satisfies Partial<HandlerTable>;
