import { getWebhookEndpoint as get } from '../../domain/tenants/webhook-endpoints.ts';
import type { Handler } from '../handler.ts';

export const getWebhookEndpoint: Handler<'getWebhookEndpoint'> = ({ services, params }) => get(services, params.tenantId, params.endpointId);
