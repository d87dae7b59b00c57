import { ikimizRules } from '../../../../shared/ikimiz-rule-words';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { SessionMember } from '../../../platform/context';
import { publishChange } from '../../../platform/events/sse-routes';
import { notifyPartner, notifySpace } from '../../notifications/notify';
import { MOVIE_TO_WATCH_STATUS } from '../../../../shared/movies-words';
import type { MovieValues } from '../../../../shared/movies';
import type { BookDraftValues } from './goodreads';
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

type Values = { status: string; rating: number | null; note: string };
type Item = { id: string; status: string };

/**
 * What differs between the lists an import fills: the space's items a row is matched against,
 * how a row is found among them, how new rows are written, and the status of the watch-list.
 */
interface ListSide<V extends Values, E extends Item> {
  existing: (db: Db, spaceId: string) => PromiseLike<E[]>;
  exists: (existing: E[]) => (values: V) => boolean;
  finder: (existing: E[]) => (values: V) => E | undefined;
  insert: (tx: Db, spaceId: string, addedBy: string, drafts: Draft<V>[], now: Date) => Promise<string[]>;
  toWatch: string;
}

type MovieItem = Awaited<ReturnType<typeof existingMovies>>[number];
type BookItem = Awaited<ReturnType<typeof existingBooks>>[number];
const moviesSide: ListSide<MovieValues, MovieItem> = { existing: existingMovies, exists: movieExists, finder: movieFinder, insert: insertMovies, toWatch: MOVIE_TO_WATCH_STATUS };
const booksSide: ListSide<BookDraftValues, BookItem> = { existing: existingBooks, exists: bookExists, finder: bookFinder, insert: insertBooks, toWatch: BOOK_TO_READ_STATUS };

type UploadOf<V> = { rows: number; drafts: Draft<V>[]; skipped: ParsedUpload['skipped'] };

/** The upload against the space's list as it is now (in the apply: inside its transaction, after its lock). */
async function planWith<V extends Values, E extends Item>(db: Db, spaceId: string, upload: UploadOf<V>, side: ListSide<V, E>) {
  const existing = await side.existing(db, spaceId);
  return { existing, plan: planAgainst(upload.rows, upload.drafts, upload.skipped, side.exists(existing)) };
}

async function planFor(db: Db, spaceId: string, upload: ParsedUpload): Promise<ImportPlan<Values>> {
  const { plan } = upload.kind === 'movies' ? await planWith(db, spaceId, upload, moviesSide) : await planWith(db, spaceId, upload, booksSide);
  return plan;
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
    const who = { spaceId: member.spaceId, memberId: member.id, kind: upload.kind, now };
    const fill = async <V extends Values, E extends Item>(u: UploadOf<V>, side: ListSide<V, E>) => {
      const { existing, plan } = await planWith(db, member.spaceId, u, side);
      await room(plan.add.length);
      const ids = await side.insert(db, member.spaceId, member.id, plan.add, now);
      const added = plan.add.map((draft, i) => ({ id: ids[i], draft }));
      const alreadyThere = waitingIn(u.drafts, side.toWatch, side.finder(existing));
      return { plan: plan as ImportPlan<Values>, matches: await applyMemberSide(db, { ...who, toWatch: side.toWatch, added, alreadyThere }) };
    };
    return upload.kind === 'movies' ? fill(upload, moviesSide) : fill(upload, booksSide);
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
