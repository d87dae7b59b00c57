/**
 * The pure rules of the pool's build (scripts/game-pool/build.ts): merging the extract into the
 * catalogue, setting Turkish titles, and splitting Kolay from Zor.
 */
import type { ExtractTitle } from './extract-types';
import { titleKey } from './match';

export interface CatalogueEntry {
  imdbId: string;
  title: string;
  titleTr?: string;
  type: 'movie' | 'series';
  year: number;
  endYear?: number | null;
  director: string;
  genres: string[];
  runtime: number;
  actors: string[];
  imdbRating: number;
  plot?: string;
}

/** The best-known titles of each type (by votes) that join the spec's titles in Kolay. */
export const EASY_MOVIES = 330;
export const EASY_SERIES = 80;

const key = (title: string, year: number) => `${titleKey(title)}|${year}`;

/**
 * The hand-written entries first, unchanged but for a Turkish title; then each extract title not
 * already there (by IMDb id, or by title and year), facts only. Series of the extract carry no end
 * year (none of their sources has one): `endYear: null`, as a series still running.
 */
export function mergeCatalogue(handWritten: CatalogueEntry[], extract: ExtractTitle[], turkish: Record<string, string>): CatalogueEntry[] {
  const ids = new Set(handWritten.map((e) => e.imdbId));
  const keys = new Set(handWritten.map((e) => key(e.title, e.year)));
  const added: CatalogueEntry[] = [];
  for (const t of extract) {
    if (ids.has(t.imdbId) || keys.has(key(t.title, t.year))) continue;
    ids.add(t.imdbId);
    keys.add(key(t.title, t.year));
    added.push({
      imdbId: t.imdbId, title: t.title, type: t.type, year: t.year, ...(t.type === 'series' ? { endYear: null } : {}),
      director: t.director, genres: t.genres, runtime: t.runtime, actors: t.actors, imdbRating: Math.round(t.imdbRating * 10) / 10,
    });
  }
  const all = [...handWritten, ...added];
  const byKey = new Map(all.map((e) => [`${e.title}|${e.year}`, e]));
  for (const [titleYear, tr] of Object.entries(turkish)) {
    const e = byKey.get(titleYear);
    if (!e) throw new Error(`turkish-titles.json: ${titleYear} is not a catalogue title`);
    e.titleTr = tr;
  }
  // titleTr goes after title, as OfflineEntry declares it.
  return all.map(({ imdbId, title, titleTr, ...rest }) => ({ imdbId, title, ...(titleTr ? { titleTr } : {}), ...rest }));
}

export function buildPool(catalogue: CatalogueEntry[], wellKnown: { movies: string[]; series: string[] }, votes: Map<string, number>) {
  const known = new Set([...wellKnown.movies, ...wellKnown.series]);
  const byId = new Map(catalogue.map((e) => [e.imdbId, e]));
  for (const id of known) if (!byId.has(id)) throw new Error(`${id} (well-known.json) is not in the offline catalogue`);
  const byVotes = (type: CatalogueEntry['type']) =>
    catalogue.filter((e) => e.type === type).sort((a, b) => (votes.get(b.imdbId) ?? 0) - (votes.get(a.imdbId) ?? 0) || a.imdbId.localeCompare(b.imdbId));
  const easy = new Set([...known, ...byVotes('movie').slice(0, EASY_MOVIES).map((e) => e.imdbId), ...byVotes('series').slice(0, EASY_SERIES).map((e) => e.imdbId)]);
  // Each tier best known first, as pool.ts documents.
  const order = [...byVotes('movie'), ...byVotes('series')].sort((a, b) => (votes.get(b.imdbId) ?? 0) - (votes.get(a.imdbId) ?? 0));
  return {
    about: 'Built by scripts/game-pool/build.ts from sources/titles.json and catalogue.json (docs/game-pool.md); do not edit by hand.',
    easy: order.filter((e) => easy.has(e.imdbId)).map((e) => e.imdbId),
    hard: order.filter((e) => !easy.has(e.imdbId)).map((e) => e.imdbId),
  };
}
