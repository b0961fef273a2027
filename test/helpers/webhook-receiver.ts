import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with the n-th request (0-based): answer, or never answer. */
export type Reply = { status: number; headers?: Record<string, string>; delayMs?: number } | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records every webhook it is sent. */
export async function startReceiver(
  reply: (n: number, webhook: ReceivedWebhook) => Reply = () => ({ status: 204 }),
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const webhook = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      const n = received.push(webhook) - 1;
      for (const wake of waiters) wake();
      const answer = reply(n, webhook);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const send = () => {
        response.writeHead(answer.status, answer.headers ?? {});
        response.end();
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} webhooks within ${timeoutMs} ms, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
