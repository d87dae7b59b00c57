import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_STASH_MAX_AGE_MS } from '../../shared/share';
import { SHARE_CACHE, clearShares, peekShare, putShare, sweepShares, takeShare } from './share-stash';

/** Cache Storage as the browser has it, in memory (only what the stash uses). */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (r: RequestInfo | URL) => (typeof r === 'string' ? r : r instanceof URL ? r.href : r.url);
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (r: RequestInfo | URL, res: Response) => void store.set(key(r), res),
      match: async (r: RequestInfo | URL) => store.get(key(r))?.clone(),
      delete: async (r: RequestInfo | URL) => store.delete(key(r)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    };
  };
  return { stores, caches: { open, delete: async (name: string) => stores.delete(name) } };
}

const ORIGIN = 'https://defter.example';
const item = (files: File[] = []) => ({ title: 'Başlık', text: 'Metin', url: 'https://a.example/x', files, skipped: 0 });
let fake: ReturnType<typeof fakeCaches>;
const entries = () => fake.stores.get(SHARE_CACHE)?.size ?? 0;

beforeEach(() => {
  fake = fakeCaches();
  vi.stubGlobal('caches', fake.caches);
});
afterEach(() => vi.unstubAllGlobals());

describe('the share stash', () => {
  it('gives the item back once, files included, and keeps nothing after', async () => {
    const id = await putShare(ORIGIN, item([new File(['jpeg bytes'], 'sahil.jpg', { type: 'image/jpeg' }), new File(['x'], 'notlar.txt', { type: 'text/plain' })]));
    expect(entries()).toBe(3);
    expect(await peekShare(ORIGIN, id)).toEqual({ title: 'Başlık', text: 'Metin', url: 'https://a.example/x', fileCount: 2 });

    const taken = await takeShare(ORIGIN, id);
    expect(taken?.files.map((f) => [f.name, f.type])).toEqual([
      ['sahil.jpg', 'image/jpeg'],
      ['notlar.txt', 'text/plain'],
    ]);
    expect(await taken!.files[0].text()).toBe('jpeg bytes');
    expect(entries()).toBe(0);
    expect(await takeShare(ORIGIN, id)).toBeNull();
  });

  it('the same id asked twice at once (StrictMode) gets the same item', async () => {
    const id = await putShare(ORIGIN, item());
    const [a, b] = await Promise.all([takeShare(ORIGIN, id), takeShare(ORIGIN, id)]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });

  it('an id that is not the worker’s reads nothing', async () => {
    await putShare(ORIGIN, item());
    expect(await takeShare(ORIGIN, '../../api/session')).toBeNull();
    expect(await peekShare(ORIGIN, null)).toBeNull();
    expect(entries()).toBe(1);
  });

  it('a stash nobody took is swept after a day; a fresh one stays', async () => {
    const now = Date.now();
    const old = await putShare(ORIGIN, item([new File(['x'], 'eski.jpg', { type: 'image/jpeg' })]), now - SHARE_STASH_MAX_AGE_MS - 1);
    const fresh = await putShare(ORIGIN, item(), now - 1000);
    await sweepShares(ORIGIN, now);
    expect(await peekShare(ORIGIN, old)).toBeNull();
    expect(await peekShare(ORIGIN, fresh)).not.toBeNull();
    expect(entries()).toBe(1);
  });

  it('signing out deletes every stash', async () => {
    await putShare(ORIGIN, item());
    await clearShares();
    expect(fake.stores.has(SHARE_CACHE)).toBe(false);
  });
});

describe('the stash’s total (issue 33: a page could fill the phone visit after visit)', () => {
  const limits = { bytes: 100, stashes: 3 };
  const file = (bytes: number, name = 'f.jpg') => new File(['x'.repeat(bytes)], name, { type: 'image/jpeg' });
  const stashCount = () => [...fake.stores.get(SHARE_CACHE)!.keys()].filter((k) => !/\/\d+$/.test(k)).length;

  it('never holds more bytes than the limit, all shares together: the oldest make room', async () => {
    const first = await putShare(ORIGIN, item([file(60)]), 1, limits);
    const second = await putShare(ORIGIN, item([file(30)]), 2, limits);
    const third = await putShare(ORIGIN, item([file(50)]), 3, limits);
    expect(await peekShare(ORIGIN, first)).toBeNull();
    expect(await peekShare(ORIGIN, second)).not.toBeNull();
    expect(await peekShare(ORIGIN, third)).not.toBeNull();
  });

  it('one share larger than the limit keeps what fits and counts the rest as skipped', async () => {
    const id = await putShare(ORIGIN, { ...item([file(40, 'a.jpg'), file(70, 'b.jpg'), file(50, 'c.jpg')]), skipped: 1 }, 1, limits);
    const taken = await takeShare(ORIGIN, id);
    expect(taken!.files.map((f) => f.name)).toEqual(['a.jpg', 'c.jpg']);
    expect(taken!.skipped).toBe(2);
  });

  it('keeps at most the limit’s number of stashes, text-only ones too', async () => {
    const made = [];
    for (let n = 1; n <= 5; n++) made.push(await putShare(ORIGIN, item(), n, limits));
    expect(stashCount()).toBe(3);
    expect(await peekShare(ORIGIN, made[0])).toBeNull();
    expect(await peekShare(ORIGIN, made[4])).not.toBeNull();
  });
});
