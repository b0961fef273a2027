import type { Schemas } from '../../api-types.ts';
import type { PasskeyRow } from '../../db/schema.ts';

/** The public projection: never the key or the counter. */
export function passkeyView(row: PasskeyRow): Schemas['Passkey'] {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    backedUp: row.backed_up,
    deviceType: row.device_type as Schemas['Passkey']['deviceType'],
    transports: row.transports,
  };
}
