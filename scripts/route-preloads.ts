/**
 * A Vite plugin: writes `route-preloads.json`, the chunk files each page of ROUTE_PRELOADS needs
 * (its own lazily loaded chunk and every chunk that one imports), leaving out what index.html
 * already loads. The server turns them into `<link rel="modulepreload">` in the HTML of that path
 * (src/server/platform/client-html.ts), so the browser fetches them alongside the main script.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS, ROUTE_PRELOADS_FILE } from '../src/shared/route-preloads';

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
      for (const [route, { page }] of Object.entries(ROUTE_PRELOADS)) {
        const id = path.resolve(root, page);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) this.error(`route-preloads: no chunk for ${page} (${route}); is it still lazily imported in routes.tsx?`);
        out[route] = [...closure(chunk.fileName, byFile)].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(out, null, 1) });
    },
  };
}
