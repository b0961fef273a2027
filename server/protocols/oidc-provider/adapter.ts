import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database.ts';
import { findOidcClientById } from '../../db/repositories/oidc-clients.ts';
import {
  consumeOidcModelInstance,
  destroyOidcModelInstance,
  findOidcModelInstance,
  type OidcLookup,
  revokeOidcGrant,
  upsertOidcModelInstance,
} from '../../db/repositories/oidc-provider-store.ts';
import { clientMetadata } from './clients.ts';

/**
 * oidc-provider's storage, over Gatekeep's database so that every instance serves every step
 * of a flow (one table keyed by model name, as Logto keeps it). Clients are not stored here:
 * they are the rows that createOidcClient writes, read on every use, so an update, a rotated
 * secret or a deletion applies to the next request.
 */
export function oidcAdapterFactory(db: Db, builtInClients: AdapterPayload[] = []): AdapterFactory {
  return (model: string): Adapter => (model === 'Client' ? clientAdapter(db, builtInClients) : modelAdapter(db, model));
}

/**
 * Lookups come from what a client or browser sent (a code, a token, a client_id); one holding
 * U+0000, which the database refuses in text, cannot name anything stored.
 */
const storable = (key: string) => !key.includes('\0');

function modelAdapter(db: Db, model: string): Adapter {
  const find = async (lookup: OidcLookup): Promise<AdapterPayload | undefined> => {
    if (!storable(Object.values(lookup)[0]!)) return undefined;
    const found = await findOidcModelInstance(db, model, lookup);
    if (!found) return undefined;
    return { ...found.payload, ...(found.consumedAt ? { consumed: Math.floor(found.consumedAt.getTime() / 1000) } : {}) } as AdapterPayload;
  };
  return {
    async upsert(id, payload, expiresIn) {
      await upsertOidcModelInstance(db, {
        model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresIn,
      });
    },
    find: (id) => find({ id }),
    findByUid: (uid) => find({ uid }),
    findByUserCode: (userCode) => find({ userCode }),
    consume: async (id) => (storable(id) ? consumeOidcModelInstance(db, model, id) : undefined),
    destroy: async (id) => (storable(id) ? destroyOidcModelInstance(db, model, id) : undefined),
    revokeByGrantId: async (grantId) => (storable(grantId) ? revokeOidcGrant(db, grantId) : undefined),
  };
}

/** Clients built into the server (the portal) come first: their ids are not ids createOidcClient gives. */
function clientAdapter(db: Db, builtInClients: AdapterPayload[]): Adapter {
  const readOnly = async () => {
    throw new Error('OIDC clients are managed through the API (createOidcClient), never by the provider');
  };
  return {
    async find(id) {
      const builtIn = builtInClients.find((client) => client.client_id === id);
      if (builtIn) return builtIn;
      if (!storable(id)) return undefined;
      const row = await findOidcClientById(db, id);
      return row ? clientMetadata(row) : undefined;
    },
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    upsert: readOnly,
    consume: readOnly,
    destroy: readOnly,
    revokeByGrantId: readOnly,
  };
}
