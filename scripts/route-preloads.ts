/**
 * A Vite plugin: writes `route-preloads.json`, the chunk files each page of ROUTE_PRELOADS needs
 * (its own lazily loaded chunk and every chunk that one imports), leaving out what index.html
 * already loads, and under `route?param=value` those a view with its own module adds. The server turns them into `<link rel="modulepreload">` in the HTML of that path
 * (src/server/platform/client-html.ts), so the browser fetches them alongside the main script.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { plainPartsKey, ROUTE_PRELOADS, ROUTE_PRELOADS_FILE, viewKey } from '../src/shared/route-preloads';

interface ChunkLike {
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
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loaded = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) closure(entry.fileName, byFile, loaded);
      const out: Record<string, string[]> = {};
      const chunkOf = (module: string, route: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (${route}); is it still lazily imported?`);
        return chunk;
      };
      for (const [route, { page, views, parts }] of Object.entries(ROUTE_PRELOADS)) {
        const own = closure(chunkOf(page, route).fileName, byFile);
        out[route] = [...own].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        // What only the plain address draws (the places list's cards): preloaded there alone.
        if (parts?.length) {
          const partChunks = new Set<string>();
          for (const part of parts) closure(chunkOf(part, route).fileName, byFile, partChunks);
          out[plainPartsKey(route)] = [...partChunks].filter((f) => !loaded.has(f) && !own.has(f)).map((f) => `/${f}`);
        }
        // A view with a module of its own (the places map): the chunks it adds to the page's.
        for (const view of views ?? []) {
          if (!view.module) continue;
          const key = viewKey(route, view);
          out[key] = [...closure(chunkOf(view.module, key).fileName, byFile)].filter((f) => !loaded.has(f) && !own.has(f)).map((f) => `/${f}`);
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(out, null, 1) });
    },
  };
}
