import type { Schemas } from '../../api-types.ts';
import type { MemberRow } from '../../db/repositories/members.ts';
import { roleNameOf } from './roles.ts';

export function memberView(row: MemberRow): Schemas['Member'] {
  return {
    userId: row.user_id,
    tenantId: row.tenant_id,
    email: row.email,
    name: row.name,
    role: roleNameOf(row),
    joinedAt: row.joined_at.toISOString(),
  };
}
