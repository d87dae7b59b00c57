import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { FairRate, paced, type Lane } from './pace';

const MB = 2 ** 20;

/**
 * Streams sending 64 KB chunks as fast as their lanes let them, on a clock the test moves: the
 * bytes each space got in `seconds`.
 */
function simulate(rate: FairRate, clock: { now: number }, streams: { space: string; lane: Lane }[], seconds: number) {
  const ready = streams.map(() => clock.now);
  const sent = new Map<string, number>();
  const end = clock.now + seconds * 1000;
  for (;;) {
    const who = ready.indexOf(Math.min(...ready));
    if (ready[who] >= end) break;
    clock.now = ready[who];
    ready[who] = clock.now + streams[who].lane.take(64 * 1024);
    sent.set(streams[who].space, (sent.get(streams[who].space) ?? 0) + 64 * 1024);
  }
  return (space: string) => (sent.get(space) ?? 0) / MB;
}

describe('FairRate', () => {
  it('lets one second of bytes through at once, then asks the sender to wait for the rest', () => {
    let now = 0;
    const lane = new FairRate(4 * MB, () => now).join('a');
    expect(lane.take(4 * MB)).toBe(0);
    expect(lane.take(MB)).toBe(250);
    now = 250;
    expect(lane.take(MB)).toBe(250);
  });

  it("is shared between spaces, not streams: three exports of one space do not starve another couple's one", () => {
    const clock = { now: 0 };
    const rate = new FairRate(4 * MB, () => clock.now);
    const streams = [...['a', 'a', 'a'].map((space) => ({ space, lane: rate.join(space) })), { space: 'b', lane: rate.join('b') }];
    const mb = simulate(rate, clock, streams, 30);
    // Half each (60 MB in 30 s): with one rate per stream, 'b' would get a quarter (30 MB).
    expect(mb('b')).toBeGreaterThanOrEqual(58);
    expect(mb('b')).toBeLessThanOrEqual(63);
    expect(mb('a') + mb('b')).toBeLessThanOrEqual(4 * 30 + 5); // the rate, give or take the first second and a chunk
  });

  it('a space alone gets the whole rate, two get half each, and the one left gets it all back', () => {
    const clock = { now: 0 };
    const rate = new FairRate(2 * MB, () => clock.now);
    const a = { space: 'a', lane: rate.join('a') };
    expect(simulate(rate, clock, [a], 10)('a')).toBeCloseTo(2 * 10 + 2, 0);
    const b = { space: 'b', lane: rate.join('b') };
    const both = simulate(rate, clock, [a, b], 10);
    expect(both('a')).toBeCloseTo(10, 0);
    expect(both('b')).toBeGreaterThanOrEqual(10);
    expect(both('b')).toBeLessThanOrEqual(11.1);
    b.lane.leave();
    b.lane.leave(); // twice is once
    expect(simulate(rate, clock, [a], 10)('a')).toBeCloseTo(2 * 10, 0);
  });

  it('one large chunk makes only its own space wait', () => {
    const rate = new FairRate(2 * MB, () => 0);
    const a = rate.join('a');
    const b = rate.join('b');
    expect(a.take(10 * MB)).toBeGreaterThan(8000);
    expect(b.take(64 * 1024)).toBe(0);
  });

  it('does not save up more than a second while nobody sends', () => {
    let now = 0;
    const lane = new FairRate(MB, () => now).join('a');
    now = 60_000;
    expect(lane.take(MB)).toBe(0);
    expect(lane.take(MB)).toBe(1000);
  });
});

describe('paced', () => {
  it('passes every byte through, in order, with or without a rate', async () => {
    const chunks = Array.from({ length: 50 }, (_, i) => Buffer.alloc(1000, i));
    for (const lane of [null, new FairRate(10 * MB).join('a')]) {
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(paced(lane))) out.push(chunk as Buffer);
      expect(Buffer.concat(out)).toEqual(Buffer.concat(chunks));
    }
  });

  it('a stream given up while waiting ends without an error and lets its wait go', async () => {
    vi.useFakeTimers();
    try {
      const stream = paced(new FairRate(1000).join('a'));
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
