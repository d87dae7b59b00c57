/**
 * Each page's first-load JavaScript as the build has it (decision 020), brotli, in every language:
 * the entry's static imports plus the page's chunks of route-preloads.json, and for a language
 * other than Turkish the catalogues of the words files those chunks hold (decision 030), and a
 * list of catalogues (src/shared/<language>/index.ts) if the build has one, as the page loads them
 * for a member of that language. Used by scripts/first-load-by-module.mjs and bench/first-load.ts; reads dist/client.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

// source-map-js comes with Vite (through PostCSS); it is not a dependency of its own.
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');

/** The budget of every page in every language, KB brotli (issue 25, decision 020). */
export const BUDGET_KB = 100;

const br = (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The build in `dir` (dist/client): its chunks, pages and languages, and what each page loads first. */
export function readBuild(dir = path.resolve(import.meta.dirname, '../dist/client')) {
  const assets = path.join(dir, 'assets');
  const chunks = {};
  // Each language's catalogues sit in assets/<language>/<version>/ (scripts/catalogue-chunks.ts): named by folder.
  const folders = [''];
  for (let i = 0; i < folders.length; i++)
    for (const d of fs.readdirSync(path.join(assets, folders[i]), { withFileTypes: true })) if (d.isDirectory()) folders.push(`${folders[i]}${d.name}/`);
  for (const folder of folders) {
    for (const file of fs.readdirSync(path.join(assets, folder)).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(assets, folder, file), 'utf8');
      const imports = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+)["']/g)].map((m) =>
        path.posix.normalize(`${folder}${m[1]}`),
      );
      chunks[`${folder}${file}`] = { code, br: br(Buffer.from(code)), imports };
    }
  }
  const languages = folders.filter((f) => /^[^/]+\/$/.test(f)).map((f) => f.slice(0, -1));
  const sourcesCache = new Map();

  /** Minified bytes per source module (or npm package) in a chunk, from its hidden source map. */
  function bySource(file) {
    if (sourcesCache.has(file)) return sourcesCache.get(file);
    const { code } = chunks[file];
    const mapFile = path.join(assets, `${file}.map`);
    const sizes = {};
    sourcesCache.set(file, sizes);
    if (!fs.existsSync(mapFile)) return sizes;
    const lines = code.split('\n');
    const mappings = [];
    new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))).eachMapping((m) => mappings.push(m));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const length =
        next && next.generatedLine === m.generatedLine
          ? next.generatedColumn - m.generatedColumn
          : (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
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

  /**
   * A page's catalogues in `language`: the catalogues of the words files its chunks hold, with what
   * they import (assets/<language>/<version>/<file>.js), and the language's list of loaders if the
   * build has one (before decision 020's 2026-11-27 amendment every page asked for it first).
   */
  function catalogues(language, files) {
    const words = new Set();
    for (const f of files)
      for (const source of Object.keys(bySource(f))) {
        const m = /^src\/shared\/([^/]+)\.ts$/.exec(source);
        if (m) words.add(m[1]);
      }
    const found = new Set();
    for (const file of Object.keys(chunks).filter((f) => f.startsWith(`${language}/`))) {
      const m = new RegExp(`^${language}/(?:[^/]+/)?([^/]+?)(?:-[A-Za-z0-9_-]{8})?\\.js$`).exec(file);
      const isList = Object.keys(bySource(file)).includes(`src/shared/${language}/index.ts`);
      if (isList || (m && words.has(m[1]))) closure(file, found);
    }
    return found;
  }

  /** A chunk's largest source, to name it: the build names chunks by their hash alone (decision 020, amended 2026-11-27 (4)). */
  const label = (file) => {
    const top = Object.entries(bySource(file))
      .filter(([source]) => source !== '(glue)')
      .sort((a, b) => b[1] - a[1])[0]?.[0];
    return top ? top.replace(/^.*\//, '').replace(/\.[a-z]+$/, '') : '?';
  };

  const entry = fs.readFileSync(path.join(dir, 'index.html'), 'utf8').match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)[1];
  const shell = closure(entry);
  const preloads = JSON.parse(fs.readFileSync(path.join(dir, 'route-preloads.json'), 'utf8'));
  const pages = Object.entries(preloads).map(([route, files]) => {
    const all = new Set(shell);
    // A view (`/places?view=map`) adds its chunks to its page's.
    const page = route.includes('?') ? (preloads[route.split('?')[0]] ?? []) : [];
    for (const f of [...page, ...files]) closure(f.replace('/assets/', ''), all);
    const kb = { tr: sum(all) / 1024 };
    for (const language of languages) kb[language] = (sum(all) + sum(catalogues(language, all))) / 1024;
    return { route, files: all, ownKB: (sum(all) - sum(shell)) / 1024, kb };
  });
  return { chunks, entry, shell, shellKB: sum(shell) / 1024, languages: ['tr', ...languages], pages, bySource, catalogues, label };
}

/** Every page over the budget, in which language and by how much. */
export const overBudget = (pages, budget = BUDGET_KB) =>
  pages.flatMap((p) =>
    Object.entries(p.kb)
      .filter(([, kb]) => kb > budget)
      .map(([language, kb]) => ({ route: p.route, language, kb: Math.round(kb * 10) / 10 })),
  );
