/**
 * Builds the offline catalogue's dataset titles and the daily game's pool from the committed
 * extract (docs/game-pool.md): `npx tsx scripts/game-pool/build.ts` (`--check` fails when the
 * committed files differ from what it makes).
 * - catalogue.json: the project's own hand-written entries (the ones with a `plot`) stay as they
 *   are; every title of sources/titles.json that is not one of them follows, facts only.
 * - Turkish titles (turkish-titles.json, a reviewed list keyed by 'title|year') are set on both.
 * - game-pool.json: every catalogue title; Kolay (`easy`) = the spec's titles (well-known.json)
 *   and the best known by votes (EASY_MOVIES, EASY_SERIES), Zor (`hard`) = the rest.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractTitle } from './extract-types';
import { buildPool, mergeCatalogue, type CatalogueEntry } from './pool-rules';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CATALOGUE = here('../../src/server/catalog/offline/catalogue.json');
const POOL_FILE = here('../../src/server/catalog/offline/game-pool.json');
const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export function buildAll() {
  const current = read<CatalogueEntry[]>(CATALOGUE);
  const extract = read<ExtractTitle[]>(here('./sources/titles.json'));
  const turkish = read<Record<string, string>>(here('./turkish-titles.json'));
  const wellKnown = read<{ movies: string[]; series: string[] }>(here('./well-known.json'));
  const catalogue = mergeCatalogue(current.filter((e) => e.plot), extract, turkish);
  const votes = new Map(extract.map((t) => [t.imdbId, t.votes]));
  return { catalogue, pool: buildPool(catalogue, wellKnown, votes) };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1]);
if (isMain) {
  const { catalogue, pool } = buildAll();
  const catalogueText = `[\n${catalogue.map((e) => `  ${JSON.stringify(e)}`).join(',\n')}\n]\n`;
  const poolText = `${JSON.stringify(pool, null, 1)}\n`;
  const count = (type: string) => catalogue.filter((e) => e.type === type).length;
  console.log(`catalogue: ${catalogue.length} titles (${count('movie')} movies, ${count('series')} series), ${catalogue.filter((e) => e.titleTr).length} with a Turkish title; pool: Kolay ${pool.easy.length}, Zor ${pool.hard.length}`);
  if (process.argv.includes('--check')) {
    const same = fs.readFileSync(CATALOGUE, 'utf8') === catalogueText && fs.readFileSync(POOL_FILE, 'utf8') === poolText;
    if (!same) {
      console.error('catalogue.json or game-pool.json is not what the build makes: run npx tsx scripts/game-pool/build.ts');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(CATALOGUE, catalogueText);
    fs.writeFileSync(POOL_FILE, poolText);
  }
}
