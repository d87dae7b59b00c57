import { ikimizRules } from '../../../../shared/ikimiz-rule-words';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { SessionMember } from '../../../platform/context';
import { publishChange } from '../../../platform/events/sse-routes';
import { notifyPartner, notifySpace } from '../../notifications/notify';
import { MOVIE_TO_WATCH_STATUS } from '../../../../shared/movies-words';
import { BOOK_TO_READ_STATUS } from '../../../../shared/books-words';
import {
  LIST_IMPORT_PREVIEW_NAMES,
  listImportMessages as lm,
  type ListImportPreview,
  type ListImportResult,
} from '../../../../shared/list-import';
import { planAgainst, type ImportPlan } from './plan';
import { bookExists, bookFinder, movieExists, movieFinder } from './matching';
import { applyMemberSide } from './member-side';
import type { Draft } from './plan';
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

/** The file's watch-list titles already waiting in the list: the importer wishes them too. */
const waitingIn = <E extends { id: string; status: string }>(drafts: Draft<{ status: string }>[], toWatch: string, find: (v: never) => E | undefined) =>
  drafts.flatMap((d) => {
    if (d.values.status !== toWatch) return [];
    const found = find(d.values as never);
    return found && found.status === toWatch ? [found.id] : [];
  });

/** At most this many 'Eşleşme!' notifications for one import; the shelf shows them all. */
const MATCH_NOTICES = 3;

/**
 * Step two, with the same file: everything in one transaction (all rows or none), then one change
 * event for the list and at most one notification to the partner, however many rows came in. The
 * file's ratings and watch-list become the importer's own ratings and wishes (member-side.ts).
 */
export async function applyListImport(app: FastifyInstance, member: SessionMember, file: Upload): Promise<ListImportResult> {
  const upload = await readUpload(file);
  const now = app.ctx.now();
  const { plan, matches } = await app.ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockSpaceImports(db, member.spaceId);
    // Counted after the lock, inside the transaction: a second import of the space waits for this one.
    const room = (n: number) => ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: n, importing: true });
    const side = { spaceId: member.spaceId, memberId: member.id, kind: upload.kind, now };
    if (upload.kind === 'movies') {
      const existing = await existingMovies(db, member.spaceId);
      const movies = planAgainst(upload.rows, upload.drafts, upload.skipped, movieExists(existing));
      await room(movies.add.length);
      const ids = await insertMovies(db, member.spaceId, member.id, movies.add, now);
      const added = movies.add.map((draft, i) => ({ id: ids[i], draft }));
      const alreadyThere = waitingIn(upload.drafts, MOVIE_TO_WATCH_STATUS, movieFinder(existing));
      return { plan: movies, matches: await applyMemberSide(db, { ...side, toWatch: MOVIE_TO_WATCH_STATUS, added, alreadyThere }) };
    }
    const existing = await existingBooks(db, member.spaceId);
    const books = planAgainst(upload.rows, upload.drafts, upload.skipped, bookExists(existing));
    await room(books.add.length);
    const ids = await insertBooks(db, member.spaceId, member.id, books.add, now);
    const added = books.add.map((draft, i) => ({ id: ids[i], draft }));
    const alreadyThere = waitingIn(upload.drafts, BOOK_TO_READ_STATUS, bookFinder(existing));
    return { plan: books, matches: await applyMemberSide(db, { ...side, toWatch: BOOK_TO_READ_STATUS, added, alreadyThere }) };
  });
  if (plan.add.length > 0 || matches.length > 0) await publishChange(app, member.spaceId, 'wishes', member.id, member.id);
  for (const match of matches.slice(0, MATCH_NOTICES)) {
    await notifySpace(app, member.spaceId, { text: () => ({ title: ikimizRules.matchTitle, message: ikimizRules.matchMessage(match.title) }), type: 'success', push: { kind: 'ikimiz', url: `/${upload.kind}?raf=ikimiz`, tag: `match:${match.id}` } });
  }
  if (matches.length > 0 && plan.add.length === 0) await publishChange(app, member.spaceId, upload.kind, member.id);
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
