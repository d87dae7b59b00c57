import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { music, users } from '../../db/schema';
import type { Music } from '../../../shared/music';
import { adderJoin, ownedColumns, presentOwned, ownedRepo, type OwnedInsert } from '../../platform/owned-records';

/** A song's own fields as the table takes them (the kit sets space, adder and time). */
export type MusicFields = OwnedInsert<typeof music, 'addedBy'>;

const columns = ownedColumns(music, ['id', 'videoId', 'title', 'artist', 'cover', 'date', 'createdAt']);

const selectMusic = (db: Db) => db.select(columns).from(music).leftJoin(users, adderJoin(music));

/** A row as the select above reads it (derived from the columns, never retyped). */
type Row = Awaited<ReturnType<typeof selectMusic>>[number];

/** The one shape a song leaves the server in (HTTP and, later, export). */
const present = (r: Row): Music => presentOwned(r);

/** One day's songs of a space, in the order they were added (index music_space_day_idx). */
export async function listMusicOfDay(db: Db, spaceId: string, date: string): Promise<Music[]> {
  const rows = await selectMusic(db)
    .where(and(eq(music.spaceId, spaceId), eq(music.date, date)))
    .orderBy(asc(music.createdAt), asc(music.id));
  return rows.map(present);
}

export async function findMusic(db: Db, spaceId: string, id: string): Promise<Music | null> {
  const [row] = await selectMusic(db).where(and(eq(music.id, id), eq(music.spaceId, spaceId))).limit(1);
  return row ? present(row) : null;
}

export async function hasMusicOn(db: Db, spaceId: string, memberId: string, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: music.id })
    .from(music)
    .where(and(eq(music.spaceId, spaceId), eq(music.addedBy, memberId), eq(music.date, date)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds the member's song of the day; null when they already have one for that day. The unique
 * index decides, so of two requests racing each other exactly one gets a row back.
 */
export async function insertMusic(db: Db, spaceId: string, addedBy: string, fields: MusicFields, now: Date): Promise<string | null> {
  const rows = await db
    .insert(music)
    .values({ spaceId, addedBy, ...fields, createdAt: now })
    .onConflictDoNothing({ target: [music.spaceId, music.addedBy, music.date] })
    .returning({ id: music.id });
  return rows[0]?.id ?? null;
}

/** Delete (and the space-scoped id condition): the owned-record kit; the insert above keeps its own conflict rule. */
export const musicRepo = ownedRepo(music);
