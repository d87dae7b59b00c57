import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './push-service';

describe('push retries', () => {
  it('backs off 1 s doubling, honouring a longer Retry-After (seconds or a date)', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    expect([0, 1, 2, 3].map((a) => retryDelayMs(a, undefined, now))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(0, '120', now)).toBe(120_000);
    expect(retryDelayMs(3, '1', now)).toBe(8000);
    expect(retryDelayMs(0, 'Tue, 10 Mar 2026 09:05:00 GMT', now)).toBe(300_000);
    expect(retryDelayMs(20, undefined, now)).toBe(3_600_000);
  });
});
