/**
 * Series of the pool's extract (docs/game-pool.md). A series needs its creator, which no openly
 * published series dataset reachable here holds for many titles, so the candidates are those whose
 * creator a published list names: Rolling Stone's 100 greatest TV shows (title, creator, year) and
 * TMDB's details of 100 popular series (created_by, first air date, genres, episode runtime). The
 * other facts come from IMDb-derived lists holding the same title: itsjafer's (IMDb id, cast,
 * runtime, rating, votes), the streaming-catalogue list of kagate (year, genres, actors, rating)
 * and victorsoeiro's Amazon Prime titles (IMDb id, year, genres, runtime, rating, votes).
 */
import fs from 'node:fs';
import { catalogueGenres, groupBy, parseCsv, pyList, readCsv, titleKey } from './match';
import type { ExtractTitle } from './extract-types';
import { tsLiteralToJson } from './ts-literal';
import { episodeMinutes, splitCredits } from './extract-series-credited';

interface Candidate { title: string; year: number | null; creator: string; genres: string[]; runtime: number | null; from: string }

export function rollingStone(file: string): Candidate[] {
  const text = fs.readFileSync(file, 'utf8').split('`')[1] ?? '';
  const rows = parseCsv(text.trim());
  return rows.map((r) => ({ title: r.title, year: Number(r.year) || null, creator: r.creator, genres: [], runtime: null, from: 'rolling-stone-100' }));
}

interface Tmdb { name: string; first_air_date: string; created_by: { name: string }[]; genres: { name: string }[]; episode_run_time: number[] }
export function tmdbPopular(file: string): Candidate[] {
  const shows = JSON.parse(tsLiteralToJson(fs.readFileSync(file, 'utf8'))) as Tmdb[];
  return shows
    .filter((s) => s.created_by.length)
    .map((s) => ({
      title: s.name, year: Number(s.first_air_date.slice(0, 4)) || null, creator: s.created_by.map((c) => c.name).join(', '),
      genres: s.genres.map((g) => g.name), runtime: s.episode_run_time[0] ?? null, from: 'tmdb-popular-100',
    }));
}

export function seriesTitles(candidates: Candidate[], files: { jafer: string; kagate: string; amazon: string }): ExtractTitle[] {
  const jafer = groupBy(readCsv(files.jafer).filter((r) => /tt\d+/.test(r.link)), (r) => titleKey(r.title));
  const kagate = groupBy(readCsv(files.kagate), (r) => titleKey(r.Title));
  const amazon = groupBy(readCsv(files.amazon).filter((r) => r.type === 'SHOW' && r.imdb_id.startsWith('tt')), (r) => titleKey(r.title));
  const near = (y: number | null, other: number) => y === null || Math.abs(y - other) <= 1;
  const out = new Map<string, ExtractTitle>();
  for (const c of candidates) {
    const k = titleKey(c.title);
    const j = [...(jafer.get(k) ?? [])].sort((a, b) => Number(b.num_ratings) - Number(a.num_ratings))[0];
    const g = (kagate.get(k) ?? []).find((r) => near(c.year, Number(r.Year)));
    const a = (amazon.get(k) ?? []).find((r) => near(c.year, Number(r.release_year)));
    const from: Record<string, string> = { director: c.from };
    const pick = <T>(field: string, ...options: [T | null | undefined, string][]) => {
      const hit = options.find(([v]) => v !== null && v !== undefined && !(Array.isArray(v) && !v.length) && v !== '' && !Number.isNaN(v));
      if (hit) from[field] = hit[1];
      return hit?.[0] ?? null;
    };
    const imdbId = pick('imdbId', [/tt\d+/.exec(j?.link ?? '')?.[0], 'itsjafer'], [a?.imdb_id, 'amazon-prime']);
    const year = pick('year', [c.year, c.from], [g ? Number(g.Year) : null, 'kagate'], [a ? Number(a.release_year) : null, 'amazon-prime']);
    const genres = pick('genres', [catalogueGenres(c.genres), c.from], [catalogueGenres(pyList(g?.Genres)), 'kagate'], [catalogueGenres(pyList(a?.genres)), 'amazon-prime']);
    // An episode's length: a miniseries' total (Band of Brothers, 594 min on itsjafer's list) is not one.
    const episode = (m: number | null) => (m && m <= 180 ? m : null);
    const runtime = pick('runtime', [episodeMinutes(j?.runtime), 'itsjafer'], [episode(c.runtime), c.from], [episodeMinutes(a?.runtime), 'amazon-prime']);
    const rating = pick('imdbRating', [j && Number(j.user_rating) ? Number(j.user_rating) : null, 'itsjafer'], [g && Number.parseFloat(g.IMDb) ? Number.parseFloat(g.IMDb) : null, 'kagate'], [a && Number(a.imdb_score) ? Number(a.imdb_score) : null, 'amazon-prime']);
    // itsjafer's credits list the creators before the three stars (extract-series-credited.ts).
    const actors = pick('actors', [j && splitCredits(j.cast).stars.length === 3 ? splitCredits(j.cast).stars : null, 'itsjafer'], [pyList(g?.Actors).length >= 3 ? pyList(g?.Actors).slice(0, 3) : null, 'kagate']);
    const votes = Number(j?.num_ratings) || Number(a?.imdb_votes) || 0;
    if (!imdbId || !year || !genres || !runtime || !rating || !actors || out.has(imdbId)) continue;
    out.set(imdbId, { imdbId, title: c.title, type: 'series', year, director: c.creator, genres, runtime, actors, imdbRating: rating, votes, from });
  }
  return [...out.values()];
}
