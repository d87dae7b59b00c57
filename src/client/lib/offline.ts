import { useSyncExternalStore } from 'react';
import { API_CACHES } from './offline-policy';

/**
 * Whether the page is offline or showing a copy: the browser says it has no network, or the
 * last API read came from the service worker's cache (the server could not be reached). Either
 * way the layout shows the 'Çevrimdışı' banner; a fresh answer from the server clears it.
 */
let servedFromCache = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** False only when the browser says it has no network (it may say online on a dead network). */
export const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let refetchAll: (() => void) | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 1000;

/**
 * A copy while the browser says it is online: the network is not really back yet (a phone's
 * 'online' often comes first) or the server is down. Ask again later, backing off to 30 s, so the
 * banner goes by itself once the server answers.
 */
function retryLater() {
  if (retry || !refetchAll) return;
  retry = setTimeout(() => {
    retry = undefined;
    retryDelay = Math.min(retryDelay * 2, 30_000);
    refetchAll?.();
  }, retryDelay);
}

/** Called by the API client for every read it gets back. */
export function noteReadSource(fromCache: boolean) {
  if (fromCache && online()) retryLater();
  if (!fromCache) {
    clearTimeout(retry);
    retry = undefined;
    retryDelay = 1000;
  }
  if (fromCache === servedFromCache) return;
  servedFromCache = fromCache;
  notify();
}

export function isOffline() {
  return !online() || servedFromCache;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOffline() {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Forgets every cached API answer and photo: on logout and sign-in, as two people may share a phone. */
export async function clearApiCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(API_CACHES).map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Back online, everything is read again: the banner stays until a fresh answer replaces the
 * copies, and live events missed meanwhile are caught up (lists read recently are not yet
 * "stale", so the query client alone would keep showing the copies).
 */
export function onBackOnline(refetch: () => void) {
  refetchAll = refetch;
  window.addEventListener('online', refetch);
  return () => {
    window.removeEventListener('online', refetch);
    if (refetchAll === refetch) refetchAll = null;
    clearTimeout(retry);
    retry = undefined;
  };
}
