// The webhook-endpoints operations of openapi.yaml, keyed by operationId: each calls its domain function.
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookEndpointSecret,
  updateWebhookEndpoint,
} from '../domain/tenants/webhook-endpoints.ts';
import { listWebhookDeliveries, redeliverWebhookDelivery } from '../domain/webhooks/deliveries.ts';
import { sendTestWebhookEvent } from '../domain/webhooks/test-event.ts';
import type { HandlerTable } from './handler.ts';

export const webhookEndpointsHandlers = {
  createWebhookEndpoint: ({ services, meta, params, body }) => createWebhookEndpoint(services, meta, params.tenantId, body),
  deleteWebhookEndpoint: ({ services, meta, params }) => deleteWebhookEndpoint(services, meta, params.tenantId, params.endpointId),
  getWebhookEndpoint: ({ services, params }) => getWebhookEndpoint(services, params.tenantId, params.endpointId),
  listWebhookDeliveries: ({ services, params, query }) => listWebhookDeliveries(services, params.tenantId, params.endpointId, query),
  listWebhookEndpoints: ({ services, params }) => listWebhookEndpoints(services, params.tenantId),
  redeliverWebhookDelivery: ({ services, meta, params }) =>
    redeliverWebhookDelivery(services, meta, params.tenantId, params.endpointId, params.deliveryId),
  rotateWebhookEndpointSecret: ({ services, meta, params }) =>
    rotateWebhookEndpointSecret(services, meta, params.tenantId, params.endpointId),
  sendTestWebhookEvent: ({ services, meta, params }) => sendTestWebhookEvent(services, meta, params.tenantId, params.endpointId),
  updateWebhookEndpoint: ({ services, meta, params, body }) =>
    updateWebhookEndpoint(services, meta, params.tenantId, params.endpointId, body),
} satisfies Partial<HandlerTable>;
