import { featureData } from './features';
import type { OutsideHost, PageView } from './features/feature';
/**
 * What a page needs before it can draw, per path: its page module (a lazily loaded chunk and the
 * chunks it imports) and the list its query fetches first. The build turns the modules into the
 * chunk files (scripts/route-preloads.ts → `route-preloads.json`), the server writes both into the
 * HTML it sends for that path (`<link rel="modulepreload">` / `rel="preload" as="fetch"`), and the
 * client adds the data preload itself when a cached shell was served (lib/preload-route-data.ts).
 * Without this the browser learns of a page's chunks and data only after the main script has run.
 */
/** Written by the build next to index.html: `{ [path]: chunk URLs }`. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** The page module, from the repository root (as in routes.tsx's lazy import). */
  page: string;
  /** The URLs the page's first render reads, if any are worth starting early. */
  data?: readonly string[];
  /** Views named in the query that read one more URL before they draw (`?view=map`). */
  views?: readonly PageView[];
  /** An outside host the page draws from at once (a view names its own). */
  connect?: OutsideHost;
}

/** The manifests' pages whose path passes `keep`, each as what its HTML preloads, by path. */
function preloadsOfPages(keep: (path: string) => boolean): Record<string, RoutePreload> {
  return Object.fromEntries(
    featureData
      .flatMap((f) => f.pages ?? [])
      .filter((p) => keep(p.path))
      .map((p) => [
        p.path,
        {
          page: p.module,
          ...(p.firstRead && { data: typeof p.firstRead === 'string' ? [p.firstRead] : p.firstRead }),
          ...(p.views && { views: p.views }),
          ...(p.connect && { connect: p.connect }),
        },
      ]),
  );
}

/**
 * Every page of every feature's manifest (src/shared/features), by path; a path with a parameter
 * (`/yilimiz/:yil`) is left out: the HTML is chosen by the literal path, which never equals it.
 */
export const ROUTE_PRELOADS: Record<string, RoutePreload> = preloadsOfPages((path) => !path.includes(':'));

/**
 * The pages with a parameter in their path (`/places/trips/:id/story`), by their pattern: their
 * chunks go into route-preloads.json like any page's, so the HTML of such an address preloads them
 * and the reads without a parameter (the map's tile address); a read with one (`/api/trips/:id`)
 * the client asks for from the address as its main script starts (lib/preload-route-data.ts).
 * Without this a trip's story found its chunks, its trip, the map's address and then its tiles
 * one after another (decision 020, amended 2026-11-27 (7)). They are not opening pages: the
 * client draws them as it always has.
 */
export const PARAM_ROUTE_PRELOADS: Record<string, RoutePreload> = preloadsOfPages((path) => path.includes(':'));

/** The pattern of PARAM_ROUTE_PRELOADS an address is (a trailing slash is the same page), with its values. */
export function paramRoute(pathname: string): { route: string; params: Record<string, string> } | undefined {
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  for (const route of Object.keys(PARAM_ROUTE_PRELOADS)) {
    const pattern = route.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const same = pattern.every((piece, i) => {
      if (!piece.startsWith(':')) return piece === parts[i];
      if (!parts[i]) return false;
      try {
        params[piece.slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return false;
      }
      return true;
    });
    if (same) return { route, params };
  }
  return undefined;
}

/** A read of a page with a parameter, for these values (`/api/trips/:id` → `/api/trips/<id>`, encoded as the API client does). */
export const readFor = (url: string, params: Record<string, string>) => url.replace(/:(\w+)/g, (all, name: string) => (name in params ? encodeURIComponent(params[name]) : all));

/** The reads of a page with a parameter that name none: the server writes them into the page's HTML. */
export const constantReads = (route: string) => (PARAM_ROUTE_PRELOADS[route]?.data ?? []).filter((url) => !url.includes(':'));

/** A view's key in route-preloads.json and the server's table of pages: `/places?view=map`. */
export const viewKey = (route: string, view: PageView) => `${route}?${view.param}=${view.value}`;

/** The view of a route an address's query picks, if any (`?view=map` on /places; no `view` at all is the view of value ''). */
export function preloadedView(route: string, search: string): PageView | undefined {
  const params = new URLSearchParams(search);
  return ROUTE_PRELOADS[route]?.views?.find((v) => (params.get(v.param) ?? '') === v.value);
}

/** Every URL a page's first render reads in a view of it (or in none). */
export function viewReads(route: string, view?: PageView): string[] {
  const { data } = ROUTE_PRELOADS[route] ?? {};
  return [...(data ?? []).filter((url) => !view?.skips?.includes(url)), ...(view?.read ? [view.read] : [])];
}

/** Every URL a page's first render reads, for the route and its view in this query. */
export function preloadedReads(route: string, search: string): string[] {
  return viewReads(route, preloadedView(route, search));
}

/** The ROUTE_PRELOADS key of a path as the browser asks for it (a trailing slash is the same page). */
export function preloadedRoute(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(ROUTE_PRELOADS, clean) ? clean : undefined;
}
