import type { MovieValues } from '../../../../shared/movies';
import { LIST_IMPORT_MAX_BYTES, LIST_IMPORT_MAX_ROWS, listImportMessages as lm, type ListImportSkipped } from '../../../../shared/list-import';
import { readAll, walkZip } from '../zip-reader';
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
/** A CSV inside a ZIP may be larger than the ZIP; past this it is a bomb, not a list. */
const MAX_ENTRY_BYTES = 8 * LIST_IMPORT_MAX_BYTES;

const isZip = (upload: Upload) => upload.bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'));

/** The list files of a ZIP (root-level names only: likes/films.csv has watched.csv's columns too). */
async function zipTables(bytes: Buffer): Promise<{ name: string; table: CsvTable }[]> {
  const found: { name: string; bytes: Buffer }[] = [];
  try {
    await walkZip({ buffer: bytes }, async (name, open) => {
      if (!(name in LETTERBOXD_FILES) && name !== GOODREADS_FILE) return;
      found.push({ name, bytes: await readAll(await open(), MAX_ENTRY_BYTES) });
    });
  } catch {
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
