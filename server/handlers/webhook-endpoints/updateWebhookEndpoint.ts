import { updateWebhookEndpoint as update } from '../../domain/tenants/webhook-endpoints.ts';
import type { Handler } from '../handler.ts';

export const updateWebhookEndpoint: Handler<'updateWebhookEndpoint'> = ({ services, meta, params, body }) => update(services, meta, params.tenantId, params.endpointId, body);
