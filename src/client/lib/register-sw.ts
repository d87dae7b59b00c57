/**
 * Registers the service worker (src/sw/sw.ts) in production builds only: `npm run dev` and
 * Vitest never run one, so they always see the network as it is.
 *
 * Not at `load`: in this app `load` comes before the first page has its data and its last chunks
 * (they arrive through scripts), and a first install precaches the whole app shell (~70 files,
 * ~1 MB). Started then, on a phone's connection, it competed with the page's own requests and
 * delayed what the person came to see. So the worker waits until the page has loaded, then
 * SETTLE_MS more, then an idle moment of the main thread.
 */
const SETTLE_MS = 3000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('service worker not registered', error));
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => void register(), { timeout: 2000 }) : void register());
  const afterLoad = () => window.setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
