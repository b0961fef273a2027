import { listWebhookEndpoints as list } from '../../domain/tenants/webhook-endpoints.ts';
import type { Handler } from '../handler.ts';

export const listWebhookEndpoints: Handler<'listWebhookEndpoints'> = ({ services, params }) => list(services, params.tenantId);
