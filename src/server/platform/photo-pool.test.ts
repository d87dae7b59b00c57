import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsExtraMessages as sx } from '../../shared/settings';
import { HttpError } from './http-errors';
import { PhotoPool } from './photo-pool';

/** Work the test finishes by hand, recording the order in which works started. */
function works() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish.set(name, () => resolve(name));
    });
  const done = async (name: string) => {
    finish.get(name)!();
    // Every promise step in between: the work's end, the pool handing the slot on, the next start.
    await new Promise((r) => setImmediate(r));
  };
  return { started, work, done };
}

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect(err).toMatchObject({ statusCode: 503, message: sx.photoBusy, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
};

describe('photo slots shared fairly between spaces', () => {
  afterEach(() => vi.useRealTimers());

  it("a space with both slots taken does not make another space's photo fail: it goes first when a slot frees", async () => {
    const pool = new PhotoPool(2, 2);
    const { started, work, done } = works();
    const flood = [pool.run('a', work('a1')), pool.run('a', work('a2'))];
    const ownQueue = pool.run('a', work('a3'));
    const other = pool.run('b', work('b1'));
    expect(started).toEqual(['a1', 'a2']);
    expect([pool.waitingIn('a'), pool.waitingIn('b')]).toEqual([1, 1]);
    await done('a1');
    // b has nothing in work, a still has one: b's photo takes the slot, a waits behind itself.
    expect(started).toEqual(['a1', 'a2', 'b1']);
    await done('b1');
    expect(await other).toBe('b1');
    expect(started.at(-1)).toBe('a3');
    await done('a2');
    await done('a3');
    expect(await Promise.all([...flood, ownQueue])).toEqual(['a1', 'a2', 'a3']);
  });

  it("only the space whose own queue is full is refused, with 503 and Retry-After; the others still wait their turn", async () => {
    const pool = new PhotoPool(1, 2);
    const { started, work, done } = works();
    const running = pool.run('a', work('a1'));
    const queued = [pool.run('a', work('a2')), pool.run('a', work('a3'))];
    await refusal(pool.run('a', work('a4')));
    const other = pool.run('b', work('b1'));
    expect(pool.waitingIn('b')).toBe(1);
    await done('a1');
    expect(started).toEqual(['a1', 'b1']);
    await done('b1');
    await done('a2');
    await done('a3');
    expect(await Promise.all([running, other, ...queued])).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('spaces waiting with the same work in hand take turns, and each space keeps its own order', async () => {
    const pool = new PhotoPool(1, 3);
    const { started, work, done } = works();
    const all = [pool.run('x', work('x0')), pool.run('a', work('a1')), pool.run('a', work('a2')), pool.run('b', work('b1')), pool.run('b', work('b2')), pool.run('c', work('c1'))];
    for (const name of ['x0', 'a1', 'b1', 'c1', 'a2', 'b2']) await done(name);
    await Promise.all(all);
    expect(started).toEqual(['x0', 'a1', 'b1', 'c1', 'a2', 'b2']);
  });

  it('an upload that waited too long is told to try again and leaves its place to the next', async () => {
    vi.useFakeTimers();
    const pool = new PhotoPool(1, 2, 1_000);
    const { started, work } = works();
    void pool.run('a', work('a1'));
    const late = pool.run('b', work('b1'));
    const check = refusal(late);
    await vi.advanceTimersByTimeAsync(1_001);
    await check;
    expect(pool.waitingIn('b')).toBe(0);
    expect(started).toEqual(['a1']);
  });
});
