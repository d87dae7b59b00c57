import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preloadedRoute, ROUTE_PRELOADS, ROUTE_PRELOADS_FILE } from '../../shared/route-preloads';
import { SESSION_COOKIE } from './auth/sessions';
import { acceptedEncoding } from './read-cache';

interface Page {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Middling levels: at brotli's default (11) the dozen pages cost ~70 ms of every start. */
function page(html: string): Page {
  const plain = Buffer.from(html);
  return {
    plain,
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: zlib.gzipSync(plain, { level: 6 }),
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
export function loadClientHtml(clientDir: string) {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const chunksFile = path.join(clientDir, ROUTE_PRELOADS_FILE);
  const chunks: Record<string, string[]> = fs.existsSync(chunksFile) ? JSON.parse(fs.readFileSync(chunksFile, 'utf8')) : {};
  const shell = page(indexHtml);
  const pages = new Map<string, Page>();
  for (const [route, { data }] of Object.entries(ROUTE_PRELOADS)) {
    // Low priority: the page's chunks are not needed for the first paint (the main script and the
    // stylesheet are), so they must not delay it; they still arrive with the main script.
    const links = (chunks[route] ?? []).map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`);
    if (data) links.push(`<link rel="preload" href="${data}" as="fetch" crossorigin="anonymous">`);
    // The page the client loads before its first render (main.tsx), known only where its chunks are preloaded.
    if (links.length) links.unshift(`<meta name="route" content="${route}">`);
    pages.set(route, links.length ? page(indexHtml.replace('</head>', `${links.join('')}</head>`)) : shell);
  }

  /**
   * `signedIn` is only whether a session cookie came (no lookup): without one, a member page
   * will be turned into /login, so that page's preloads are the useful ones.
   */
  function pageFor(pathname: string, signedIn: boolean): Page {
    const route = preloadedRoute(!signedIn && !SIGNED_OUT_PAGES.test(pathname) ? '/login' : pathname);
    return (route ? pages.get(route) : undefined) ?? shell;
  }

  return {
    /** Sends the page of the request's path, never cached without asking again. */
    send(request: FastifyRequest, reply: FastifyReply) {
      const chosen = pageFor(request.url.split('?')[0], Boolean(request.cookies[SESSION_COOKIE]));
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      return encoding ? reply.header('Content-Encoding', encoding).send(chosen[encoding]) : reply.send(chosen.plain);
    },
  };
}
