/**
 * A Vite plugin: writes `route-preloads.json`, the chunk files each page of ROUTE_PRELOADS (and of
 * PARAM_ROUTE_PRELOADS, by pattern) needs
 * (its own lazily loaded chunk and every chunk that one imports), leaving out what index.html
 * already loads, and under `route?param=value` those a view with its own module adds. The server turns them into `<link rel="modulepreload">` in the HTML of that path
 * (src/server/platform/client-html.ts), so the browser fetches them alongside the main script.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { PARAM_ROUTE_PRELOADS, ROUTE_PRELOADS, ROUTE_PRELOADS_FILE, viewKey, type RoutePreload } from '../src/shared/route-preloads';
import { CATALOGUE_CHUNKS } from './catalogue-chunks';

export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** Every chunk `start` needs, itself included (static imports only: dynamic ones load later). */
function closure(start: string, byFile: Map<string, ChunkLike>, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const dep of byFile.get(start)?.imports ?? []) closure(dep, byFile, into);
  return into;
}

/**
 * What index.html loads: the entries' chunks and their static imports. A language's catalogues
 * are entries too (scripts/catalogue-chunks.ts), but no HTML loads them: what they import (the
 * Turkish words file they take a limit from, the dates' words) is still a page's to preload.
 * Counted as loaded, it was left out of every page's preloads and fetched a round trip late, once
 * the chunk importing it had arrived (decision 020, amended 2026-11-27 (3)).
 */
export function htmlLoaded(chunks: readonly ChunkLike[], catalogueDirs: readonly string[] = CATALOGUE_CHUNKS) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry && !catalogueDirs.some((dir) => c.fileName.startsWith(`${dir}/`))))
    closure(entry.fileName, byFile, loaded);
  return loaded;
}

/** `{ [path]: chunk URLs }` for route-preloads.json; `chunkOf(module, route)` is the chunk a page or view module is the facade of. */
export function preloadsOf(chunks: readonly ChunkLike[], routes: Record<string, RoutePreload>, chunkOf: (module: string, route: string) => ChunkLike) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = htmlLoaded(chunks);
  const out: Record<string, string[]> = {};
  for (const [route, { page, views }] of Object.entries(routes)) {
    const own = closure(chunkOf(page, route).fileName, byFile);
    out[route] = [...own].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
    // A view with a module of its own (the places map): the chunks it adds to the page's.
    for (const view of views ?? []) {
      if (!view.module) continue;
      const key = viewKey(route, view);
      out[key] = [...closure(chunkOf(view.module, key).fileName, byFile)].filter((f) => !loaded.has(f) && !own.has(f)).map((f) => `/${f}`);
    }
  }
  return out;
}

export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'defterimiz-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & ChunkLike => c.type === 'chunk') as ChunkLike[];
      // The pages with a parameter too, by their pattern (`/places/trips/:id/story`).
      const out = preloadsOf(chunks, { ...ROUTE_PRELOADS, ...PARAM_ROUTE_PRELOADS }, (module, route) => {
        const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (${route}); is it still lazily imported?`);
        return chunk;
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(out, null, 1) });
    },
  };
}
