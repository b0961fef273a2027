import { rotateWebhookEndpointSecret as rotate } from '../../domain/tenants/webhook-endpoints.ts';
import type { Handler } from '../handler.ts';

export const rotateWebhookEndpointSecret: Handler<'rotateWebhookEndpointSecret'> = ({ services, meta, params }) => rotate(services, meta, params.tenantId, params.endpointId);
