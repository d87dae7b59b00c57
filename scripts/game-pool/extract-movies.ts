/**
 * Movies of the pool's extract (docs/game-pool.md): the facts of "IMDB Movies Dataset" (Top 1000,
 * imdb_top_1000.csv), then, to pass 1,000, the best-known films that vega-datasets' movies.json
 * (director, runtime, rating, votes) and Wikipedia's lists of American films (cast, genres) both
 * hold. MovieLens' links give each its IMDb id; a film with no id found is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogueGenres, groupBy, readCsv, titleKey } from './match';
import type { ExtractTitle } from './extract-types';

type Ids = Map<string, { year: number; imdbId: string }[]>;

/** MovieLens writes 'Godfather, The (1972)' and 'Spirited Away (Sen to Chihiro no kamikakushi) (2001)'. */
export function movieLensIds(moviesCsv: string, linksCsv: string): Ids {
  const links = new Map(readCsv(linksCsv).map((r) => [r.movieId, `tt${r.imdbId}`]));
  const ids: Ids = new Map();
  for (const r of readCsv(moviesCsv)) {
    const m = /^(.*)\s+\((\d{4})\)\s*$/.exec(r.title.trim());
    const imdbId = links.get(r.movieId);
    if (!m || !imdbId) continue;
    const names = [m[1], m[1].replace(/\s*\([^()]*\)/g, '').trim(), ...[...m[1].matchAll(/\(([^()]*)\)/g)].map((x) => x[1])];
    for (const n of [...names]) {
      const article = /^(.*), (The|A|An|Il|La|Le|Les|El|Der|Die|Das|L')$/.exec(n);
      if (article) names.push(`${article[2]} ${article[1]}`);
    }
    for (const n of new Set(names.map(titleKey))) ids.set(n, [...(ids.get(n) ?? []), { year: Number(m[2]), imdbId }]);
  }
  return ids;
}

/** The id of a title in a year, the same year first, else one off (release years differ by country). */
export function idFor(ids: Ids, title: string, year: number): string | null {
  const found = ids.get(titleKey(title)) ?? [];
  return (found.find((c) => c.year === year) ?? found.find((c) => Math.abs(c.year - year) === 1))?.imdbId ?? null;
}

export function topThousand(file: string, ids: Ids): ExtractTitle[] {
  const out: ExtractTitle[] = [];
  for (const r of readCsv(file)) {
    const year = Number(r.Released_Year);
    const imdbId = Number.isInteger(year) ? idFor(ids, r.Series_Title, year) : null;
    const genres = catalogueGenres(r.Genre.split(','));
    if (!imdbId || !genres.length) continue;
    out.push({
      imdbId, title: r.Series_Title, type: 'movie', year, director: r.Director, genres,
      runtime: Number.parseInt(r.Runtime, 10), actors: [r.Star1, r.Star2, r.Star3].filter(Boolean),
      imdbRating: Number(r.IMDB_Rating), votes: Number(r.No_of_Votes), from: { facts: 'imdb-top-1000', imdbId: 'movielens' },
    });
  }
  return out;
}

interface Vega { Title: unknown; 'Release Date': string | null; Director: string | null; 'Running Time min': number | null; 'IMDB Rating': number | null; 'IMDB Votes': number | null }
interface Wiki { title: string; year: number; cast: string[]; genres: string[] }

/** Films both vega-datasets and Wikipedia's lists hold, every fact present, best known first. */
export function vegaWikipedia(vegaFile: string, wikiDir: string, ids: Ids): ExtractTitle[] {
  const vega = JSON.parse(fs.readFileSync(vegaFile, 'utf8')) as Vega[];
  const wiki = fs.readdirSync(wikiDir).filter((f) => /^movies-\d{4}s\.json$/.test(f)).flatMap((f) => JSON.parse(fs.readFileSync(path.join(wikiDir, f), 'utf8')) as Wiki[]);
  const wikiBy = groupBy(wiki, (w) => titleKey(w.title));
  const out: ExtractTitle[] = [];
  for (const v of vega) {
    const title = String(v.Title ?? '');
    const year = Number(v['Release Date']?.slice(-4));
    const w = (wikiBy.get(titleKey(title)) ?? []).find((c) => c.year === year);
    if (!w || !v.Director || !v['Running Time min'] || !v['IMDB Rating'] || !v['IMDB Votes']) continue;
    const imdbId = idFor(ids, title, year);
    const genres = catalogueGenres(w.genres);
    if (!imdbId || !genres.length || w.cast.length < 3) continue;
    out.push({
      imdbId, title, type: 'movie', year, director: v.Director, genres, runtime: v['Running Time min'],
      actors: w.cast.slice(0, 3), imdbRating: v['IMDB Rating'], votes: v['IMDB Votes'],
      from: { facts: 'vega-datasets+wikipedia', imdbId: 'movielens' },
    });
  }
  return out.sort((a, b) => b.votes - a.votes);
}
