import { startTestApp, type TestApp } from './test-app.ts';

/** A test app listening on a free loopback port, for clients that speak real HTTP. */
export async function startLiveServer(env: Record<string, string> = {}): Promise<TestApp & { baseUrl: string }> {
  const t = await startTestApp(env);
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...t, baseUrl: address };
}
