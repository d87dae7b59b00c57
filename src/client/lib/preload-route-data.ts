import { PARAM_ROUTE_PRELOADS, paramRoute, preloadedReads, preloadedRoute, readFor } from '../../shared/route-preloads';

/**
 * The list a page shows (and what the view its query names draws with: the places map's tile
 * address) is asked for with the page's scripts, not after them. The server already writes this preload into the HTML of the path (platform/client-html.ts); a shell served from
 * the service worker's cache has none, so the client adds it. The `<link rel="preload"
 * as="fetch">` matches the API client's fetch (same URL, CORS mode, same-origin credentials), so
 * the browser hands that same answer to the query.
 */
export function preloadRouteData(pathname: string, doc: Document = document, search = '') {
  const route = preloadedRoute(pathname);
  for (const url of route ? preloadedReads(route, search) : []) addPreload(doc, url, { as: 'fetch', crossOrigin: 'anonymous' });
  // A page with a parameter (a trip's story): its reads for this address, which no HTML can name ahead.
  const withParams = route ? undefined : paramRoute(pathname);
  for (const url of withParams ? (PARAM_ROUTE_PRELOADS[withParams.route].data ?? []) : [])
    addPreload(doc, readFor(url, withParams!.params), { as: 'fetch', crossOrigin: 'anonymous' });
}

/** `<link rel="preload">` of this address in the head, once: what is asked for later with it takes its answer. */
export function addPreload(doc: Document, href: string, attributes: Partial<Pick<HTMLLinkElement, 'as' | 'crossOrigin' | 'fetchPriority'>>) {
  if (doc.head.querySelector(`link[rel="preload"][href="${href.replace(/["\\]/g, '\\$&')}"]`)) return;
  const link = doc.createElement('link');
  Object.assign(link, { rel: 'preload', ...attributes, href });
  doc.head.appendChild(link);
}
