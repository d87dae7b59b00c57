import type { BookDetails, BookSearchResult } from '../../shared/catalog';
import { getJson, httpsImage, text, type FetchFn } from './http';
import { CatalogError, type BookCatalog } from './types';

const SEARCH_MAX_RESULTS = 20;

/**
 * Google Books (https://developers.google.com/books/docs/v1/using). Works without a key at a
 * lower quota. Its quirks, each handled here:
 * - a search without results has `totalItems: 0` and no `items` key at all;
 * - thumbnails are http:// addresses (the app loads images over https only);
 * - `publishedDate` is "2005", "2005-11" or "2005-11-15" — the year is its first four digits;
 * - errors are `{ "error": { "code", "message", "status" } }` with 400 (bad key), 403, 429 (quota);
 *   an unknown volume id is a 404 (or, at times, a 503).
 */
export class GoogleBooksCatalog implements BookCatalog {
  readonly service = 'google-books';

  constructor(
    private readonly options: { apiKey: string | null; baseUrl: string; fetch?: FetchFn; timeoutMs?: number },
  ) {}

  async search(query: string): Promise<BookSearchResult[]> {
    const { status, body } = await this.call('/volumes', { q: query, maxResults: String(SEARCH_MAX_RESULTS), printType: 'books' });
    if (status !== 200) throw this.failure(status, body);
    const items = (body as { items?: unknown }).items;
    if (!Array.isArray(items)) return [];
    const seen = new Set<string>();
    const results: BookSearchResult[] = [];
    for (const item of items) {
      const book = toBook(item);
      if (!book || seen.has(book.id)) continue;
      seen.add(book.id);
      const { description: _description, ...result } = book;
      results.push(result);
    }
    return results;
  }

  async details(id: string): Promise<BookDetails | null> {
    const { status, body } = await this.call(`/volumes/${encodeURIComponent(id)}`, {});
    if (status === 404) return null;
    if (status !== 200) throw this.failure(status, body);
    const book = toBook(body);
    if (!book) throw new CatalogError(this.service, 'bad-response', 'google-books volume without a title');
    return book;
  }

  private async call(path: string, params: Record<string, string>) {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    if (this.options.apiKey) url.searchParams.set('key', this.options.apiKey);
    const answer = await getJson(this.service, url, this.options.fetch, this.options.timeoutMs);
    if (!answer.body || typeof answer.body !== 'object') {
      throw new CatalogError(this.service, 'bad-response', `google-books answered HTTP ${answer.status} without an object`, answer.status);
    }
    return answer;
  }

  private failure(status: number, body: unknown) {
    const error = (body as { error?: { message?: unknown; status?: unknown } }).error;
    // Google's messages ("API key not valid. Please pass a valid API key.") never include the key.
    const detail = text(error?.status) || text(error?.message).slice(0, 120) || 'no error text';
    const reason = status >= 500 ? 'unavailable' : 'rejected';
    return new CatalogError(this.service, reason, `google-books answered HTTP ${status}: ${detail}`, status);
  }
}

function toBook(item: unknown): BookDetails | null {
  if (!item || typeof item !== 'object') return null;
  const { id, volumeInfo } = item as { id?: unknown; volumeInfo?: Record<string, unknown> };
  const info = volumeInfo && typeof volumeInfo === 'object' ? volumeInfo : {};
  const title = text(info.title);
  if (typeof id !== 'string' || !id || !title) return null;
  const images = (info.imageLinks ?? {}) as Record<string, unknown>;
  return {
    id,
    title,
    authors: Array.isArray(info.authors) ? info.authors.map(text).filter(Boolean) : [],
    year: yearOf(info.publishedDate),
    publisher: text(info.publisher),
    thumbnail: httpsImage(images.thumbnail) ?? httpsImage(images.smallThumbnail),
    description: stripTags(text(info.description)),
  };
}

/** "2005-11-15", "2005-11", "2005" → 2005. */
export function yearOf(publishedDate: unknown): number | null {
  const m = /^(\d{4})/.exec(text(publishedDate));
  return m ? Number(m[1]) : null;
}

/** The volume endpoint's description carries HTML (<p>, <b>, <br>); the app shows plain text. */
function stripTags(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
