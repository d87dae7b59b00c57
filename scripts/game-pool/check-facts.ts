/**
 * Checks the pool's facts against two sources independent of it and prints, field by field, how
 * many of the matched titles differ: `npx tsx scripts/game-pool/check-facts.ts VEGA WIKIPEDIA_DIR`.
 * - VEGA: data/movies.json of the npm package vega-datasets 3.2.1 (`npm pack vega-datasets@3.2.1`,
 *   BSD-3-Clause package; IMDb-derived figures of about 3,200 films up to 2010): year, director,
 *   runtime, rating.
 * - WIKIPEDIA_DIR: the movies-<decade>s.json files of github.com/prust/wikipedia-movie-data (MIT;
 *   American films listed on Wikipedia): year, cast, genres.
 * Titles are matched on their folded original title (and year within one, where the source has
 * one). Nothing of either source is kept in the repository: it only reads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { foldTitle, readOfflineCatalogue, type OfflineEntry } from '../../src/server/catalog/offline';
import { gamePool } from '../../src/server/features/movie-game/pool';

interface VegaMovie { Title: unknown; 'Release Date': string | null; Director: string | null; 'Running Time min': number | null; 'IMDB Rating': number | null }
interface WikiMovie { title: string; year: number; cast: string[]; genres: string[] }

const key = (t: unknown) => foldTitle(String(t ?? '')).replace(/[^a-z0-9]+/g, ' ').trim();
const names = (s: string) => s.split(',').map((n) => key(n)).filter(Boolean);
// Wikipedia's genre words as the catalogue's (IMDb-style) genres.
const GENRE: Record<string, string> = { 'science fiction': 'sci fi', animated: 'animation', superhero: 'action', 'martial arts': 'action', noir: 'crime', biographical: 'biography', 'coming of age': 'drama', 'romantic comedy': 'romance', sports: 'sport', spy: 'thriller', disaster: 'action', teen: 'comedy', historical: 'history', satire: 'comedy', slasher: 'horror', supernatural: 'horror', political: 'drama', legal: 'drama' };

interface Tally { compared: number; differed: number; examples: string[] }
/** Node 20 has no Map.groupBy. */
function groupBy<T>(items: readonly T[], by: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(by(item), [...(map.get(by(item)) ?? []), item]);
  return map;
}
const tally = () => ({ compared: 0, differed: 0, examples: [] as string[] });
function count(t: Tally, same: boolean, example: string) {
  t.compared++;
  if (!same) {
    t.differed++;
    if (t.examples.length < 5) t.examples.push(example);
  }
}

function main(vegaFile: string, wikiDir: string) {
  const pool = gamePool();
  const movies = readOfflineCatalogue().filter((e) => e.type === 'movie' && pool.has(e.imdbId));
  const vega = JSON.parse(fs.readFileSync(vegaFile, 'utf8')) as VegaMovie[];
  const wiki = fs.readdirSync(wikiDir).filter((f) => /^movies-\d{4}s\.json$/.test(f)).flatMap((f) => JSON.parse(fs.readFileSync(path.join(wikiDir, f), 'utf8')) as WikiMovie[]);
  const vegaBy = groupBy(vega, (v) => key(v.Title));
  const wikiBy = groupBy(wiki, (w) => key(w.title));
  const yearOf = (v: VegaMovie) => (v['Release Date'] ? Number(v['Release Date'].slice(-4)) : null);
  // The same title in the same year first, else a year off (release years differ by country).
  const match = <T>(e: OfflineEntry, found: T[] | undefined, year: (c: T) => number | null) =>
    found?.find((c) => year(c) === e.year) ?? found?.find((c) => year(c) === null || Math.abs(year(c)! - e.year) <= 1);

  const fields = { year: tally(), director: tally(), runtime: tally(), rating: tally(), cast: tally(), genres: tally() };
  const sampled = new Set<string>();
  for (const e of movies) {
    const v = match(e, vegaBy.get(key(e.title)), yearOf);
    if (v) {
      sampled.add(e.imdbId);
      const y = yearOf(v);
      if (y !== null) count(fields.year, y === e.year, `${e.title}: ${e.year} / ${y}`);
      if (v.Director) count(fields.director, names(e.director).some((n) => names(v.Director!).includes(n)), `${e.title}: ${e.director} / ${v.Director}`);
      if (v['Running Time min'] && e.runtime) count(fields.runtime, Math.abs(v['Running Time min'] - e.runtime) <= 5, `${e.title}: ${e.runtime} / ${v['Running Time min']} min`);
      if (v['IMDB Rating'] && e.imdbRating) count(fields.rating, Math.abs(v['IMDB Rating'] - e.imdbRating) <= 0.5, `${e.title}: ${e.imdbRating} / ${v['IMDB Rating']}`);
    }
    const w = match(e, wikiBy.get(key(e.title)), (c) => c.year);
    if (w) {
      sampled.add(e.imdbId);
      if (!v) count(fields.year, w.year === e.year, `${e.title}: ${e.year} / ${w.year} (Wikipedia)`);
      if (w.cast.length) count(fields.cast, e.actors.some((a) => w.cast.map(key).includes(key(a))), `${e.title}: ${e.actors.join(', ')} / ${w.cast.slice(0, 4).join(', ')}`);
      const theirs = w.genres.map((g) => GENRE[key(g)] ?? key(g));
      if (theirs.length) count(fields.genres, e.genres.some((g) => theirs.includes(key(g))), `${e.title}: ${e.genres.join(', ')} / ${w.genres.join(', ')}`);
    }
  }
  console.log(`pool: ${pool.all.length} titles (${movies.length} movies); checked: ${sampled.size} movies found in vega-datasets (${vega.length} films) or Wikipedia's lists (${wiki.length} films)`);
  const rules: Record<keyof typeof fields, string> = { year: 'exact', director: 'a name in common', runtime: 'within 5 min', rating: 'within 0.5 (theirs ~2010)', cast: 'an actor in common', genres: 'a genre in common' };
  for (const [field, t] of Object.entries(fields)) {
    console.log(`${field.padEnd(8)} ${String(t.differed).padStart(3)} of ${String(t.compared).padStart(3)} differed (${rules[field as keyof typeof fields]})${t.examples.length ? `; e.g. ${t.examples.join(' | ')}` : ''}`);
  }
}

const [vegaFile, wikiDir] = process.argv.slice(2);
if (!vegaFile || !wikiDir) {
  console.error('usage: npx tsx scripts/game-pool/check-facts.ts <vega-datasets/data/movies.json> <wikipedia-movie-data folder>');
  process.exit(2);
}
main(vegaFile, wikiDir);
