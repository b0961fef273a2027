import { deleteWebhookEndpoint as remove } from '../../domain/tenants/webhook-endpoints.ts';
import type { Handler } from '../handler.ts';

export const deleteWebhookEndpoint: Handler<'deleteWebhookEndpoint'> = ({ services, meta, params }) => remove(services, meta, params.tenantId, params.endpointId);
