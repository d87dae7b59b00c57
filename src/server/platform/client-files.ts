import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Source maps stay on disk for reading stack traces; they are not served. */
export const isSourceMap = (pathName: string) => /\.map(\.br|\.gz)?$/i.test(pathName);

/**
 * Every file of the built front end by the path a browser asks for (`/assets/a1b2c3.js`), read
 * once at start: the build does not change under a running server (a new build is a new start).
 */
function listClientFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!isSourceMap(relative)) files.add(`/${relative}`);
  }
  return files;
}

/**
 * The front end's files from one route (decision 029 (3)) that looks the asked-for path up in the
 * list read at start. @fastify/static's own catch-all (`wildcard: true`) read every folder on the
 * way to the file at each request, to refuse another spelling of a name on a filesystem that
 * ignores case: ~1,400 entries of `assets/` for each of a page's 40–50 files, 2.5 ms of the
 * server's CPU per file, on the cores the couple's browser shares on a small server. A name of the
 * list is already spelled exactly, so the lookup refuses aliases as well. @fastify/compress also
 * brotli-compressed the build's smallest files (under 1 KB, left without twins) at every request.
 * The plugin still sends the file (its precompressed twin when the browser accepts it, the cache
 * headers); a path with no file goes to the not-found handler (the app's shell for a page, a 404
 * for an asset or /api).
 */
export function serveClientFiles(app: FastifyInstance, clientDir: string) {
  const files = listClientFiles(clientDir);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Not compressed again per request: a file of 1 KB or more has its .br and .gz twins from the
    // build (scripts/precompress.ts); a smaller one goes as it is, as the build decided.
    compress: false,
    handler: (request: FastifyRequest, reply: FastifyReply) => {
      const asked = pathOf(request.url);
      return files.has(asked) ? reply.sendFile(asked.slice(1)) : reply.callNotFound();
    },
  });
}

function pathOf(url: string): string {
  const raw = url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
