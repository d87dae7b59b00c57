/**
 * Checks the pool's facts against a second source independent of the one each fact came from and
 * prints, field by field, how many of the compared titles differ:
 *   npx tsx scripts/game-pool/check-facts.ts <folder of sources>
 * with the folder extract.ts reads (docs/game-pool.md lists its files). A fact is compared with
 * the first source holding the title that it did not come from: vega-datasets (year, director,
 * runtime, rating), Wikipedia's lists of American films (year, cast, genres), victorsoeiro's
 * Amazon Prime titles (matched by IMDb id: year, runtime, rating, genres), kagate's series list
 * (year, cast, genres, rating), itsjafer's series list (matched by IMDb id: rating, cast, runtime, creators),
 * the creators of Rolling Stone's and TMDB's lists, and MovieLens for the IMDb ids. Nothing of
 * the sources is kept: it only reads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rollingStone, tmdbPopular } from './extract-series';
import { episodeMinutes, splitCredits } from './extract-series-credited';
import { idFor, movieLensIds } from './extract-movies';
import type { ExtractTitle } from './extract-types';
import { catalogueGenres, groupBy, pyList, readCsv, titleKey } from './match';
import { readOfflineCatalogue, type OfflineEntry } from '../../src/server/catalog/offline';

interface Facts { year?: number; director?: string; runtime?: number; rating?: number; cast?: string[]; genres?: string[] }
type Field = keyof Facts;
type Source = (e: OfflineEntry) => Facts | undefined;
/** Compared and differed, in all and per type ([compared, differed]). */
interface Tally { compared: number; differed: number; movie: number[]; series: number[]; examples: string[] }

const names = (s: string) => s.split(',').map(titleKey).filter(Boolean);
const SAME: Record<Field, (ours: OfflineEntry, theirs: Facts) => boolean | null> = {
  year: (o, t) => (t.year ? t.year === o.year : null),
  director: (o, t) => (t.director ? names(o.director).some((n) => names(t.director!).includes(n)) : null),
  runtime: (o, t) => (t.runtime && o.runtime ? Math.abs(t.runtime - o.runtime) <= (o.type === 'series' ? 10 : 5) : null),
  rating: (o, t) => (t.rating && o.imdbRating ? Math.abs(t.rating - o.imdbRating) <= 0.5 : null),
  cast: (o, t) => (t.cast?.length ? o.actors.some((a) => t.cast!.map(titleKey).includes(titleKey(a))) : null),
  genres: (o, t) => (t.genres?.length ? o.genres.some((g) => t.genres!.includes(g)) : null),
};
const RULE: Record<Field, string> = { year: 'exact', director: 'a name in common', runtime: 'within 5 min (series 10)', rating: 'within 0.5', cast: 'an actor in common', genres: 'a genre in common' };

function sources(dir: string): Record<string, Source> {
  const at = (f: string) => path.join(dir, f);
  const vega = groupBy(JSON.parse(fs.readFileSync(at('vega-movies.json'), 'utf8')) as Record<string, unknown>[], (v) => titleKey(String(v.Title ?? '')));
  const wikiRows = fs.readdirSync(at('wikipedia')).flatMap((f) => JSON.parse(fs.readFileSync(at(`wikipedia/${f}`), 'utf8')) as { title: string; year: number; cast: string[]; genres: string[] }[]);
  const wiki = groupBy(wikiRows, (w) => titleKey(w.title));
  const amazon = new Map(readCsv(at('amazon-titles.csv')).map((r) => [r.imdb_id, r]));
  const jafer = new Map(readCsv(at('itsjafer-tv.csv')).map((r) => [/tt\d+/.exec(r.link)?.[0] ?? '', r]));
  const kagate = groupBy(readCsv(at('kagate-tv.csv')), (r) => titleKey(r.Title));
  const creators = groupBy([...rollingStone(at('rsTV.js')), ...tmdbPopular(at('tmdb-tvList.ts'))], (c) => c.from);
  const creatorOf = (from: string) => (e: OfflineEntry) => {
    const c = creators.get(from)?.find((x) => titleKey(x.title) === titleKey(e.title) && (x.year === null || Math.abs(x.year - e.year) <= 1));
    return c && { director: c.creator };
  };
  const near = (e: OfflineEntry, y: number) => Math.abs(y - e.year) <= 1;
  return {
    'vega-datasets': (e) => {
      const v = e.type === 'movie' ? vega.get(titleKey(e.title))?.find((c) => near(e, Number(String(c['Release Date'] ?? '').slice(-4)))) : undefined;
      return v && { year: Number(String(v['Release Date']).slice(-4)) || undefined, director: (v.Director as string) ?? undefined, runtime: (v['Running Time min'] as number) ?? undefined, rating: (v['IMDB Rating'] as number) ?? undefined };
    },
    wikipedia: (e) => {
      const w = e.type === 'movie' ? wiki.get(titleKey(e.title))?.find((c) => near(e, c.year)) : undefined;
      return w && { year: w.year, cast: w.cast, genres: catalogueGenres(w.genres) };
    },
    'amazon-prime': (e) => {
      const a = amazon.get(e.imdbId);
      return a && { year: Number(a.release_year), runtime: e.type === 'movie' ? Number(a.runtime) || undefined : undefined, rating: Number(a.imdb_score) || undefined, genres: catalogueGenres(pyList(a.genres)) };
    },
    itsjafer: (e) => {
      const j = e.type === 'series' ? jafer.get(e.imdbId) : undefined;
      const credits = j && splitCredits(j.cast);
      return j && credits && {
        rating: Number(j.user_rating) || undefined, cast: credits.stars, runtime: episodeMinutes(j.runtime) ?? undefined,
        director: credits.creators.length ? credits.creators.join(', ') : undefined,
      };
    },
    kagate: (e) => {
      const k = e.type === 'series' ? kagate.get(titleKey(e.title))?.find((r) => near(e, Number(r.Year))) : undefined;
      return k && { year: Number(k.Year), cast: pyList(k.Actors), genres: catalogueGenres(pyList(k.Genres)), rating: Number.parseFloat(k.IMDb) || undefined };
    },
    'rolling-stone-100': creatorOf('rolling-stone-100'),
    'tmdb-popular-100': creatorOf('tmdb-popular-100'),
  };
}

function main(dir: string) {
  const extract = new Map((JSON.parse(fs.readFileSync(new URL('./sources/titles.json', import.meta.url), 'utf8')) as ExtractTitle[]).map((t) => [t.imdbId, t]));
  const all = sources(dir);
  const tally = Object.fromEntries(Object.keys(SAME).map((f) => [f, { compared: 0, differed: 0, movie: [0, 0], series: [0, 0], examples: [] as string[] }])) as Record<Field, Tally>;
  const checked = { movie: new Set<string>(), series: new Set<string>() };
  // Where each fact of a title came from: the project's hand-written entry, or the extract's `from`.
  const origin = (e: OfflineEntry, field: Field): string => {
    const from = extract.get(e.imdbId)?.from;
    if (e.plot || !from) return 'project';
    const own = from[field === 'rating' ? 'imdbRating' : field === 'cast' ? 'actors' : field] ?? from.facts ?? '';
    return own;
  };
  for (const e of readOfflineCatalogue()) {
    for (const field of Object.keys(SAME) as Field[]) {
      const own = origin(e, field);
      for (const [name, source] of Object.entries(all)) {
        if (own.split('+').some((o) => name.startsWith(o.replace(/s$/, '')))) continue; // not its own source
        const theirs = source(e);
        const same = theirs ? SAME[field](e, theirs) : null;
        if (same === null) continue;
        checked[e.type].add(e.imdbId);
        const t = tally[field];
        t.compared++;
        t[e.type][0]++;
        if (!same) {
          t.differed++;
          t[e.type][1]++;
          if (t.examples.length < 4) t.examples.push(`${e.title}: ${JSON.stringify(field === 'cast' ? e.actors : field === 'rating' ? e.imdbRating : e[field as keyof OfflineEntry])} / ${name} ${JSON.stringify(theirs![field])}`);
        }
        break;
      }
    }
  }
  const ids = movieLensIds(path.join(dir, 'ml-latest-small/movies.csv'), path.join(dir, 'ml-latest-small/links.csv'));
  const handWritten = readOfflineCatalogue().filter((e) => e.plot && e.type === 'movie');
  const idChecks = handWritten.map((e) => [e, idFor(ids, e.title, e.year)] as const).filter(([, id]) => id);
  console.log(`checked: ${checked.movie.size} movies and ${checked.series.size} series against a second source`);
  for (const [field, t] of Object.entries(tally)) {
    console.log(`${field.padEnd(8)} ${String(t.differed).padStart(4)} of ${String(t.compared).padStart(4)} differed (${RULE[field as Field]}; movies ${t.movie[1]} of ${t.movie[0]}, series ${t.series[1]} of ${t.series[0]})${t.examples.length ? `; e.g. ${t.examples.join(' | ')}` : ''}`);
  }
  const wrongIds = idChecks.filter(([e, id]) => id !== e.imdbId);
  console.log(`imdbId   ${String(wrongIds.length).padStart(4)} of ${String(idChecks.length).padStart(4)} differed (the project's ids against MovieLens')${wrongIds.length ? `; e.g. ${wrongIds.slice(0, 4).map(([e, id]) => `${e.title}: ${e.imdbId} / ${id}`).join(' | ')}` : ''}`);
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx scripts/game-pool/check-facts.ts <folder of sources>');
  process.exit(2);
}
main(dir);
