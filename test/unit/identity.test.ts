import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.ts';
import { resolveIdentity } from '../../server/identity/resolve-identity.ts';
import { guardFor } from '../../server/policy/guard.ts';

const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;

describe('identity', () => {
  it('resolves an unwired credential kind as invalid, even with no credential: it fails closed', async () => {
    expect(await resolveIdentity('platformBearer', request(), {})).toEqual({ outcome: 'invalid' });
    expect(await resolveIdentity('platformBearer', request('Bearer gkp_x'), {})).toEqual({ outcome: 'invalid' });
  });

  it('maps the four outcomes to the guard’s answers', async () => {
    const guard = (outcome: Awaited<ReturnType<typeof resolveIdentity>>) =>
      guardFor({ policy: 'authenticated' }, { userBearer: async () => outcome }, {} as never)(request('Bearer x'));
    await expect(guard({ outcome: 'resolved', actor: { kind: 'user', userId: 'usr_1' } })).resolves.toBeUndefined();
    await expect(guard({ outcome: 'anonymous' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    await expect(guard({ outcome: 'invalid' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIAL', status: 401 });
    await expect(guard({ outcome: 'unavailable' })).rejects.toMatchObject({ code: 'IDENTITY_BACKEND_UNAVAILABLE', status: 503 });
  });

  it('resolves a request’s credential once: the guard reuses what the platform rate limit resolved', async () => {
    let lookups = 0;
    const resolvers = {
      platformBearer: async () => {
        lookups += 1;
        return { outcome: 'resolved', actor: { kind: 'platformBootstrap' } } as const;
      },
    };
    const first = request('Bearer some-token');
    expect(await resolveIdentity('platformBearer', first, resolvers)).toMatchObject({ outcome: 'resolved' });
    await guardFor({ policy: 'platformPermission', permission: 'jobs:read' }, resolvers, {} as never)(first);
    expect(first.actor).toEqual({ kind: 'platformBootstrap' });
    expect(lookups).toBe(1);
    await resolveIdentity('platformBearer', request('Bearer some-token'), resolvers); // another request
    expect(lookups).toBe(2);
  });

  it('refuses to build a guard for a policy kind it cannot decide', () => {
    expect(() => guardFor({ policy: 'someday' } as never, {}, {} as never)).toThrow(/No evaluator/);
  });

  it('AppError takes its status from the catalogue', () => {
    expect(new AppError('RATE_LIMITED', undefined, { retryAfter: 3 })).toMatchObject({ status: 429, retryAfter: 3 });
  });
});
