import type { Db } from '../../db/database.ts';
import { touchApiKey } from '../../db/repositories/api-keys.ts';

const INTERVAL_MS = 60_000;

/**
 * `lastUsedAt` without a write per request: each instance writes a key's timestamp at most
 * once a minute, so a hot key costs one UPDATE a minute per instance, not one per call.
 */
export class LastUsedRecorder {
  private readonly written = new Map<string, number>();

  async record(db: Db, keyId: string, now = Date.now()): Promise<void> {
    const last = this.written.get(keyId);
    if (last !== undefined && now - last < INTERVAL_MS) return;
    this.written.set(keyId, now);
    if (this.written.size > 100_000) this.forgetOlderThan(now - INTERVAL_MS);
    await touchApiKey(db, keyId);
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [keyId, at] of this.written) if (at < cutoff) this.written.delete(keyId);
  }
}
