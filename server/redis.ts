import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisConnection {
  client: Redis;
  close(): Promise<void>;
}

/** How long a connection attempt or one command may take before it counts as "Redis is down". */
const TIMEOUT_MS = 1_000;

/**
 * A Redis client tuned to fail fast, so that its callers can answer 503 at once instead of
 * hanging: no command is queued while disconnected (`enableOfflineQueue: false`), retried more
 * than once across a reconnect, or left waiting on a stalled server (`commandTimeout`).
 * Reconnection goes on in the background. Waits for the first connection (at most about two
 * seconds) but starts either way. Logs name the state and the driver's message, never the URL:
 * it may carry a password.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const client = new Redis(url, {
    connectTimeout: TIMEOUT_MS,
    commandTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });

  // One warning per outage, not one per reconnect attempt.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ redisError: err.message }, 'Redis is unreachable; rate-limited routes answer 503 until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis connection restored');
  });

  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle);
      client.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, 2 * TIMEOUT_MS);
    client.once('ready', settle);
    client.once('error', settle);
  });

  return {
    client,
    async close() {
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          // fall through: drop the socket
        }
      }
      client.disconnect();
    },
  };
}
