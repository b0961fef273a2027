import { listWebhookDeliveries as list } from '../../domain/webhooks/deliveries.ts';
import type { Handler } from '../handler.ts';

export const listWebhookDeliveries: Handler<'listWebhookDeliveries'> = ({ services, params, query }) => list(services, params.tenantId, params.endpointId, query);
