import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core';
import { messages } from '../shared/messages';
import { SIGN_OUTS, signedOutGuard } from './signed-out';

const ORIGIN = 'https://defter.example';
const LISTS = 'api-lists';
const PHOTOS = 'api-photos';

/** A fake of the worker's CacheStorage: opening a cache creates it, as the browser's does. */
function fakeCaches() {
  const store = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const entries = store.get(name)!;
    return {
      put: async (request: Request, response: Response) => void entries.set(request.url, response),
      delete: async (request: Request) => entries.delete(request.url),
    } as unknown as Cache;
  };
  return { store, storage: { open, delete: async (name: string) => store.delete(name) } };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * One request through the guard as a Workbox strategy drives its plugins: sent, answered (the page
 * gets the answer), then written to the cache a moment later: checked (cacheWillUpdate), then put
 * and reported (cacheDidUpdate). The phases are separate so a test can interleave two requests the
 * way the worker may.
 */
function request(guard: WorkboxPlugin, path: string, cacheName: string, caches: ReturnType<typeof fakeCaches>, method = 'GET') {
  const state: Record<string, unknown> = {};
  const event = {} as ExtendableEvent;
  const req = new Request(`${ORIGIN}${path}`, { method });
  let answer: Response | undefined;
  let kept: Response | null | undefined;
  const checked = async () => {
    kept = (await guard.cacheWillUpdate!({ request: req, response: answer!, event, state })) || null;
    return kept !== null;
  };
  const stored = async () => {
    await (await caches.storage.open(cacheName)).put(req, kept!);
    await guard.cacheDidUpdate!({ cacheName, request: req, newResponse: kept!, event, state });
  };
  return {
    sent: async () => void (await guard.requestWillFetch!({ request: req, event, state })),
    answered: async (response: Response) => {
      answer = await guard.fetchDidSucceed!({ request: req, response, event, state });
      return answer;
    },
    checked,
    stored,
    written: async () => {
      if (!(await checked())) return false;
      await stored();
      return true;
    },
  };
}

async function whole(guard: WorkboxPlugin, path: string, response: Response, caches: ReturnType<typeof fakeCaches>, cacheName = LISTS) {
  const r = request(guard, path, cacheName, caches);
  await r.sent();
  await r.answered(response);
  return r.written();
}

const me = { me: { id: 'ayla' }, needsSetup: false };
const nobody = { me: null, needsSetup: false };

describe('the worker keeps nothing of a session that ended', () => {
  it('keeps the answers of a signed-in member', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
    expect(await whole(guard, '/api/session', json(me), caches)).toBe(true);
    expect(await whole(guard, '/api/quotes', json({ items: [] }), caches)).toBe(true);
    expect(await whole(guard, '/api/photos/p1', new Response('bytes'), caches, PHOTOS)).toBe(true);
    expect([...caches.store.get(LISTS)!.keys()]).toEqual([`${ORIGIN}/api/session`, `${ORIGIN}/api/quotes`]);
  });

  it('a session answer naming nobody empties both caches before the page receives it, and is not written itself', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
    await whole(guard, '/api/quotes', json({ items: [] }), caches);
    await whole(guard, '/api/photos/p1', new Response('bytes'), caches, PHOTOS);

    const session = request(guard, '/api/session', LISTS, caches);
    await session.sent();
    await session.answered(json(nobody));
    expect([...caches.store.keys()]).toEqual([]);
    expect(await session.written()).toBe(false);
    expect([...caches.store.keys()]).toEqual([]);
  });

  it('a 401 on any read counts as signed out; an unreadable session answer too', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
    await whole(guard, '/api/quotes', json({ items: [] }), caches);
    await whole(guard, '/api/photos/p2', json({ error: messages.auth.notSignedIn }, 401), caches, PHOTOS);
    expect(caches.store.has(LISTS)).toBe(false);

    const other = fakeCaches();
    const guard2 = signedOutGuard([LISTS], other.storage);
    await whole(guard2, '/api/quotes', json({ items: [] }), other);
    expect(await whole(guard2, '/api/session', new Response('<html>proxy page</html>'), other)).toBe(false);
    expect(other.store.has(LISTS)).toBe(false);
  });

  it('a list fetched before the sign-out and written after it does not bring the cache back', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
    const list = request(guard, '/api/movies', LISTS, caches);
    await list.sent();
    await list.answered(json({ items: [{ title: 'Yalnızca bu telefonda' }] }));
    await whole(guard, '/api/session', json(nobody), caches);
    expect(await list.written()).toBe(false);
    expect(caches.store.has(LISTS)).toBe(false);
  });

  it('a write already under way when the sign-out arrives is taken out again', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
    // Workbox has checked the answer may be written (cacheWillUpdate) and is writing it …
    const list = request(guard, '/api/movies', LISTS, caches);
    await list.sent();
    await list.answered(json({ items: [] }));
    expect(await list.checked()).toBe(true);
    // … when the signed-out session answer arrives; the write lands after the page's delete.
    await whole(guard, '/api/session', json(nobody), caches);
    await list.stored();
    expect(caches.store.has(LISTS)).toBe(false);
  });

  it('signed in again on this phone, answers to requests sent after it are kept again; a late one of the old session is not', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
    const old = request(guard, '/api/quotes', LISTS, caches);
    await old.sent();
    await whole(guard, '/api/session', json(nobody), caches);
    // A sign-in (not a cached read) and the first read after it.
    expect(await whole(guard, '/api/session', json({ me: { id: 'berk' }, needsSetup: false }), caches)).toBe(true);
    expect(await whole(guard, '/api/movies', json({ items: [] }), caches)).toBe(true);
    // The old session's answer arrives last: the server answered it for Ayla, it stays out.
    await old.answered(json({ items: [{ text: 'Ayla’nın alıntısı' }] }));
    expect(await old.written()).toBe(false);
    expect([...caches.store.get(LISTS)!.keys()]).toEqual([`${ORIGIN}/api/session`, `${ORIGIN}/api/movies`]);
  });
});

describe("this device's own sign-out", () => {
  for (const { method, path } of SIGN_OUTS) {
    it(`${method} ${path} answered ok empties the caches before the page hears of it; refused, it keeps them`, async () => {
      const caches = fakeCaches();
      const guard = signedOutGuard([LISTS, PHOTOS], caches.storage);
      await whole(guard, '/api/quotes', json({ items: [] }), caches);
      const late = request(guard, '/api/movies', LISTS, caches);
      await late.sent();

      // Network only: the sign-out is sent and answered, never written.
      const signOut = async (response: Response) => {
        const r = request(guard, path, LISTS, caches, method);
        await r.sent();
        await r.answered(response);
      };
      await signOut(json({ error: messages.auth.logoutFailed }, 500));
      expect(caches.store.has(LISTS)).toBe(true);

      await signOut(json({ ok: true }));
      expect(caches.store.has(LISTS)).toBe(false);
      // A list read sent before the sign-out and answered after it stays out.
      await late.answered(json({ items: [] }));
      expect(await late.written()).toBe(false);
      expect(caches.store.has(LISTS)).toBe(false);
    });
  }

  it('the same paths with another method, or a GET of the device list, change nothing', async () => {
    const caches = fakeCaches();
    const guard = signedOutGuard([LISTS], caches.storage);
    await whole(guard, '/api/quotes', json({ items: [] }), caches);
    for (const [method, path] of [
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/abc'],
      ['POST', '/api/auth/login'],
    ]) {
      const r = request(guard, path, LISTS, caches, method);
      await r.sent();
      await r.answered(json({ ok: true }));
    }
    expect(caches.store.has(LISTS)).toBe(true);
  });
});
