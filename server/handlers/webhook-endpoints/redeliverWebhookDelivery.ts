import { redeliverWebhookDelivery as redeliver } from '../../domain/webhooks/deliveries.ts';
import type { Handler } from '../handler.ts';

export const redeliverWebhookDelivery: Handler<'redeliverWebhookDelivery'> = ({ services, meta, params }) => redeliver(services, meta, params.tenantId, params.endpointId, params.deliveryId);
