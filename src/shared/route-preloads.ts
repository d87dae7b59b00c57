import { featureData } from './features';
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
  /** The URL the page's first query fetches, if it has one worth starting early. */
  data?: string;
}

/**
 * Every page of every feature's manifest (src/shared/features), by path; a path with a parameter
 * (`/yilimiz/:yil`) is left out: the HTML is chosen by the literal path, which never equals it.
 */
export const ROUTE_PRELOADS: Record<string, RoutePreload> = Object.fromEntries(
  featureData
    .flatMap((f) => f.pages ?? [])
    .filter((p) => !p.path.includes(':'))
    .map((p) => [p.path, p.firstRead ? { page: p.module, data: p.firstRead } : { page: p.module }]),
);

/** The ROUTE_PRELOADS key of a path as the browser asks for it (a trailing slash is the same page). */
export function preloadedRoute(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(ROUTE_PRELOADS, clean) ? clean : undefined;
}
