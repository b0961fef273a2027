import { createWebhookEndpoint as create } from '../../domain/tenants/webhook-endpoints.ts';
import type { Handler } from '../handler.ts';

export const createWebhookEndpoint: Handler<'createWebhookEndpoint'> = ({ services, meta, params, body }) => create(services, meta, params.tenantId, body);
