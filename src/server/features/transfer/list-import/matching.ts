import { normaliseText } from './normalise';

/**
 * Whether a draft is already in the list, and which item it is. A missing year or author on
 * either side does not make two records different: a movie typed in by hand without a year is
 * still "Inception".
 */
export function movieFinder<M extends { title: string; year: number | null }>(existing: M[]) {
  const byTitle = new Map<string, M[]>();
  for (const m of existing) {
    const key = normaliseText(m.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), m]);
  }
  return (v: { title: string; year: number | null }): M | undefined =>
    byTitle.get(normaliseText(v.title))?.find((m) => v.year === null || m.year === v.year || m.year === null);
}

/** A book is there when its ISBN is, or else its title with the same (or an unknown) author. */
export function bookFinder<B extends { title: string; author: string; isbn: string | null }>(existing: B[]) {
  const byIsbn = new Map(existing.flatMap((b) => (b.isbn ? [[b.isbn, b] as const] : [])));
  const byTitle = new Map<string, B[]>();
  for (const b of existing) {
    const key = normaliseText(b.title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), b]);
  }
  return (v: { title: string; author: string; isbn: string | null }): B | undefined => {
    const isbn = v.isbn ? byIsbn.get(v.isbn) : undefined;
    if (isbn) return isbn;
    const author = normaliseText(v.author);
    return byTitle.get(normaliseText(v.title))?.find((b) => author === '' || normaliseText(b.author) === author || normaliseText(b.author) === '');
  };
}

export const movieExists = (existing: { title: string; year: number | null }[]) => {
  const find = movieFinder(existing);
  return (v: { title: string; year: number | null }) => find(v) !== undefined;
};

export const bookExists = (existing: { title: string; author: string; isbn: string | null }[]) => {
  const find = bookFinder(existing);
  return (v: { title: string; author: string; isbn: string | null }) => find(v) !== undefined;
};
