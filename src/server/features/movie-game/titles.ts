import type { FastifyInstance } from 'fastify';
import type { TitleDetails, TitleSearchResult } from '../../../shared/catalog';
import { catalogs, sharedOffline } from '../../catalog';
import { gamePool } from './pool';

const SEARCH_RESULTS = 10;

/** Movies and series take turns, so a query matching many movies still shows the series. */
const interleave = (movies: TitleSearchResult[], series: TitleSearchResult[]) =>
  Array.from({ length: Math.max(movies.length, series.length) }, (_, i) => [movies[i], series[i]])
    .flat()
    .filter((r) => r !== undefined);

const keyed = (app: FastifyInstance) => Boolean(app.ctx.config.omdb.apiKey);

/**
 * Facts of a title for the game (decision 025). A pool title is judged by the pool's checked facts
 * (the offline catalogue), key or not, so a day's answer and a guess of it always agree; with an
 * OMDb key its poster still comes from OMDb (a failure there only leaves the placeholder). Any
 * other title is asked of the app's catalogue (OMDb with a key, which can throw: the route's 502).
 */
export async function gameTitleDetails(app: FastifyInstance, id: string): Promise<TitleDetails | null> {
  if (!gamePool().has(id)) return catalogs(app).titles.details(id);
  const facts = await sharedOffline().details(id);
  if (!facts || !keyed(app)) return facts;
  try {
    const omdb = await catalogs(app).titles.details(id);
    return { ...facts, poster: omdb?.poster ?? null };
  } catch (err) {
    app.log.warn({ err, id }, 'game poster lookup failed');
    return facts;
  }
}

/**
 * The game's search: the offline catalogue (every pool title, by its original or Turkish title,
 * Turkish letters folded, small typos allowed) first, then OMDb's answers with a key. OMDb failing
 * is the route's 502 only when the catalogue found nothing either.
 */
export async function searchGameTitles(app: FastifyInstance, q: string): Promise<TitleSearchResult[]> {
  const offline = sharedOffline();
  const local = interleave(await offline.search(q, 'movie'), await offline.search(q, 'series'));
  if (!keyed(app)) return local.slice(0, SEARCH_RESULTS);
  const titles = catalogs(app).titles;
  let remote: TitleSearchResult[];
  try {
    const [movies, series] = await Promise.all([titles.search(q, 'movie'), titles.search(q, 'series')]);
    remote = interleave(movies, series);
  } catch (err) {
    if (local.length === 0) throw err;
    app.log.warn({ err }, 'game search fell back to the offline catalogue');
    remote = [];
  }
  const posters = new Map(remote.map((r) => [r.id, r.poster]));
  const seen = new Set(local.map((r) => r.id));
  const merged = [...local.map((r) => ({ ...r, poster: posters.get(r.id) ?? r.poster })), ...remote.filter((r) => !seen.has(r.id))];
  return merged.slice(0, SEARCH_RESULTS);
}
