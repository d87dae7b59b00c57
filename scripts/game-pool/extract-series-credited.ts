/**
 * Series credited on itsjafer's list of IMDb series (docs/game-pool.md). The list writes each
 * show's credits as one list, its creators first and its three stars last ("['Vince Gilligan',
 * 'Bryan Cranston', 'Aaron Paul', 'Anna Gunn']"), so the names before the last three are the
 * creators; a show credited with stars only, or with "8 more credits", names no creator and is
 * left out. Year and genres come from victorsoeiro's Amazon Prime titles (by IMDb id) or kagate's
 * streaming list (by title, only when its cast shares an actor, so a same-named show never lends
 * its year); runtime, rating and votes from itsjafer's.
 */
import { catalogueGenres, groupBy, pyList, readCsv, titleKey } from './match';
import type { ExtractTitle } from './extract-types';

/** '54 min' is 54; '4,800 min' (a whole run), '594 min' (a miniseries' total) or '0' is no episode's length. */
export function episodeMinutes(s: string | undefined): number | null {
  const m = Number((s ?? '').replace(/,/g, '').replace(/\s*min$/, ''));
  return Number.isFinite(m) && m > 0 && m <= 180 ? m : null;
}

/** itsjafer's credits split into creators and the three stars. */
export function splitCredits(cast: string | undefined): { creators: string[]; stars: string[] } {
  const names = pyList(cast);
  if (names.some((n) => /more credits?$/.test(n))) return { creators: [], stars: names.slice(-3) };
  return { creators: names.slice(0, Math.max(0, names.length - 3)), stars: names.slice(-3) };
}

export function creditedSeries(files: { jafer: string; kagate: string; amazon: string }): ExtractTitle[] {
  const kagate = groupBy(readCsv(files.kagate), (r) => titleKey(r.Title));
  const amazon = new Map(readCsv(files.amazon).filter((r) => r.type === 'SHOW').map((r) => [r.imdb_id, r]));
  const out = new Map<string, ExtractTitle>();
  for (const j of readCsv(files.jafer)) {
    const imdbId = /tt\d+/.exec(j.link)?.[0];
    const { creators, stars } = splitCredits(j.cast);
    if (!imdbId || out.has(imdbId) || !creators.length || stars.length < 3) continue;
    const castKeys = new Set(stars.map(titleKey));
    const g = (kagate.get(titleKey(j.title)) ?? []).find((r) => pyList(r.Actors).some((a) => castKeys.has(titleKey(a))));
    const a = amazon.get(imdbId);
    const from: Record<string, string> = { director: 'itsjafer', imdbId: 'itsjafer', actors: 'itsjafer', imdbRating: 'itsjafer', runtime: 'itsjafer' };
    const year = a && Number(a.release_year) ? (from.year = 'amazon-prime', Number(a.release_year)) : g && Number(g.Year) ? (from.year = 'kagate', Number(g.Year)) : null;
    const fromKagate = catalogueGenres(pyList(g?.Genres));
    const fromAmazon = catalogueGenres(pyList(a?.genres));
    const genres = fromKagate.length ? (from.genres = 'kagate', fromKagate) : fromAmazon.length ? (from.genres = 'amazon-prime', fromAmazon) : null;
    const runtime = episodeMinutes(j.runtime);
    const rating = Number(j.user_rating);
    // A title both lists write alike is the show's; itsjafer's alone is kept only when no other list has the show.
    const title = (a?.title ?? j.title).trim();
    if (!year || !genres || !runtime || !rating) continue;
    out.set(imdbId, { imdbId, title, type: 'series', year, director: creators.join(', '), genres, runtime, actors: stars, imdbRating: rating, votes: Number(j.num_ratings) || 0, from });
  }
  return [...out.values()].sort((x, y) => y.votes - x.votes);
}
