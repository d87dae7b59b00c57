/**
 * Registers the service worker (src/sw/sw.ts) in production builds only: `npm run dev` and
 * Vitest never run one, so they always see the network as it is. After the page has loaded, so
 * the worker's precaching never competes with the first visit's own downloads.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
