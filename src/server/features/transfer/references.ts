import { TRANSFER_KINDS, transferMessages as tm, type TransferKind } from '../../../shared/transfer';
import { photoFormatOf, photoKeys } from '../../platform/photos-format';
import { parseArchiveRows, type ArchiveRow, type ArchiveRows } from './archive-schema';
import { TransferError } from './zip-reader';
import { LEGACY_RATED, liftLegacyRatings, type LegacyRatedKind } from './legacy-ratings';

/**
 * Which column of each kind points at which kind ('settings' is the space itself). A reference
 * must name a row of the same archive; the space reference must name the archive's own space.
 * The id remapping (remap.ts) replaces exactly these columns and every row's own `id`.
 */
export const ARCHIVE_REFERENCES: { [K in TransferKind]: Partial<Record<keyof ArchiveRow<K>, TransferKind>> } = {
  settings: {},
  members: { spaceId: 'settings', photoId: 'photos' },
  photos: { spaceId: 'settings', uploadedBy: 'members' },
  'special-dates': { spaceId: 'settings', userId: 'members' },
  movies: { spaceId: 'settings', addedBy: 'members' },
  series: { spaceId: 'settings', addedBy: 'members' },
  books: { spaceId: 'settings', addedBy: 'members' },
  quotes: { spaceId: 'settings', addedBy: 'members' },
  memories: { spaceId: 'settings', addedBy: 'members' },
  'memory-photos': { memoryId: 'memories', photoId: 'photos' },
  'memory-likes': { memoryId: 'memories', userId: 'members' },
  'memory-comments': { memoryId: 'memories', spaceId: 'settings', userId: 'members' },
  places: { spaceId: 'settings', addedBy: 'members', photoId: 'photos' },
  trips: { spaceId: 'settings', addedBy: 'members', coverPhotoId: 'photos' },
  'trip-places': { tripId: 'trips', placeId: 'places', spaceId: 'settings', addedBy: 'members' },
  ratings: { spaceId: 'settings', memberId: 'members', movieId: 'movies', seriesId: 'series', bookId: 'books', placeId: 'places' },
  wishes: { spaceId: 'settings', memberId: 'members', movieId: 'movies', seriesId: 'series', bookId: 'books' },
  music: { spaceId: 'settings', addedBy: 'members' },
  'game-days': { spaceId: 'settings' },
  'game-guesses': { spaceId: 'settings', userId: 'members' },
  notifications: { spaceId: 'settings', userId: 'members' },
  'notification-preferences': { spaceId: 'settings', userId: 'members' },
  'question-custom': { spaceId: 'settings', addedBy: 'members' },
  'question-days': { spaceId: 'settings', customId: 'question-custom' },
  'question-answers': { spaceId: 'settings', dayId: 'question-days', userId: 'members' },
  'question-year-picks': { spaceId: 'settings', dayId: 'question-days', chosenBy: 'members' },
  capsules: { spaceId: 'settings', addedBy: 'members' },
  'capsule-photos': { capsuleId: 'capsules', photoId: 'photos' },
  'capsule-likes': { capsuleId: 'capsules', userId: 'members' },
  'capsule-comments': { capsuleId: 'capsules', spaceId: 'settings', userId: 'members' },
};

type AnyRow = Record<string, unknown>;

/**
 * What the database holds unique besides ids (a photo in one memory, one like per member, one
 * question a day, one answer per member and day, one pick a year): refused here in Turkish rather
 * than by the insert. A null key (an answer whose member is gone) is never a duplicate.
 */
const UNIQUE_KEYS: { [K in TransferKind]?: (row: ArchiveRow<K>) => string | null } = {
  'memory-photos': (p) => p.photoId,
  'capsule-photos': (p) => p.photoId,
  'memory-likes': (l) => `${l.memoryId}/${l.userId}`,
  'trip-places': (l) => `${l.tripId}/${l.placeId}`,
  'question-days': (d) => d.day,
  'question-answers': (a) => (a.userId ? `${a.dayId}/${a.userId}` : null),
  'question-year-picks': (p) => String(p.year),
  'capsule-likes': (l) => `${l.capsuleId}/${l.userId}`,
};
const rowsOf = (rows: ArchiveRows, kind: TransferKind) => rows[kind] as AnyRow[];

export interface ReferenceLimits {
  /** The server's MAX_SPACE_MEMBERS: an archive cannot bring more members than a space takes. */
  maxMembers: number;
}

/**
 * Checks that the archive is one space and nothing else: one settings row, every row in that
 * space, every id unique, every reference inside the archive, at most `maxMembers` members with
 * distinct e-mails, and every photo's blob keys the ones the server gives that photo in that
 * space (so no key can name another space's file). Throws a TransferError in Turkish.
 */
export function checkArchiveReferences(rows: ArchiveRows, limits: ReferenceLimits): void {
  if (rows.settings.length !== 1) throw new TransferError(tm.invalidRow('settings', 0));
  const spaceId = rows.settings[0].id;
  const ids = new Map<TransferKind, Set<string>>();
  const seen = new Set<string>();
  for (const kind of TRANSFER_KINDS) {
    const own = new Set<string>();
    for (const row of rowsOf(rows, kind)) {
      if (typeof row.id !== 'string') continue;
      if (seen.has(row.id)) throw new TransferError(tm.duplicateId(kind));
      seen.add(row.id);
      own.add(row.id);
    }
    ids.set(kind, own);
  }
  for (const kind of TRANSFER_KINDS) {
    const references = Object.entries(ARCHIVE_REFERENCES[kind]) as [string, TransferKind][];
    for (const row of rowsOf(rows, kind)) {
      for (const [column, target] of references) {
        const value = row[column];
        if (value === null || value === undefined) continue;
        if (target === 'settings' && value !== spaceId) throw new TransferError(tm.foreignSpace(kind));
        if (!ids.get(target)!.has(value as string)) throw new TransferError(tm.danglingReference(kind));
      }
    }
  }
  if (rows.members.length > limits.maxMembers) throw new TransferError(tm.tooManyMembers(limits.maxMembers));
  if (new Set(rows.members.map((m) => m.email)).size !== rows.members.length) throw new TransferError(tm.duplicateId('members'));
  for (const [kind, keyOf] of Object.entries(UNIQUE_KEYS) as [TransferKind, (row: AnyRow) => string | null][]) {
    const keys = rowsOf(rows, kind).map(keyOf).filter((k) => k !== null);
    if (new Set(keys).size !== keys.length) throw new TransferError(tm.duplicateId(kind));
  }
  // A stored photo belongs to one memory or one capsule, never to both; a capsule's photo is sealed
  // until the capsule's own day (an archive cannot bring a sealed letter's photo out in the open).
  const ofMemories = new Set(rows['memory-photos'].map((p) => p.photoId));
  if (rows['capsule-photos'].some((p) => ofMemories.has(p.photoId))) throw new TransferError(tm.duplicateId('capsule-photos'));
  const openDates = new Map(rows.capsules.map((c) => [c.id, c.openDate]));
  const photoRows = new Map(rows.photos.map((p) => [p.id, p]));
  for (const link of rows['capsule-photos']) {
    if (photoRows.get(link.photoId)?.sealedUntil !== openDates.get(link.capsuleId)) throw new TransferError(tm.invalidRow('capsule-photos', 0));
  }
  // One rating and one wish per member and item (the tables' unique keys).
  for (const kind of ['ratings', 'wishes'] as const) {
    const pairs = (rows[kind] as AnyRow[]).map((r) => `${String(r.movieId ?? r.seriesId ?? r.bookId ?? r.placeId)}/${String(r.memberId)}`);
    if (new Set(pairs).size !== pairs.length) throw new TransferError(tm.duplicateId(kind));
  }
  for (const photo of rows.photos) {
    const expected = photoKeys(spaceId, photo.id, photoFormatOf(photo.contentType)!);
    if (photo.key !== expected.key || photo.thumbKey !== expected.thumbKey) throw new TransferError(tm.photoKey);
  }
}

/**
 * The one entry point for an archive's data: every kind parsed against its schema, then the
 * references checked. Returns typed rows (timestamps as Dates) or throws a Turkish TransferError;
 * writes nothing. Ids are the archive's own: an import gives them new ones afterwards (remap.ts),
 * a restore keeps them.
 */
export function validateArchiveData(raw: Record<TransferKind, unknown>, limits: ReferenceLimits): ArchiveRows {
  const rows = parseArchiveRows(raw);
  // An archive of the version before İkimiz: each item's one rating becomes its adder's.
  for (const kind of Object.keys(LEGACY_RATED) as LegacyRatedKind[]) {
    (rows.ratings as AnyRow[]).push(...liftLegacyRatings(kind, rowsOf(rows, kind), rowsOf(rows, 'ratings'), false));
  }
  checkArchiveReferences(rows, limits);
  return rows;
}
