/**
 * The stash of shared items (issue 21): the service worker (src/sw/share.ts) puts what the phone's
 * share sheet posted into Cache Storage under a one-time id, and the page that opens the add form
 * takes it out — once: taking deletes it. Plain Cache API, the same in the worker and the page.
 * A stash nobody took is swept after SHARE_STASH_MAX_AGE_MS (at the next share and when a new
 * worker starts); signing out deletes them all (two people may share a phone).
 */
import { SHARE_STASH_LIMITS, SHARE_STASH_MAX_AGE_MS, isShareId, type SharedText } from '../../shared/share-words';

export const SHARE_CACHE = 'share-inbox';
const PREFIX = '/__paylasim/';

interface StashMeta extends SharedText {
  v: 1;
  at: number;
  files: { name: string; type: string }[];
  /** Files left out because they were too large to keep. */
  skipped: number;
  /** The files' bytes (absent in a stash of an older worker: counted as 0 until it is swept). */
  bytes?: number;
}

export interface SharedItem extends SharedText {
  files: File[];
  skipped: number;
}

const metaKey = (origin: string, id: string) => `${origin}${PREFIX}${id}`;
const fileKey = (origin: string, id: string, n: number) => `${origin}${PREFIX}${id}/${n}`;

/**
 * Keeps a shared item within `limits` (all stashes together): its files up to the bytes left once
 * the oldest stashes have made room (the others count as skipped), the oldest stashes dropped
 * beyond the number kept. Answers its one-time id.
 */
export async function putShare(origin: string, item: SharedItem, now = Date.now(), limits = SHARE_STASH_LIMITS): Promise<string> {
  const id = crypto.randomUUID();
  const cache = await caches.open(SHARE_CACHE);
  const files: File[] = [];
  let bytes = 0;
  for (const f of item.files) {
    if (bytes + f.size > limits.bytes) continue;
    files.push(f);
    bytes += f.size;
  }
  await makeRoom(cache, origin, bytes, limits);
  const meta: StashMeta = {
    v: 1,
    at: now,
    title: item.title,
    text: item.text,
    url: item.url,
    skipped: item.skipped + item.files.length - files.length,
    files: files.map((f) => ({ name: f.name, type: f.type })),
    bytes,
  };
  // The files first: a stash is visible (its meta) only once all of it is there.
  await Promise.all(files.map((f, n) => cache.put(fileKey(origin, id, n), new Response(f, { headers: { 'Content-Type': f.type || 'application/octet-stream' } }))));
  await cache.put(metaKey(origin, id), new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } }));
  return id;
}

/** The stashes kept, oldest first (a file left without its meta counts as oldest). */
async function stashes(cache: Cache, origin: string) {
  const ids = new Set((await cache.keys()).map((k) => k.url.slice(`${origin}${PREFIX}`.length).split('/')[0]));
  const found: { id: string; at: number; bytes: number }[] = [];
  for (const id of ids) {
    const meta = await readMeta(cache, origin, id);
    found.push({ id, at: meta?.at ?? 0, bytes: meta?.bytes ?? 0 });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Drops the oldest stashes until `incoming` bytes and one more stash fit in `limits`. */
async function makeRoom(cache: Cache, origin: string, incoming: number, limits: typeof SHARE_STASH_LIMITS) {
  const kept = await stashes(cache, origin);
  let total = kept.reduce((sum, s) => sum + s.bytes, 0) + incoming;
  while (kept.length > 0 && (total > limits.bytes || kept.length + 1 > limits.stashes)) {
    const oldest = kept.shift()!;
    total -= oldest.bytes;
    await removeStash(cache, origin, oldest.id);
  }
}

async function readMeta(cache: Cache, origin: string, id: string): Promise<StashMeta | null> {
  const res = await cache.match(metaKey(origin, id));
  if (!res) return null;
  try {
    const meta = (await res.json()) as StashMeta;
    return meta && meta.v === 1 ? meta : null;
  } catch {
    return null;
  }
}

async function removeStash(cache: Cache, origin: string, id: string) {
  const keys = await cache.keys();
  const own = metaKey(origin, id);
  await Promise.all(keys.filter((k) => k.url === own || k.url.startsWith(`${own}/`)).map((k) => cache.delete(k)));
}

const taking = new Map<string, Promise<SharedItem | null>>();

/**
 * The shared item of `id`, deleted from the stash as it is read: null when there is none (taken
 * already, swept, or not an id). The same id asked again while the first read is on its way
 * (React's StrictMode runs an effect twice) gets the same answer; asked after it, nothing.
 */
export function takeShare(origin: string, id: string | null): Promise<SharedItem | null> {
  if (!isShareId(id) || typeof caches === 'undefined') return Promise.resolve(null);
  const running = taking.get(id);
  if (running) return running;
  const work = (async () => {
    const cache = await caches.open(SHARE_CACHE);
    const meta = await readMeta(cache, origin, id);
    if (!meta) return null;
    const files: File[] = [];
    for (const [n, f] of meta.files.entries()) {
      const res = await cache.match(fileKey(origin, id, n));
      if (res) files.push(new File([await res.blob()], f.name, { type: f.type }));
    }
    await removeStash(cache, origin, id);
    return { title: meta.title, text: meta.text, url: meta.url, files, skipped: meta.skipped } satisfies SharedItem;
  })().catch(() => null);
  taking.set(id, work);
  void work.finally(() => taking.delete(id));
  return work;
}

/** The words of a stash without taking it (the choice page shows them; the chosen form takes it). */
export async function peekShare(origin: string, id: string | null): Promise<(SharedText & { fileCount: number }) | null> {
  if (!isShareId(id) || typeof caches === 'undefined') return null;
  try {
    const meta = await readMeta(await caches.open(SHARE_CACHE), origin, id);
    return meta && { title: meta.title, text: meta.text, url: meta.url, fileCount: meta.files.length };
  } catch {
    return null;
  }
}

/** Deletes every stash older than the limit (and any file left without its stash). */
export async function sweepShares(origin: string, now = Date.now()) {
  const cache = await caches.open(SHARE_CACHE);
  const keys = await cache.keys();
  const ids = new Set(keys.map((k) => k.url.slice(`${origin}${PREFIX}`.length).split('/')[0]));
  for (const id of ids) {
    const meta = await readMeta(cache, origin, id);
    if (!meta || !(now - meta.at < SHARE_STASH_MAX_AGE_MS)) await removeStash(cache, origin, id);
  }
}

/** Signing out: nothing shared on this device stays for the next person. */
export async function clearShares() {
  if (typeof caches !== 'undefined') await caches.delete(SHARE_CACHE).catch(() => false);
}
