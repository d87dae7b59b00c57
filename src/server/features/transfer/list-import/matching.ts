import { normaliseText } from './normalise';

/**
 * Whether a draft is already in the list. A missing year or author on either side does not make
 * two records different: a movie typed in by hand without a year is still "Inception".
 */
export function movieExists(existing: { title: string; year: number | null }[]) {
  const years = new Map<string, Set<number | null>>();
  for (const m of existing) {
    const key = normaliseText(m.title);
    years.set(key, (years.get(key) ?? new Set()).add(m.year));
  }
  return (v: { title: string; year: number | null }) => {
    const found = years.get(normaliseText(v.title));
    return !!found && (v.year === null || found.has(v.year) || found.has(null));
  };
}

/** A book is there when its ISBN is, or else its title with the same (or an unknown) author. */
export function bookExists(existing: { title: string; author: string; isbn: string | null }[]) {
  const isbns = new Set(existing.flatMap((b) => (b.isbn ? [b.isbn] : [])));
  const authors = new Map<string, Set<string>>();
  for (const b of existing) {
    const key = normaliseText(b.title);
    authors.set(key, (authors.get(key) ?? new Set()).add(normaliseText(b.author)));
  }
  return (v: { title: string; author: string; isbn: string | null }) => {
    if (v.isbn && isbns.has(v.isbn)) return true;
    const found = authors.get(normaliseText(v.title));
    const author = normaliseText(v.author);
    return !!found && (author === '' || found.has(author) || found.has(''));
  };
}
