import { listMembers as list } from '../../domain/tenants/members.ts';
import type { Handler } from '../handler.ts';

export const listMembers: Handler<'listMembers'> = ({ services, params }) => list(services, params.tenantId);
