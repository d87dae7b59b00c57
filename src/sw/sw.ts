/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest; registered in production builds only by
 * src/client/lib/register-sw.ts). The app shell is precached; page navigations get the precached
 * index.html. API reads listed in offline-policy.ts go to the network first and fall back to the
 * last answer only when the network fails, marked with FROM_CACHE_HEADER so the page shows the
 * 'Çevrimdışı' banner: an API answer is never stale without saying so. Photos (immutable per id)
 * are cache-first with a size and age limit. This device's sign-outs go to the network through the
 * worker, which then forgets those caches (signed-out.ts). Everything else passes through untouched.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { API_CACHES, CATALOGUE_PATHS, FROM_CACHE_HEADER, WORDS_CACHE, cachePolicy, isAppNavigation } from '../client/lib/offline-policy';
import { registerPushHandlers } from './push';
import { SIGN_OUTS, signedOutGuard } from './signed-out';
import './share'; // the share sheet's POST (share_target): kept under a one-time id, 303 to the add form

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new version takes over at once (the shell is precached as a whole, so it stays consistent).
void self.skipWaiting();
clientsClaim();

registerPushHandlers();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(({ request, url }) => request.mode === 'navigate' && isAppNavigation(url), createHandlerBoundToURL('index.html'));

/** Only a cache fallback reaches this hook in NetworkFirst: label the answer as a copy. */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// One guard for both API caches, last in each list of plugins: an answer that says nobody is signed
// in empties them, and nothing of a session that ended is written after (signed-out.ts).
const signedOut = signedOutGuard(Object.values(API_CACHES));
// This device's sign-outs pass through the worker, so it forgets before the page hears they succeeded.
for (const { method, path } of SIGN_OUTS) {
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === path, new NetworkOnly({ plugins: [signedOut] }), method);
}

// No network timeout: while the server answers, its answer is used, however slow.
registerRoute(
  ({ url, request }) => cachePolicy(url, request.method, self.location.origin) === 'network-first',
  new NetworkFirst({ cacheName: API_CACHES.lists, plugins: [new CacheableResponsePlugin({ statuses: [200] }), markFromCache, signedOut] }),
);

// Another language's words (assets/<language>/, left out of the precache): kept as a member of that
// language loads them, so their pages work offline too; hashed names never change content.
registerRoute(
  ({ url }) => url.origin === self.location.origin && CATALOGUE_PATHS.some((path) => url.pathname.startsWith(path)),
  new CacheFirst({
    cacheName: WORDS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => cachePolicy(url, request.method, self.location.origin) === 'photo',
  new CacheFirst({
    cacheName: API_CACHES.photos,
    // The guard last: its deletes follow the expiration plugin's, which opens (so re-creates) the cache.
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      signedOut,
    ],
  }),
);
