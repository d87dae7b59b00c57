import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { catalogCache } from '../db/schema';
import type { BookCatalog, TitleCatalog } from './types';

export const SEARCH_TTL_MS = 24 * 60 * 60 * 1000;
export const DETAILS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The same text typed twice, with other case or spacing, is one cache entry. */
export const normaliseQuery = (q: string) => q.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Answers of outside catalogues kept in the database (table catalog_cache), shared by every
 * space: they are public facts, not couple data. Failures are never cached; a cache the database
 * cannot read or write is skipped, never a reason to fail the search.
 */
export class CatalogCache {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async getOrFetch<T>(key: string, ttlMs: number, fetcher: () => Promise<T>): Promise<T> {
    const hit = await this.read<T>(key);
    if (hit !== undefined) return hit;
    const value = await fetcher();
    if (value !== null && value !== undefined) await this.write(key, value, ttlMs);
    return value;
  }

  private async read<T>(key: string): Promise<T | undefined> {
    try {
      const [row] = await this.db.select().from(catalogCache).where(eq(catalogCache.key, key)).limit(1);
      if (!row || row.expiresAt.getTime() <= this.now().getTime()) return undefined;
      return row.value as T;
    } catch (err) {
      this.log?.warn({ err }, 'catalogue cache read failed');
      return undefined;
    }
  }

  private async write(key: string, value: unknown, ttlMs: number) {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    try {
      await this.db
        .insert(catalogCache)
        .values({ key, value, fetchedAt: now, expiresAt })
        .onConflictDoUpdate({ target: catalogCache.key, set: { value, fetchedAt: now, expiresAt } });
      await this.db.delete(catalogCache).where(lt(catalogCache.expiresAt, now));
    } catch (err) {
      this.log?.warn({ err }, 'catalogue cache write failed');
    }
  }
}

export function cachedTitles(inner: TitleCatalog, cache: CatalogCache): TitleCatalog {
  const s = inner.service;
  return {
    service: s,
    search: (query, type) => cache.getOrFetch(`${s}:search:${type}:${normaliseQuery(query)}`, SEARCH_TTL_MS, () => inner.search(query, type)),
    details: (id) => cache.getOrFetch(`${s}:details:${id}`, DETAILS_TTL_MS, () => inner.details(id)),
  };
}

export function cachedBooks(inner: BookCatalog, cache: CatalogCache): BookCatalog {
  const s = inner.service;
  return {
    service: s,
    search: (query) => cache.getOrFetch(`${s}:search:${normaliseQuery(query)}`, SEARCH_TTL_MS, () => inner.search(query)),
    details: (id) => cache.getOrFetch(`${s}:details:${id}`, DETAILS_TTL_MS, () => inner.details(id)),
  };
}
