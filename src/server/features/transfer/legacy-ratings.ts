import { randomUUID } from 'node:crypto';

/**
 * Before İkimiz (issue 34, migration 0006) a film, series, book or place carried one `rating`,
 * written by whoever added it. Data of that version (an export, a backup) still does: each such
 * rating becomes its adder's own rating, as the migration did to the database (an item whose adder
 * is gone keeps none), and the old column is dropped from the rows. Rows of today carry none.
 */
type Row = Record<string, unknown>;

/** Each rated kind's item column in a rating row (the export's names; a backup's are their snake_case). */
export const LEGACY_RATED = { movies: 'movieId', series: 'seriesId', books: 'bookId', places: 'placeId' } as const;
export type LegacyRatedKind = keyof typeof LEGACY_RATED;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Takes the old `rating` out of one kind's item rows and returns the rating rows it becomes, in
 * the export's key names (`sql: false`) or a backup's column names (`sql: true`). `existing` are
 * the rating rows already there: an item and member that have one keep it.
 */
export function liftLegacyRatings(kind: LegacyRatedKind, items: Row[], existing: Row[], sql: boolean): Row[] {
  const key = (name: string) => (sql ? snake(name) : name);
  const itemKey = key(LEGACY_RATED[kind]);
  const taken = new Set(existing.map((r) => `${String(r[itemKey])}/${String(r[key('memberId')])}`));
  const lifted: Row[] = [];
  for (const item of items) {
    if (!('rating' in item)) continue;
    const { rating } = item;
    delete item.rating;
    const adder = item[key('addedBy')];
    if (typeof rating !== 'number' || typeof adder !== 'string' || taken.has(`${String(item.id)}/${adder}`)) continue;
    const at = item[key('updatedAt')];
    lifted.push({
      id: randomUUID(),
      [key('spaceId')]: item[key('spaceId')],
      [key('memberId')]: adder,
      ...Object.fromEntries(Object.values(LEGACY_RATED).map((column) => [key(column), column === LEGACY_RATED[kind] ? item.id : null])),
      rating,
      note: '',
      [key('createdAt')]: at,
      [key('updatedAt')]: at,
    });
  }
  return lifted;
}
