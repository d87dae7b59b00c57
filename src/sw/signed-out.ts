/**
 * Signed out, the worker keeps no answer of the API (issue 33: two people may share a phone).
 *
 * The page deletes the API caches when the session it reads turns to nobody (lib/session.ts), but
 * Workbox writes each answer to its cache a moment after handing it to the page. The signed-out
 * session answer, or a list fetched just before the session ended, could so be written after the
 * page's delete and bring the cache back (seen once in 30 runs of e2e/stolen-session.spec.ts).
 * So the worker decides itself, in the order answers reach it:
 * - an answer saying nobody is signed in (a 401, /api/session with `me: null`, or a sign-out of this
 *   device that succeeded: the worker passes those two requests on, SIGN_OUTS) deletes the API
 *   caches before the page receives it, and from then on nothing is written;
 * - an answer to a request sent before that moment is never written (it belongs to the old session),
 *   and one whose write was already under way is taken out again;
 * - an answer to a request sent after it that shows a member (a sign-in here) writes again.
 */
import type { WorkboxPlugin } from 'workbox-core';

const SESSION_PATH = '/api/session';

/** This device's own sign-outs: 'Çıkış' and 'Tüm cihazlardan çıkış yap'. */
export const SIGN_OUTS = [
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'DELETE', path: '/api/account/sessions' },
] as const;

const isSignOut = (request: Request) => SIGN_OUTS.some((s) => s.method === request.method && new URL(request.url).pathname === s.path);

type Storage = Pick<CacheStorage, 'delete' | 'open'>;

export function signedOutGuard(cacheNames: readonly string[], storage: Storage = caches): WorkboxPlugin {
  /** Counts the moments a sign-out was seen; a request remembers the count it was sent under. */
  let epoch = 0;
  let signedOut = false;

  const forget = async () => {
    epoch += 1;
    signedOut = true;
    await Promise.all(cacheNames.map((name) => storage.delete(name).catch(() => false)));
  };

  const sentBefore = (state: { epoch?: unknown } | undefined) => state?.epoch !== epoch;

  return {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.epoch = epoch;
      return request;
    },
    fetchDidSucceed: async ({ request, response, state }) => {
      if (response.status === 401 || (response.ok && isSignOut(request))) await forget();
      else if (response.ok && new URL(request.url).pathname === SESSION_PATH && !(await signedInAnswer(response))) await forget();
      else if (response.ok && !sentBefore(state)) signedOut = false;
      return response;
    },
    cacheWillUpdate: async ({ response, state }) => (signedOut || sentBefore(state) ? null : response),
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (signedOut) await storage.delete(cacheName).catch(() => false);
      else if (sentBefore(state)) await (await storage.open(cacheName)).delete(request).catch(() => false);
    },
  };
}

/** Whether a session answer names a member (an unreadable one counts as nobody: nothing is kept). */
async function signedInAnswer(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { me?: unknown } | null;
    return Boolean(body?.me);
  } catch {
    return false;
  }
}
