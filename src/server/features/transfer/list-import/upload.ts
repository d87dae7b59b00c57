import type { MovieValues } from '../../../../shared/movies';
import { LIST_IMPORT_MAX_BYTES, LIST_IMPORT_MAX_ROWS, listImportMessages as lm, type ListImportSkipped } from '../../../../shared/list-import';
import { readAll, TransferError, walkZip } from '../zip-reader';
import { badRequest } from '../../../platform/http-errors';
import { parseCsv, type CsvTable } from './csv';
import { goodreadsFile, isGoodreads, type BookDraftValues } from './goodreads';
import { LETTERBOXD_FILES, letterboxdFile, letterboxdList, mergeLetterboxd } from './letterboxd';
import type { Draft } from './plan';

export type ParsedUpload =
  | { source: 'letterboxd'; kind: 'movies'; rows: number; drafts: Draft<MovieValues>[]; skipped: ListImportSkipped[] }
  | { source: 'goodreads'; kind: 'books'; rows: number; drafts: Draft<BookDraftValues>[]; skipped: ListImportSkipped[] };

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

const GOODREADS_FILE = 'goodreads_library_export.csv';
/**
 * Limits on a ZIP, counted while it is read (headers are not trusted): at most this many entries
 * of any name (Letterboxd's export has a few dozen), and at most this many bytes unpacked from
 * the list files together. Past either it is a bomb, not a list.
 */
export const LIST_ZIP_MAX_ENTRIES = 1000;
export const LIST_ZIP_MAX_UNPACKED = 4 * LIST_IMPORT_MAX_BYTES;
const LIST_NAMES = new Set([...Object.keys(LETTERBOXD_FILES), GOODREADS_FILE]);

const isZip = (upload: Upload) => upload.bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'));

/**
 * The list files of a ZIP (root-level names only: likes/films.csv has watched.csv's columns too),
 * each name accepted once. Refused with a Turkish 400 the moment a limit is passed.
 */
async function zipTables(bytes: Buffer): Promise<{ name: string; table: CsvTable }[]> {
  const found: { name: string; bytes: Buffer }[] = [];
  let entries = 0;
  let unpacked = 0;
  try {
    await walkZip({ buffer: bytes }, async (name, open) => {
      entries += 1;
      if (entries > LIST_ZIP_MAX_ENTRIES) throw new TransferError(lm.zipTooBig);
      if (!LIST_NAMES.has(name)) return;
      if (found.some((f) => f.name === name)) throw new TransferError(lm.zipRepeated);
      const data = await readAll(await open(), LIST_ZIP_MAX_UNPACKED - unpacked, lm.zipTooBig);
      unpacked += data.length;
      found.push({ name, bytes: data });
    });
  } catch (err) {
    if (err instanceof TransferError && (err.message === lm.zipTooBig || err.message === lm.zipRepeated)) throw badRequest(err.message);
    throw badRequest(lm.unreadable);
  }
  if (found.length === 0) throw badRequest(lm.zipWithoutLists);
  return found.map((f) => ({ name: f.name, table: parseCsv(f.bytes) }));
}

/**
 * An uploaded file (one CSV, or Letterboxd's whole ZIP) read into drafts, or refused with a
 * Turkish message: not a CSV/ZIP, columns of neither app, both apps at once, empty, too many rows.
 */
export async function readUpload(upload: Upload): Promise<ParsedUpload> {
  if (upload.bytes.length === 0) throw badRequest(lm.empty);
  const tables = isZip(upload) ? await zipTables(upload.bytes) : [{ name: upload.fileName, table: parseCsv(upload.bytes) }];
  const rows = tables.reduce((n, t) => n + t.table.rows.length, 0);
  if (rows > LIST_IMPORT_MAX_ROWS) throw badRequest(lm.tooManyRows);

  const goodreads = tables.filter((t) => isGoodreads(t.table));
  const letterboxd = tables.flatMap((t) => {
    const list = letterboxdList(t.table, t.name);
    return list ? [{ list, table: t.table }] : [];
  });
  if (goodreads.length + letterboxd.length !== tables.length) throw badRequest(lm.unknownColumns);
  if (goodreads.length && letterboxd.length) throw badRequest(lm.mixed);
  if (rows === 0) throw badRequest(lm.empty);

  if (goodreads.length) {
    const files = goodreads.map((t) => goodreadsFile(t.table));
    return { source: 'goodreads', kind: 'books', rows, drafts: files.flatMap((f) => f.kept), skipped: files.flatMap((f) => f.skipped) };
  }
  // ratings.csv first, so a film in several lists keeps its rated row's place.
  const order = { ratings: 0, watched: 1, watchlist: 2 };
  const files = letterboxd.sort((a, b) => order[a.list] - order[b.list]).map((f) => letterboxdFile(f.list, f.table));
  return { source: 'letterboxd', kind: 'movies', rows, drafts: mergeLetterboxd(files.map((f) => f.kept)), skipped: files.flatMap((f) => f.skipped) };
}
