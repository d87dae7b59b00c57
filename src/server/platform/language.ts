/**
 * Which language the words speak on the server (decision 030). The words objects of src/shared
 * read it at each use (shared/i18n/words.ts), so one process answers members of different
 * languages at once: each request runs with its requester's (the signed-in member's stored
 * language, else the browser's Accept-Language), and a notification, a push or a calendar feed
 * is written inside `inLanguage(recipient's language, …)`, whatever the actor's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedLanguages, DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '../../shared/i18n/languages';
import { addCatalogue, setLanguageSource, type CatalogueLoaders } from '../../shared/i18n/words';
import { catalogueLoaders } from '../../shared/i18n/catalogues';

const context = new AsyncLocalStorage<() => Language>();
setLanguageSource(() => context.getStore()?.() ?? DEFAULT_LANGUAGE);

/** Runs `work` with every word in `language` (what it starts keeps it, across awaits). */
export function inLanguage<T>(language: Language, work: () => T): T {
  return context.run(() => language, work);
}

/** A stored language as a Language: anything unknown reads Turkish. */
export const asLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The browser's language, from Accept-Language (the page sends its own there, lib/api.ts). */
export const browserLanguage = (request: FastifyRequest): Language => pickLanguage(acceptedLanguages(request.headers['accept-language']));

/** The requester's language: the signed-in member's, else the browser's. */
export const requestLanguage = (request: FastifyRequest): Language => request.member?.language ?? browserLanguage(request);

/**
 * Every request runs in its requester's language. Read lazily, so it is the member's once the
 * session hook has found them; set again before the handler, as reading a body may leave the
 * request's async context behind.
 */
export function registerLanguage(app: FastifyInstance) {
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) => context.run(() => requestLanguage(request), done);
  app.addHook('onRequest', enter);
  app.addHook('preHandler', enter);
}

/** Every catalogue of every language, loaded once before the server answers. */
export async function loadCatalogues(): Promise<void> {
  for (const [language, list] of Object.entries(catalogueLoaders) as [Language, () => Promise<CatalogueLoaders>][]) {
    const loaders = await list();
    await Promise.all(Object.entries(loaders).map(async ([file, load]) => addCatalogue(language, file, (await load()).default)));
  }
}
