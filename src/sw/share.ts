/// <reference lib="webworker" />
/**
 * The phone's share sheet into the app (issue 21). The manifest's share_target
 * (scripts/pwa-manifest.ts) makes the OS POST what was shared (title, text, url, photos) as
 * multipart form data to SHARE_ACTION. The worker takes that POST itself — the server never sees
 * it — keeps the item in Cache Storage under a one-time id (client/lib/share-stash.ts) and answers
 * 303 to the page of its kind (shared/share.ts): the page takes the item out once and opens its
 * add form filled, never saved. The stash holds at most SHARE_STASH_LIMITS, all shares together. Signed out, the page goes through /login first and then on (the stash waits).
 * Imported once by sw.ts; importing registers the handlers.
 */
import { SHARE_ACTION, SHARE_FIELDS, SHARE_MAX_FILES, SHARE_MAX_FILE_BYTES, classifyShare, cleanField, sharePage } from '../shared/share';
import { putShare, sweepShares } from '../client/lib/share-stash';
import { fromAnotherOrigin } from './share-referrer';

declare const self: ServiceWorkerGlobalScope;

async function receiveShare(request: Request): Promise<Response> {
  const origin = self.location.origin;
  try {
    const form = await request.formData();
    const files = form.getAll(SHARE_FIELDS.files).filter((f): f is File => typeof f !== 'string' && f.size > 0);
    const kept = files.filter((f) => f.size <= SHARE_MAX_FILE_BYTES).slice(0, SHARE_MAX_FILES);
    const item = {
      title: cleanField(form.get(SHARE_FIELDS.title)),
      text: cleanField(form.get(SHARE_FIELDS.text)),
      url: cleanField(form.get(SHARE_FIELDS.url)),
      files: kept,
      skipped: files.filter((f) => f.size > SHARE_MAX_FILE_BYTES).length,
    };
    await sweepShares(origin).catch(() => undefined);
    const id = await putShare(origin, item);
    return Response.redirect(new URL(sharePage(classifyShare(item, kept.length), id), origin).href, 303);
  } catch {
    // Not multipart, storage full, …: the choice page says it could not be received.
    return Response.redirect(new URL(`${SHARE_ACTION}?hata=1`, origin).href, 303);
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== SHARE_ACTION) return;
  // Another site's form: not ours to take (share-referrer.ts); the server refuses it (403).
  if (fromAnotherOrigin(event.request.referrer, self.location.origin)) return;
  event.respondWith(receiveShare(event.request));
});

// A stash nobody opened does not stay: a new worker sweeps too, not only the next share.
self.addEventListener('activate', (event) => {
  event.waitUntil(sweepShares(self.location.origin).catch(() => undefined));
});
