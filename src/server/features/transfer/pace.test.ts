import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { paced, SharedRate } from './pace';

const MB = 2 ** 20;

describe('SharedRate', () => {
  it('lets one second of bytes through at once, then asks the sender to wait for the rest', () => {
    let now = 0;
    const rate = new SharedRate(4 * MB, () => now);
    expect(rate.take(4 * MB)).toBe(0);
    expect(rate.take(MB)).toBe(250);
    now = 250;
    expect(rate.take(MB)).toBe(250);
  });

  it('is one rate for all its takers: two exports together get what one gets alone', () => {
    let now = 0;
    const rate = new SharedRate(2 * MB, () => now);
    rate.take(2 * MB);
    // Ten seconds, two senders of 1 MB chunks each waiting as told: 20 MB in all, not 40.
    let sent = 0;
    const ready = [0, 0];
    while (now < 10_000) {
      const who = ready[0] <= ready[1] ? 0 : 1;
      now = ready[who];
      ready[who] = now + rate.take(MB);
      sent += MB;
    }
    expect(sent / MB).toBeGreaterThanOrEqual(20);
    expect(sent / MB).toBeLessThanOrEqual(23);
  });

  it('does not save up more than a second while nobody sends', () => {
    let now = 0;
    const rate = new SharedRate(MB, () => now);
    now = 60_000;
    expect(rate.take(MB)).toBe(0);
    expect(rate.take(MB)).toBe(1000);
  });
});

describe('paced', () => {
  it('passes every byte through, in order, with or without a rate', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(1000, i));
    for (const rate of [null, new SharedRate(10 * MB)]) {
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(paced(rate))) out.push(chunk as Buffer);
      expect(Buffer.concat(out)).toEqual(Buffer.concat(chunks));
    }
  });

  it('a stream given up while waiting ends without an error and lets its wait go', async () => {
    vi.useFakeTimers();
    try {
      const rate = new SharedRate(1000);
      const stream = paced(rate);
      const errors: Error[] = [];
      stream.on('error', (err) => errors.push(err));
      stream.write(Buffer.alloc(5000));
      stream.write(Buffer.alloc(5000));
      expect(vi.getTimerCount()).toBe(1); // the second chunk waits its turn
      const closed = new Promise((resolve) => stream.once('close', resolve));
      stream.destroy();
      expect(vi.getTimerCount()).toBe(0);
      await vi.runAllTimersAsync();
      await closed;
      expect(errors).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
