/**
 * Builds the daily game's pool (src/server/catalog/offline/game-pool.json) from the offline
 * catalogue: `npx tsx scripts/game-pool/build.ts` (add `--check` to fail when the committed file
 * differs). Every title of the catalogue goes into the pool; 'Kolay' (`easy`) holds the titles of
 * scripts/game-pool/well-known.json, 'Zor' (`hard`) the rest, each in the catalogue's order.
 * docs/game-pool.md says where the facts come from and how a larger, sourced pool replaces this.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CATALOGUE = here('../../src/server/catalog/offline/catalogue.json');
const POOL = here('../../src/server/catalog/offline/game-pool.json');
const WELL_KNOWN = here('./well-known.json');

interface Entry {
  imdbId: string;
  type: 'movie' | 'series';
}

export function buildPool(catalogue: Entry[], wellKnown: { movies: string[]; series: string[] }) {
  const known = new Set([...wellKnown.movies, ...wellKnown.series]);
  const byId = new Map(catalogue.map((e) => [e.imdbId, e]));
  for (const id of known) if (!byId.has(id)) throw new Error(`${id} (well-known.json) is not in the offline catalogue`);
  const easy = catalogue.filter((e) => known.has(e.imdbId)).map((e) => e.imdbId);
  const hard = catalogue.filter((e) => !known.has(e.imdbId)).map((e) => e.imdbId);
  return {
    about: 'Built by scripts/game-pool/build.ts from catalogue.json (docs/game-pool.md); do not edit by hand.',
    easy,
    hard,
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1]);
if (isMain) {
  const catalogue = JSON.parse(fs.readFileSync(CATALOGUE, 'utf8')) as Entry[];
  const pool = buildPool(catalogue, JSON.parse(fs.readFileSync(WELL_KNOWN, 'utf8')));
  const text = `${JSON.stringify(pool, null, 1)}\n`;
  const count = (type: string) => catalogue.filter((e) => e.type === type).length;
  console.log(`pool: ${pool.easy.length + pool.hard.length} titles (${count('movie')} movies, ${count('series')} series); Kolay ${pool.easy.length}, Zor ${pool.hard.length}`);
  if (process.argv.includes('--check')) {
    if (fs.readFileSync(POOL, 'utf8') !== text) {
      console.error('game-pool.json is not what the build makes: run npx tsx scripts/game-pool/build.ts');
      process.exit(1);
    }
  } else fs.writeFileSync(POOL, text);
}
