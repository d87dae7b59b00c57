/**
 * A Vite plugin: lucide-react's icons drawn by the app's own `createLucideIcon`
 * (src/client/ui/lucide-icon.ts, the same `<svg>`), and their paths without React keys (the icon
 * draws its paths as arguments, not as an array, so none is needed). lucide-react 1.x's icon runtime
 * and the keys (six random letters per path, which brotli cannot shrink) were ~1–2 KB brotli of a
 * page's first load (decision 020, amended 2026-11-27 (4)). The build fails if lucide's layout changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const RUNTIME = '../createLucideIcon.mjs';
const OURS = path.resolve(import.meta.dirname, '../src/client/ui/lucide-icon.ts');

export function leanIcons(): Plugin {
  let icons = 0;
  let lean = 0;
  return {
    name: 'defterimiz-lean-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && ICONS.test(importer) && source === RUNTIME) return OURS;
      return null;
    },
    transform(code, id) {
      // icons/index.mjs re-exports the icons; every other file there is one icon.
      if (!ICONS.test(id) || id.endsWith('index.mjs')) return null;
      icons++;
      if (!code.includes(`from '${RUNTIME}'`) || !/const __iconData = \{\n {2}name: "/.test(code))
        throw new Error(`lean-icons: ${path.basename(id)} is not laid out as lucide-react 1.x's icons are (scripts/lean-icons.ts)`);
      lean++;
      return { code: code.replace(/,\s*key: "[^"]*"/g, '').replace(/\n__iconData\.node;/, ''), map: null };
    },
    buildStart() {
      if (!fs.existsSync(OURS)) throw new Error(`lean-icons: ${OURS} is missing`);
    },
    buildEnd() {
      if (icons !== lean) throw new Error(`lean-icons: ${icons - lean} of ${icons} icons kept lucide's runtime`);
    },
  };
}
