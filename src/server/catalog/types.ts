import type { BookDetails, BookSearchResult, TitleDetails, TitleSearchResult, TitleType } from '../../shared/catalog';

/** Movies and series: OMDb with a key, the bundled offline catalogue without one. */
export interface TitleCatalog {
  /** Names the service in cache keys and logs ('omdb', 'offline'). */
  readonly service: string;
  search(query: string, type: TitleType): Promise<TitleSearchResult[]>;
  /** null when the service does not know the id. */
  details(id: string): Promise<TitleDetails | null>;
}

/** Books: Google Books (a key is optional). */
export interface BookCatalog {
  readonly service: string;
  search(query: string): Promise<BookSearchResult[]>;
  details(id: string): Promise<BookDetails | null>;
}

/**
 * A catalogue call that did not give an answer: the service could not be reached, refused the
 * key or the quota, or answered something unreadable. Routes turn it into a Turkish 502.
 * The message never holds a URL or a key, so it is safe to log.
 */
export class CatalogError extends Error {
  constructor(
    readonly service: string,
    readonly reason: 'unavailable' | 'rejected' | 'bad-response',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CatalogError';
  }
}
