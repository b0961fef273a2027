/**
 * A read-through cache of what a credential resolves to (an API key's row, a session's
 * liveness), so that the hot paths need no database round trip per request. Correctness comes
 * from forgetting, not from the TTL: a revocation forgets at once on this instance and, through
 * the invalidation feed, on the others; the TTL only bounds how long a change could go unheard
 * if that feed failed silently. Absent credentials are never cached, so a flood of unknown keys
 * leaves nothing behind.
 */
export class CredentialCache<Value> {
  private readonly entries = new Map<string, { value: Value; until: number }>();
  /** Bumped by every forget: a load that straddles one may have read the old state, so it is not kept. */
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** False while changes made elsewhere could go unheard: then every read goes to the store. */
      trustworthy: () => boolean;
    },
  ) {}

  async get(key: string, load: () => Promise<Value | undefined>): Promise<Value | undefined> {
    if (!this.options.trustworthy()) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation && this.options.trustworthy()) {
      this.entries.delete(key);
      // Maps iterate in insertion order: the first entry is the least recently loaded.
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, until: now + this.options.ttlMs });
    }
    return value;
  }

  /** Forgets every entry that matches (all of them without a predicate). */
  forget(matches?: (value: Value, key: string) => boolean): void {
    this.generation += 1;
    if (!matches) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
