/**
 * Where the build puts each language's catalogues (decision 030): src/shared/<language>/<file>.ts
 * become assets/<language>/<version>/<file>.js, which the service worker leaves out of its precache
 * (a Turkish member never downloads them) and keeps as they load for a member of that language.
 *
 * Named by file, not by a hash of each: the page asks for `<file>.js` of the words files it
 * evaluated (client/lib/language.ts) without first loading a list of hashed names (0.9 KB brotli on
 * every page of such a member, decision 020 amended 2026-11-27). The folder's version stands for the
 * whole build's sources, so a catalogue never changes under a name a browser may have kept
 * (the server answers assets/ as immutable): any change of the sources is a new folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/shared/i18n/languages';

const catalogueLanguages = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/** The folders of the catalogue chunks, one per language: assets/en. */
export const CATALOGUE_CHUNKS = catalogueLanguages.map((language) => `assets/${language}`);

const catalogueModule = new RegExp(`[\\\\/]src[\\\\/]shared[\\\\/](${catalogueLanguages.join('|')})[\\\\/][^\\\\/]+\\.ts$`);

/**
 * Rolldown's chunkFileNames: a chunk made of catalogue code alone in its language's folder, every
 * other chunk by its hash alone. A page imports ~35 chunks, each by name from the chunks that need
 * it, and a name (`use-delete-with-confirm-…`) in an import of a small file compresses poorly: the
 * names were 0.5-1.3 KB brotli of each page's first load (decision 020, amended 2026-11-27 (4)).
 * `node scripts/first-load-by-module.mjs` names each chunk by its largest source instead.
 */
export function catalogueChunkName(chunk: { facadeModuleId: string | null }): string {
  const language = chunk.facadeModuleId ? catalogueModule.exec(chunk.facadeModuleId)?.[1] : undefined;
  return language ? `assets/${language}/[name]-[hash].js` : 'assets/[hash].js';
}

/** Every file under `dir` (skipping dependencies and build output), sorted. */
function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist')
    .flatMap((e) => files(path.join(dir, e.name)))
    .sort();
}

/** A short hash of what the build's output depends on: the sources, the build's own scripts and config, the locked dependencies. */
export function catalogueVersion(root: string): string {
  const hash = createHash('sha256');
  for (const file of ['src', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'].flatMap((p) => files(path.join(root, p)))) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * A Vite plugin: each catalogue of each language an entry of its own at
 * assets/<language>/<version>/<file>.js, and the version given to the page as __CATALOGUE_VERSION__.
 */
export function catalogueChunks(): Plugin {
  let version = '';
  let root = process.cwd();
  return {
    name: 'defterimiz-catalogue-chunks',
    apply: 'build',
    config(config) {
      root = path.resolve(config.root ?? process.cwd());
      version = catalogueVersion(root);
      return { define: { __CATALOGUE_VERSION__: JSON.stringify(version) } };
    },
    buildStart() {
      for (const language of catalogueLanguages) {
        const dir = path.join(root, 'src', 'shared', language);
        for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))) {
          this.emitFile({
            type: 'chunk',
            id: path.join(dir, file),
            fileName: `assets/${language}/${version}/${file.replace(/\.ts$/, '.js')}`,
            preserveSignature: 'strict',
          });
        }
      }
    },
  };
}
