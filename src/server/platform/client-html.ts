import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantReads, PARAM_ROUTE_PRELOADS, paramRoute, preloadedRoute, preloadedView, ROUTE_PRELOADS, ROUTE_PRELOADS_FILE, viewKey, viewReads } from '../../shared/route-preloads';
import type { OutsideHost } from '../../shared/features/feature';

/**
 * The origin of an outside address template, for a preconnect; none when the host itself is a
 * template (`https://{s}.tile.example/…`: which of the hosts is not known ahead).
 */
export function fixedOrigin(template: string): string | undefined {
  const host = /^https?:\/\/([^/]*)/.exec(template)?.[1];
  return host && !host.includes('{') ? new URL(template.replace(/[{}]/g, '')).origin : undefined;
}

import { sessionTokenOf } from './auth/session-cookie';
import { acceptedEncoding } from './read-cache';

interface Page {
  readonly plain: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * Middling levels: at brotli's default (11) the dozen pages cost ~70 ms of every start. Each
 * encoding is made the first time a browser asks for it (a page or two at first), not at start:
 * twenty-odd pages in two encodings were 10–30 ms of CPU before the first answer (decision 029).
 */
function page(html: string): Page {
  const plain = Buffer.from(html);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    plain,
    get br() {
      return (br ??= zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }));
    },
    get gzip() {
      return (gzip ??= zlib.gzipSync(plain, { level: 6 }));
    },
  };
}

/** Paths a visitor without a session opens as they are; any other path takes them to /login. */
const SIGNED_OUT_PAGES = /^\/(login|setup|invite)(\/|$)/;

/**
 * The app's HTML for a path, with what that page will ask for first written into its head: the
 * page's chunks as `<link rel="modulepreload">` (from the build's route-preloads.json) and its
 * first list as `<link rel="preload" as="fetch">`. The browser then fetches them while the main
 * script downloads, instead of after it has run. Built (and compressed) once at start; a path
 * without an entry, or a build without the file, gets index.html as it is.
 */
export function loadClientHtml(clientDir: string, hosts: Partial<Record<OutsideHost, string>> = {}) {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunksFile = path.join(clientDir, ROUTE_PRELOADS_FILE);
  const chunks: Record<string, string[]> = fs.existsSync(chunksFile) ? JSON.parse(fs.readFileSync(chunksFile, 'utf8')) : {};
  const shell = page(indexHtml);
  const pages = new Map<string, Page>();
  // Low priority: the page's chunks are not needed for the first paint (the main script and the
  // stylesheet are), so they must not delay it; they still arrive with the main script.
  const modulePreloads = (hrefs: string[]) => hrefs.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`);
  const reads = (urls: string[]) => urls.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`);
  const linksOf = (route: string) => (links: string[]) =>
    // The page the client loads before its first render (main.tsx), known only where its chunks are preloaded.
    links.length ? page(indexHtml.replace('</head>', `<meta name="route" content="${route}">${links.join('')}</head>`)) : shell;
  // The connection to an outside host the page or view draws from (the tile server), opened while the scripts load.
  const preconnect = (host: OutsideHost | undefined) => (host && hosts[host] ? [`<link rel="preconnect" href="${hosts[host]}">`] : []);
  for (const [route, { views, connect }] of Object.entries(ROUTE_PRELOADS)) {
    const modules = modulePreloads(chunks[route] ?? []);
    const withLinks = linksOf(route);
    pages.set(route, withLinks([...preconnect(connect), ...modules, ...reads(viewReads(route))]));
    // A view named in the query (`/places?view=map`) reads what it draws with (the map's tile
    // address; the calendar of memories not the grid's first page), and opens the connection to
    // the outside host it draws from (the tile server) while the scripts load.
    for (const view of views ?? []) {
      const viewModules = modulePreloads(chunks[viewKey(route, view)] ?? []);
      pages.set(viewKey(route, view), withLinks([...preconnect(view.connect ?? connect), ...modules, ...viewModules, ...reads(viewReads(route, view))]));
    }
  }
  // A page with a parameter (a trip's story), by its pattern: its chunks, the reads that name no
  // parameter and the outside host it draws from; the client asks for the rest as it starts.
  for (const [route, { connect }] of Object.entries(PARAM_ROUTE_PRELOADS)) {
    pages.set(route, linksOf(route)([...preconnect(connect), ...modulePreloads(chunks[route] ?? []), ...reads(constantReads(route))]));
  }

  /**
   * `signedIn` is only whether a session cookie came (no lookup): without one, a member page
   * will be turned into /login, so that page's preloads are the useful ones.
   */
  function pageFor(pathname: string, search: string, signedIn: boolean): Page {
    const route = preloadedRoute(!signedIn && !SIGNED_OUT_PAGES.test(pathname) ? '/login' : pathname) ?? (signedIn ? paramRoute(pathname)?.route : undefined);
    if (!route) return shell;
    const view = signedIn ? preloadedView(route, search) : undefined;
    return (view ? pages.get(viewKey(route, view)) : undefined) ?? pages.get(route) ?? shell;
  }

  return {
    /** Sends the page of the request's path, never cached without asking again. */
    send(request: FastifyRequest, reply: FastifyReply) {
      const [pathname, search = ''] = request.url.split('?', 2);
      const chosen = pageFor(pathname, search, Boolean(sessionTokenOf(request)));
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      return encoding ? reply.header('Content-Encoding', encoding).send(chosen[encoding]) : reply.send(chosen.plain);
    },
  };
}
