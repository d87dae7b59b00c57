import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { SessionMember } from '../../../platform/context';
import { publishChange } from '../../../platform/events/sse-routes';
import { notifyPartner } from '../../notifications/notify';
import {
  LIST_IMPORT_PREVIEW_NAMES,
  listImportMessages as lm,
  type ListImportPreview,
  type ListImportResult,
} from '../../../../shared/list-import';
import { planAgainst, type ImportPlan } from './plan';
import { bookExists, movieExists } from './matching';
import { existingBooks, existingMovies, insertBooks, insertMovies, lockSpaceImports } from './repo';
import { readUpload, type ParsedUpload, type Upload } from './upload';
import { ensureRoom } from '../../../platform/space-limits';

type MoviesUpload = Extract<ParsedUpload, { kind: 'movies' }>;
type BooksUpload = Extract<ParsedUpload, { kind: 'books' }>;

/** The upload against the space's list as it is now (in the apply: inside its transaction, after its lock). */
const planMovies = async (db: Db, spaceId: string, upload: MoviesUpload) =>
  planAgainst(upload.rows, upload.drafts, upload.skipped, movieExists(await existingMovies(db, spaceId)));
const planBooks = async (db: Db, spaceId: string, upload: BooksUpload) =>
  planAgainst(upload.rows, upload.drafts, upload.skipped, bookExists(await existingBooks(db, spaceId)));

async function planFor(db: Db, spaceId: string, upload: ParsedUpload): Promise<ImportPlan<{ status: string; rating: number | null }>> {
  return upload.kind === 'movies' ? planMovies(db, spaceId, upload) : planBooks(db, spaceId, upload);
}

/** Step one: what would be added and what skipped. Writes nothing. */
export async function previewListImport(db: Db, spaceId: string, file: Upload): Promise<ListImportPreview> {
  const upload = await readUpload(file);
  const plan = await planFor(db, spaceId, upload);
  return {
    source: upload.source,
    kind: upload.kind,
    rows: plan.rows,
    toAdd: plan.add.length,
    skippedCount: plan.skipped.length,
    add: plan.add.slice(0, LIST_IMPORT_PREVIEW_NAMES).map((d) => ({
      title: d.title,
      detail: d.detail,
      status: d.values.status,
      rating: d.values.rating,
    })),
    skipped: plan.skipped.slice(0, LIST_IMPORT_PREVIEW_NAMES),
  };
}

/**
 * Step two, with the same file: everything in one transaction (all rows or none), then one change
 * event for the list and at most one notification to the partner, however many rows came in.
 */
export async function applyListImport(app: FastifyInstance, member: SessionMember, file: Upload): Promise<ListImportResult> {
  const upload = await readUpload(file);
  const now = app.ctx.now();
  const plan = await app.ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockSpaceImports(db, member.spaceId);
    // Counted after the lock, inside the transaction: a second import of the space waits for this one.
    const room = (n: number) => ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: n });
    if (upload.kind === 'movies') {
      const movies = await planMovies(db, member.spaceId, upload);
      await room(movies.add.length);
      await insertMovies(db, member.spaceId, member.id, movies.add, now);
      return movies;
    }
    const books = await planBooks(db, member.spaceId, upload);
    await room(books.add.length);
    await insertBooks(db, member.spaceId, member.id, books.add, now);
    return books;
  });
  const added = plan.add.length;
  if (added > 0) {
    await publishChange(app, member.spaceId, upload.kind, member.id);
    await notifyPartner(app, member, {
      text: () => ({ title: lm.notificationTitle, message: lm.notification(member.displayName, added, upload.source, upload.kind) }),
      push: { kind: 'lists', url: `/${upload.kind}` },
    });
  }
  return { source: upload.source, kind: upload.kind, added, skippedCount: plan.skipped.length };
}
