/**
 * `node scripts/first-load-by-module.mjs [chunk file…]` after `vite build`: each page's first-load
 * JavaScript as the build has it (the entry's static imports plus the page's chunks of
 * route-preloads.json), brotli, and for the chunks named (or the entry) what is in them by module
 * or package: each chunk's brotli size shared out by the minified bytes each source has in it
 * (the build's hidden source maps). Lighthouse's figures come within ~0.3 KB of these (decision
 * 020); what a page loads later at run time (a map, a form) is not counted here.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

// source-map-js comes with Vite (through PostCSS); it is not a dependency of its own.
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const dir = path.resolve(import.meta.dirname, '../dist/client');
const assets = path.join(dir, 'assets');
const br = (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => (n / 1024).toFixed(1);

const chunks = {};
// Each language's catalogues sit in assets/<language>/ (scripts/catalogue-chunks.ts): named by folder.
const folders = ['', ...fs.readdirSync(assets, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${d.name}/`)];
for (const folder of folders) {
  for (const file of fs.readdirSync(path.join(assets, folder)).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(assets, folder, file), 'utf8');
    const imports = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+)["']/g)].map((m) => `${folder}${m[1]}`);
    chunks[`${folder}${file}`] = { code, br: br(Buffer.from(code)), imports };
  }
}
const languages = folders.filter(Boolean).map((f) => f.slice(0, -1));

/**
 * A page's catalogues in `language`: those of the words files its chunks hold (read from their
 * source maps), with what they import, as the page loads them for a member of that language.
 */
function catalogues(language, files) {
  const words = new Set();
  for (const f of files) for (const source of Object.keys(bySource(f))) {
    const m = /^src\/shared\/([^/]+)\.ts$/.exec(source);
    if (m) words.add(m[1]);
  }
  const found = new Set();
  for (const file of Object.keys(chunks)) {
    const m = new RegExp(`^${language}/(.+)-[A-Za-z0-9_-]{8}\\.js$`).exec(file);
    if (m && words.has(m[1])) closure(file, found);
  }
  return found;
}

function bySource(file) {
  const { code } = chunks[file];
  const mapFile = path.join(assets, `${file}.map`);
  const sizes = {};
  if (!fs.existsSync(mapFile)) return sizes;
  const lines = code.split('\n');
  const mappings = [];
  new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))).eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const length = next && next.generatedLine === m.generatedLine ? next.generatedColumn - m.generatedColumn : (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
    const source = (m.source ?? '(glue)').replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, 'npm:$1').replace(/^(\.\.\/)+/, '');
    sizes[source] = (sizes[source] ?? 0) + length;
  });
  return sizes;
}

const closure = (file, into = new Set()) => {
  if (into.has(file) || !chunks[file]) return into;
  into.add(file);
  for (const dep of chunks[file].imports) closure(dep, into);
  return into;
};
const sum = (files) => [...files].reduce((total, f) => total + chunks[f].br, 0);

const entry = fs.readFileSync(path.join(dir, 'index.html'), 'utf8').match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)[1];
const shell = closure(entry);
console.log(`entry and its imports: ${kb(sum(shell))} KB (${[...shell].map((f) => `${f} ${kb(chunks[f].br)}`).join(', ')})`);
const preloads = JSON.parse(fs.readFileSync(path.join(dir, 'route-preloads.json'), 'utf8'));
for (const [route, files] of Object.entries(preloads)) {
  const all = new Set(shell);
  // A view (`/places?view=map`) adds its chunks to its page's.
  const page = route.includes('?') ? (preloads[route.split('?')[0]] ?? []) : [];
  for (const f of [...page, ...files]) closure(f.replace('/assets/', ''), all);
  const inLanguages = languages.map((l) => `${l} ${kb(sum(all) + sum(catalogues(l, all))).padStart(6)} KB`).join(', ');
  console.log(`${route.padEnd(14)} ${kb(sum(all)).padStart(6)} KB  (page's own ${kb(sum(all) - sum(shell))})${inLanguages ? `  ${inLanguages}` : ''}`);
}
for (const file of process.argv.length > 2 ? process.argv.slice(2) : [entry]) {
  const sizes = bySource(file);
  const total = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
  console.log(`\n${file}: ${kb(chunks[file].br)} KB brotli; KB brotli (share) / KB minified / source`);
  for (const [source, n] of Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`${kb((n * chunks[file].br) / total).padStart(6)} ${kb(n).padStart(7)}  ${source}`);
  }
}
