/**
 * Shared helpers of the pool's extract and build (docs/game-pool.md): reading CSV, the folded key
 * titles are matched on, and the sources' genre words as the catalogue's IMDb-style ones.
 */
import fs from 'node:fs';
import Papa from 'papaparse';

export const parseCsv = (text: string): Record<string, string>[] =>
  Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
export const readCsv = (file: string) => parseCsv(fs.readFileSync(file, 'utf8'));

/** 'Léon', 'LEON' and 'Leon:' meet; '&' is 'and'; Turkish dotless i folds like the app's search. */
export function titleKey(s: string): string {
  return s
    .replace(/[ıIİ]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A Python-style list literal of names ("['A', 'B']"), as some sources write them. */
export function pyList(s: string | undefined): string[] {
  if (!s) return [];
  return [...s.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? m[2]).replace(/\\'/g, "'").trim()).filter(Boolean);
}

/** The catalogue's genre words (catalogue.test.ts holds the same list). */
export const CATALOGUE_GENRES = [
  'Action', 'Adventure', 'Animation', 'Biography', 'Comedy', 'Crime', 'Documentary', 'Drama',
  'Family', 'Fantasy', 'History', 'Horror', 'Music', 'Musical', 'Mystery', 'Romance',
  'Sci-Fi', 'Sport', 'Thriller', 'War', 'Western',
] as const;

// Other sources' words for the same genres. Film-Noir is IMDb's own word for crime films of the
// 1940s–50s: the catalogue has no such genre, so it counts as Crime. Words with no counterpart
// (Reality, Talk, News, Soap…) are dropped; a title left with no genre is left out of the pool.
const SYNONYMS: Record<string, string[]> = {
  'film noir': ['Crime'], 'science fiction': ['Sci-Fi'], 'sci fi': ['Sci-Fi'], scifi: ['Sci-Fi'],
  'action and adventure': ['Action', 'Adventure'], 'sci fi and fantasy': ['Sci-Fi', 'Fantasy'],
  'war and politics': ['War'], kids: ['Family'], children: ['Family'], animated: ['Animation'],
  biographical: ['Biography'], documentation: ['Documentary'], sports: ['Sport'], historical: ['History'],
};

/** Genre words of a source as the catalogue's, in order, at most three, no repeats. */
export function catalogueGenres(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const k = titleKey(w);
    const known = CATALOGUE_GENRES.find((g) => titleKey(g) === k);
    for (const g of known ? [known] : SYNONYMS[k] ?? []) if (!out.includes(g)) out.push(g);
  }
  return out.slice(0, 3);
}

/** Node 20 has no Map.groupBy. */
export function groupBy<T>(items: readonly T[], by: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = by(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
