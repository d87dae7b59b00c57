import type { TitleDetails, TitleSearchResult, TitleType } from '../../shared/catalog';
import { getJson, httpsImage, text, type FetchFn } from './http';
import { CatalogError, type TitleCatalog } from './types';

/**
 * OMDb (https://www.omdbapi.com). Its quirks, each handled here:
 * - "not found" and "Too many results." come as HTTP 200 with `"Response":"False"` and an `Error`;
 * - an invalid key and "Request limit reached!" come as HTTP 401 with the same body shape;
 * - a missing value is the string "N/A" (Poster, imdbRating, Runtime, Director of a series);
 * - a series' Year is a range with an en dash ("2011–2019", or "2016–" while it runs);
 * - numbers are strings (`totalResults`, `imdbRating`, `totalSeasons`, `Runtime` "148 min").
 */
export class OmdbCatalog implements TitleCatalog {
  readonly service = 'omdb';

  constructor(
    private readonly options: { apiKey: string; baseUrl: string; fetch?: FetchFn; timeoutMs?: number },
  ) {}

  async search(query: string, type: TitleType): Promise<TitleSearchResult[]> {
    const body = await this.call({ s: query, type });
    if (body.Response !== 'True') {
      if (isEmptySearch(body.Error)) return [];
      throw this.refused(body.Error, 200);
    }
    const list = Array.isArray(body.Search) ? (body.Search as Record<string, unknown>[]) : [];
    const seen = new Set<string>();
    const results: TitleSearchResult[] = [];
    for (const item of list) {
      const id = text(item.imdbID);
      const title = text(item.Title);
      if (!id || !title || seen.has(id)) continue;
      seen.add(id);
      results.push({ id, title, type: item.Type === 'series' ? 'series' : type, ...parseYears(item.Year), poster: poster(item.Poster) });
    }
    return results;
  }

  async details(id: string): Promise<TitleDetails | null> {
    const body = await this.call({ i: id, plot: 'full' });
    if (body.Response !== 'True') {
      if (isUnknownId(body.Error)) return null;
      throw this.refused(body.Error, 200);
    }
    const type: TitleType = body.Type === 'series' ? 'series' : 'movie';
    return {
      id: text(body.imdbID) || id,
      type,
      title: text(body.Title),
      ...parseYears(body.Year),
      director: type === 'series' ? creatorOf(body) : naText(body.Director),
      genres: list(body.Genre),
      runtime: minutes(body.Runtime),
      actors: list(body.Actors),
      imdbRating: decimal(body.imdbRating),
      poster: poster(body.Poster),
      plot: naText(body.Plot),
      totalSeasons: whole(body.totalSeasons),
    };
  }

  private async call(params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${this.options.baseUrl}/`);
    url.searchParams.set('apikey', this.options.apiKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const { status, body } = await getJson(this.service, url, this.options.fetch, this.options.timeoutMs);
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    if (status === 401 || status === 403) throw this.refused(record.Error, status);
    if (status >= 500) throw new CatalogError(this.service, 'unavailable', `omdb answered HTTP ${status}`, status);
    if (status !== 200) throw new CatalogError(this.service, 'bad-response', `omdb answered HTTP ${status}`, status);
    if (!body || typeof body !== 'object') throw new CatalogError(this.service, 'bad-response', 'omdb answered no object');
    return record;
  }

  private refused(error: unknown, status: number) {
    // OMDb's own texts ("Invalid API key!", "Request limit reached!") never include the key.
    return new CatalogError(this.service, 'rejected', `omdb: ${text(error) || 'unknown error'}`, status);
  }
}

const EMPTY_SEARCH = new Set(['movie not found!', 'series not found!', 'episode not found!', 'too many results.']);
const isEmptySearch = (error: unknown) => EMPTY_SEARCH.has(text(error).toLowerCase());

const UNKNOWN_ID = new Set(['incorrect imdb id.', 'error getting data.', 'movie not found!', 'series not found!']);
const isUnknownId = (error: unknown) => UNKNOWN_ID.has(text(error).toLowerCase());

/** "N/A" and blanks are nothing. */
export const naText = (v: unknown): string => {
  const s = text(v);
  return s === 'N/A' ? '' : s;
};

const poster = (v: unknown) => (naText(v) ? httpsImage(naText(v)) : null);

const list = (v: unknown): string[] =>
  naText(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** "2010" → 2010; "2011–2019" → 2011 and 2019; "2016–" → 2016 and null; "N/A" → nothing. */
export function parseYears(v: unknown): { year: number | null; endYear: number | null } {
  const m = /^\s*(\d{4})\s*(?:[–—-]\s*(\d{4})?)?/.exec(naText(v));
  if (!m) return { year: null, endYear: null };
  return { year: Number(m[1]), endYear: m[2] ? Number(m[2]) : null };
}

/** "148 min" → 148; "1,020 min" → 1020. */
const minutes = (v: unknown): number | null => {
  const m = /(\d[\d,]*)\s*min/i.exec(naText(v));
  return m ? Number(m[1].replace(/,/g, '')) : null;
};

const decimal = (v: unknown): number | null => {
  const n = Number.parseFloat(naText(v));
  return Number.isFinite(n) ? n : null;
};

const whole = (v: unknown): number | null => {
  const n = Number.parseInt(naText(v).replace(/,/g, ''), 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * A series' Director is usually "N/A"; its creators sit in Writer, often with notes
 * ("Jonathan Nolan (created by), Lisa Joy (created by)").
 */
function creatorOf(body: Record<string, unknown>): string {
  const director = naText(body.Director);
  if (director) return director;
  const names = list(body.Writer).map((w) => w.replace(/\s*\([^)]*\)\s*/g, '').trim()).filter(Boolean);
  return [...new Set(names)].join(', ');
}
