import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../server/domain/jobs/retry-delay.ts';

const HOUR = 3_600_000;
const NO_CAP = 86_400_000;

describe('retryDelayMs', () => {
  it('follows the Standard Webhooks schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelayMs(attempt, NO_CAP, undefined, middle))).toEqual([
      5_000,
      300_000,
      1_800_000,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
      10 * HOUR,
      10 * HOUR,
    ]);
  });

  it('spreads each delay by ±20 % so that jobs failing together come back apart', () => {
    expect(retryDelayMs(2, NO_CAP, undefined, () => 0)).toBe(240_000);
    expect(retryDelayMs(2, NO_CAP, undefined, () => 0.999999)).toBeCloseTo(360_000, -1);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, NO_CAP)));
    expect(spread.size).toBeGreaterThan(40);
  });

  it('caps every delay at the configured maximum', () => {
    expect(retryDelayMs(6, 100, undefined, () => 0.5)).toBe(100);
  });

  it('waits at least as long as Retry-After asks, up to a day', () => {
    expect(retryDelayMs(1, 100, 30_000, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(4, NO_CAP, 1_000, () => 0.5)).toBe(2 * HOUR);
    expect(retryDelayMs(1, NO_CAP, 10 * 86_400_000, () => 0.5)).toBe(86_400_000);
  });
});
