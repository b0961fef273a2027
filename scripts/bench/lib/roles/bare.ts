import { onStop } from '../child-ipc.ts';

/** A route of the bare ceiling server and the JSON it answers, as Gatekeep answered it. */
export interface BareRoute {
  method: 'GET' | 'POST';
  url: string;
  answer: string;
}

/**
 * The ceiling of a cheap route: routing, JSON body parsing and serialisation, nothing else.
 * The answer is parsed once and serialised on every request, as a real route serialises its own.
 */
export async function serveBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const routes = JSON.parse(process.env.BENCH_ROUTES!) as BareRoute[];
  const app = Fastify();
  for (const { method, url, answer } of routes) {
    const body = JSON.parse(answer);
    app.route({ method, url, handler: async () => body });
  }
  onStop(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url });
}
