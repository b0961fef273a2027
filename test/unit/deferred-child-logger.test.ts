import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { deferRequestLoggers } from '../../server/http/deferred-child-logger.ts';
import { loggerOptions } from '../../server/http/logger.ts';

/** A fastify app with our logger at `level`, whose one route logs at info and at warn (fastify's own request lines are left out). */
async function appLoggingAt(level: string) {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.step) lines.push(entry);
    }
  });
  const app = Fastify({ logger: loggerOptions(level, stream), genReqId: () => 'req-42' });
  deferRequestLoggers(app);
  app.get('/', async (request) => {
    request.log.info({ step: 'info' }, 'informing');
    request.log.warn({ step: 'warn', password: 'hunter2-canary' }, 'warning');
    expect((request.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug')).toBe(level === 'debug');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('the request logger, made on first use', () => {
  it('logs an enabled level with the request id and redaction, and skips a disabled one', async () => {
    const { app, lines } = await appLoggingAt('warn');
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(['warning']);
    expect(lines[0]).toMatchObject({ reqId: 'req-42', step: 'warn', password: '[redacted]' });
    await app.close();
  });

  it('logs every level the logger enables', async () => {
    const { app, lines } = await appLoggingAt('debug');
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => line.msg)).toEqual(['informing', 'warning']);
    expect(lines.every((line) => line.reqId === 'req-42')).toBe(true);
    await app.close();
  });
});
