import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => void (t += ms) };
  };

  it('allows up to max hits in a window, then refuses', () => {
    const c = clock();
    const limiter = new RateLimiter(3, 60_000, c.now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, true]);
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
  });

  it('counts each key on its own', () => {
    const limiter = new RateLimiter(1, 60_000, clock().now);
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.isLimited('b')).toBe(false);
  });

  it('isLimited does not count', () => {
    const limiter = new RateLimiter(1, 60_000, clock().now);
    for (let i = 0; i < 5; i++) expect(limiter.isLimited('a')).toBe(false);
    expect(limiter.hit('a')).toBe(true);
  });

  it('opens again when the window has passed, and not a moment before', () => {
    const c = clock();
    const limiter = new RateLimiter(2, 60_000, c.now);
    limiter.hit('a');
    limiter.hit('a');
    c.advance(59_999);
    expect(limiter.isLimited('a')).toBe(true);
    c.advance(1);
    expect(limiter.isLimited('a')).toBe(false);
    expect(limiter.hit('a')).toBe(true);
  });

  it('reset clears a key', () => {
    const limiter = new RateLimiter(1, 60_000, clock().now);
    limiter.hit('a');
    limiter.reset('a');
    expect(limiter.isLimited('a')).toBe(false);
  });

  it('sweeps expired keys so memory stays bounded under many distinct keys', () => {
    const c = clock();
    const limiter = new RateLimiter(1, 1_000, c.now);
    for (let i = 0; i < 10_000; i++) limiter.hit(`k${i}`);
    c.advance(1_000);
    limiter.hit('fresh'); // size goes over 10 000: the sweep drops every expired entry
    const size = (limiter as unknown as { hits: Map<string, unknown> }).hits.size;
    expect(size).toBe(1);
  });
});
