import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider's storage for one test identity provider. Its own in-memory adapter keeps one
 * store for every provider in the process (and warns at each start); this one belongs to one
 * provider, so the providers of tests that share a worker share nothing, and a test can put a
 * client in it directly, which is how clients are registered without restarting the provider.
 * A scan where a real adapter would keep an index: a test stores a few dozen records.
 */
export class OidcMemoryStore {
  readonly #records = new Map<string, { payload: AdapterPayload; expiresAt: number }>();

  /** oidc-provider's `adapter` option: the storage of one model (Session, Client, Grant...). */
  readonly adapterFor = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const find = async (id: string) => this.#live(key(id));
    const findWhere = async (matches: (payload: AdapterPayload) => boolean) => {
      for (const [recordKey, { payload }] of this.#records)
        if (recordKey.startsWith(`${model}:`) && matches(payload)) return this.#live(recordKey);
      return undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => this.put(model, id, payload, expiresIn),
      find,
      findByUid: (uid) => findWhere((payload) => payload.uid === uid),
      findByUserCode: (userCode) => findWhere((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = this.#live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        this.#records.delete(key(id));
      },
      // Every token issued under the grant, whatever its model.
      revokeByGrantId: async (grantId) => {
        for (const [recordKey, { payload }] of this.#records) if (payload.grantId === grantId) this.#records.delete(recordKey);
      },
    };
  };

  /** Stores `payload` for `expiresIn` seconds, or for good when undefined (clients). */
  put(model: string, id: string, payload: AdapterPayload, expiresIn?: number) {
    this.#records.set(`${model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
  }

  #live(recordKey: string): AdapterPayload | undefined {
    const record = this.#records.get(recordKey);
    if (!record) return undefined;
    if (record.expiresAt > Date.now()) return record.payload;
    this.#records.delete(recordKey);
    return undefined;
  }
}
