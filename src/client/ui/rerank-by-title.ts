import Fuse from 'fuse.js';
import { CATALOG_FUZZY_OPTIONS } from '../../shared/catalog';

/**
 * Matches first, best first (fuse.js on the title, the spec's threshold 0.4), then the rest in
 * the catalogue's own order: a book found by its author's name stays in the list.
 */
export function rerankByTitle<T>(items: T[], query: string, title: (item: T) => string): T[] {
  const fuse = new Fuse(items.map((item) => ({ item, title: title(item) })), { ...CATALOG_FUZZY_OPTIONS, keys: ['title'] });
  const matched = fuse.search(query).map((r) => r.item.item);
  return [...matched, ...items.filter((i) => !matched.includes(i))];
}
