import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { CatalogCache, cachedBooks, cachedTitles } from './cache';
import { GoogleBooksCatalog } from './google-books';
import { OfflineCatalog } from './offline';
import { OmdbCatalog } from './omdb';
import type { BookCatalog, TitleCatalog } from './types';

export interface Catalogs {
  /** Movies and series; OMDb when OMDB_API_KEY is set, else the offline catalogue. */
  titles: TitleCatalog;
  books: BookCatalog;
}

const byApp = new WeakMap<AppContext, Catalogs>();

/**
 * The app's catalogues, made once per app from its config. Other features (the game) reach
 * movie and series facts through `catalogs(app).titles` too, so they share the cache.
 */
export function catalogs(app: FastifyInstance): Catalogs {
  const ctx = app.ctx;
  let found = byApp.get(ctx);
  if (!found) {
    const { omdb, googleBooks, outsideTimeoutMs: timeoutMs } = ctx.config;
    const cache = new CatalogCache(ctx.db, ctx.now, app.log);
    found = {
      // The offline catalogue is local: caching it in the database would only cost a query.
      titles: omdb.apiKey ? cachedTitles(new OmdbCatalog({ apiKey: omdb.apiKey, baseUrl: omdb.baseUrl, timeoutMs }), cache) : sharedOffline(),
      books: cachedBooks(new GoogleBooksCatalog({ apiKey: googleBooks.apiKey, baseUrl: googleBooks.baseUrl, timeoutMs }), cache),
    };
    byApp.set(ctx, found);
  }
  return found;
}

let offline: OfflineCatalog | null = null;
/** The bundled catalogue, one per process (the game reads its pool's facts from it, key or not). */
export const sharedOffline = () => (offline ??= new OfflineCatalog());

export type { TitleCatalog, BookCatalog } from './types';
export { CatalogError } from './types';
