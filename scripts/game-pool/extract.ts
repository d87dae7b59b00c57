/**
 * Makes the pool's extract, scripts/game-pool/sources/titles.json, from the published sources
 * (docs/game-pool.md names each, its licence and the commit it was read at):
 *   npx tsx scripts/game-pool/extract.ts <folder>
 * where <folder> holds imdb_top_1000.csv, ml-latest-small/{movies,links}.csv, vega-movies.json,
 * wikipedia/ (movies-<decade>s.json), rsTV.js, tmdb-tvList.ts, itsjafer-tv.csv, kagate-tv.csv and
 * amazon-titles.csv. Only facts are kept: no overview, plot, poster or other text of theirs.
 * `npx tsx scripts/game-pool/build.ts` then turns the extract into the catalogue and the pool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { movieLensIds, topThousand, vegaWikipedia } from './extract-movies';
import { rollingStone, seriesTitles, tmdbPopular } from './extract-series';
import { creditedSeries } from './extract-series-credited';
import type { ExtractTitle } from './extract-types';

/** Films of vega-datasets and Wikipedia added after the Top 1000, best known first. */
const EXTRA_MOVIES = 250;
/** Series credited on itsjafer's list added after the listed ones, best known first. */
const CREDITED_SERIES = 250;
export const EXTRACT = fileURLToPath(new URL('./sources/titles.json', import.meta.url));

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx scripts/game-pool/extract.ts <folder of sources>');
  process.exit(2);
}
const at = (f: string) => path.join(dir, f);
const ids = movieLensIds(at('ml-latest-small/movies.csv'), at('ml-latest-small/links.csv'));
const top = topThousand(at('imdb_top_1000.csv'), ids);
const seen = new Set(top.map((t) => t.imdbId));
const extra = vegaWikipedia(at('vega-movies.json'), at('wikipedia'), ids).filter((t) => !seen.has(t.imdbId) && seen.add(t.imdbId)).slice(0, EXTRA_MOVIES);
const lists = { jafer: at('itsjafer-tv.csv'), kagate: at('kagate-tv.csv'), amazon: at('amazon-titles.csv') };
const listed = seriesTitles([...rollingStone(at('rsTV.js')), ...tmdbPopular(at('tmdb-tvList.ts'))], lists);
const listedIds = new Set(listed.map((t) => t.imdbId));
const credited = creditedSeries(lists).filter((t) => !listedIds.has(t.imdbId)).slice(0, CREDITED_SERIES);
const series = [...listed, ...credited];
const titles: ExtractTitle[] = [...top, ...extra, ...series];
fs.writeFileSync(EXTRACT, `[\n${titles.map((t) => JSON.stringify(t)).join(',\n')}\n]\n`);
console.log(`extract: ${top.length} Top 1000 movies, ${extra.length} vega-datasets/Wikipedia movies, ${listed.length} listed and ${credited.length} credited series -> ${path.relative(process.cwd(), EXTRACT)}`);
