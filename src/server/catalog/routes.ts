import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOG_MIN_QUERY, catalogQuery, type TitleType } from '../../shared/catalog';
import { moviesMessages } from '../../shared/movies';
import { seriesMessages } from '../../shared/series';
import { booksMessages } from '../../shared/books';
import { HttpError, notFound } from '../platform/http-errors';
import { searchLimit } from '../platform/shared-limits';
import { parse } from '../platform/validate';
import { catalogs } from './index';
import { CatalogError } from './types';
import { fitBook, fitTitleDetails, fitTitleResult } from './fit';

const IMDB_ID = /^tt\d{5,10}$/;
const VOLUME_ID = /^[A-Za-z0-9_-]{4,40}$/;

/**
 * The catalogue proxy: the browser asks the server, the server asks the outside service (its
 * key never leaves the server) or the offline catalogue, through the database cache.
 * Each member may make CATALOG_MAX_PER_MINUTE calls a minute. No failure of a service becomes a
 * 500: it is a 502 with the spec's Turkish message. Answers leave shortened to the form's limits
 * (./fit.ts).
 */
export async function catalogRoutes(app: FastifyInstance) {
  const admit = searchLimit(app, 'catalog');

  const failed = (request: FastifyRequest, err: unknown, call: string, message: string) => {
    if (err instanceof HttpError) return err;
    if (err instanceof CatalogError) {
      request.log.warn({ service: err.service, call, reason: err.reason, status: err.status, detail: err.message }, 'catalogue call failed');
    } else {
      request.log.error({ call, err }, 'catalogue adapter failed');
    }
    return new HttpError(502, message);
  };

  const titleKinds: { path: string; type: TitleType; messages: { searchFailed: string; detailsFailed: string } }[] = [
    { path: 'movies', type: 'movie', messages: moviesMessages },
    { path: 'series', type: 'series', messages: seriesMessages },
  ];

  for (const kind of titleKinds) {
    app.get(`/catalog/${kind.path}/search`, async (request) => {
      await admit(request);
      const { q } = parse(catalogQuery, request.query);
      if (q.length < CATALOG_MIN_QUERY) return { results: [] };
      try {
        return { results: (await catalogs(app).titles.search(q, kind.type)).map(fitTitleResult) };
      } catch (err) {
        throw failed(request, err, `${kind.path}.search`, kind.messages.searchFailed);
      }
    });

    app.get<{ Params: { imdbId: string } }>(`/catalog/${kind.path}/:imdbId`, async (request) => {
      await admit(request);
      const id = request.params.imdbId;
      if (!IMDB_ID.test(id)) throw notFound(kind.messages.detailsFailed);
      let details;
      try {
        details = await catalogs(app).titles.details(id);
      } catch (err) {
        throw failed(request, err, `${kind.path}.details`, kind.messages.detailsFailed);
      }
      if (!details) throw notFound(kind.messages.detailsFailed);
      return { details: fitTitleDetails(details) };
    });
  }

  app.get('/catalog/books/search', async (request) => {
    await admit(request);
    const { q } = parse(catalogQuery, request.query);
    if (q.length < CATALOG_MIN_QUERY) return { results: [] };
    try {
      return { results: (await catalogs(app).books.search(q)).map(fitBook) };
    } catch (err) {
      throw failed(request, err, 'books.search', booksMessages.searchFailed);
    }
  });

  app.get<{ Params: { id: string } }>('/catalog/books/:id', async (request) => {
    await admit(request);
    const id = request.params.id;
    if (!VOLUME_ID.test(id)) throw notFound(booksMessages.detailsFailed);
    let details;
    try {
      details = await catalogs(app).books.details(id);
    } catch (err) {
      throw failed(request, err, 'books.details', booksMessages.detailsFailed);
    }
    if (!details) throw notFound(booksMessages.detailsFailed);
    return { details: fitBook(details) };
  });
}
