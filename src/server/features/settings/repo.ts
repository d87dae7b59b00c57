import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Language } from '../../../shared/i18n/languages';
import { spaces, specialDates, users } from '../../db/schema';
import { settingsExtraMessages, specialDateName, type SpecialDate, type SpecialDateKind } from '../../../shared/settings';
import { rowOfSpace } from '../../platform/owned-records';

type MemberRef = { id: string; spaceId: string };

/**
 * Display name and birthday. A birthday keeps one 'Doğum Günü' special date (kind 'birthday',
 * user_id = the member) in step: set → created or moved, cleared → removed.
 */
export async function updateProfile(
  db: Db,
  member: MemberRef,
  input: { displayName?: string; birthday?: string | null; language?: Language },
) {
  await db.transaction(async (tx) => {
    if (input.displayName !== undefined || input.birthday !== undefined || input.language !== undefined) {
      await tx
        .update(users)
        .set({
          ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
          ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
          ...(input.language !== undefined ? { language: input.language } : {}),
        })
        .where(and(eq(users.id, member.id), eq(users.spaceId, member.spaceId)));
    }
    if (input.birthday === undefined) return;
    const mine = and(
      eq(specialDates.spaceId, member.spaceId),
      eq(specialDates.kind, 'birthday'),
      eq(specialDates.userId, member.id),
    );
    if (input.birthday === null) {
      await tx.delete(specialDates).where(mine);
      return;
    }
    const moved = await tx.update(specialDates).set({ date: input.birthday }).where(mine).returning({ id: specialDates.id });
    if (moved.length === 0) {
      await tx.insert(specialDates).values({
        spaceId: member.spaceId,
        name: settingsExtraMessages.birthdayName,
        date: input.birthday,
        kind: 'birthday',
        userId: member.id,
      });
    }
  });
}

export async function setProfilePhoto(db: Db, member: MemberRef, photoId: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ photoId: users.photoId })
      .from(users)
      .where(and(eq(users.id, member.id), eq(users.spaceId, member.spaceId)))
      .for('update');
    await tx
      .update(users)
      .set({ photoId })
      .where(and(eq(users.id, member.id), eq(users.spaceId, member.spaceId)));
    return row?.photoId ?? null;
  });
}

/**
 * Space name, time zone and together-since date. The anniversary ('Ay Dönümümüz', kind
 * 'anniversary') follows the together-since date: changing the date moves it too.
 */
export async function updateSpace(
  db: Db,
  spaceId: string,
  input: { name?: string; togetherSince?: string; timeZone?: string },
) {
  await db.transaction(async (tx) => {
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.togetherSince !== undefined ? { togetherSince: input.togetherSince } : {}),
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    };
    if (Object.keys(changes).length) await tx.update(spaces).set(changes).where(eq(spaces.id, spaceId));
    if (input.togetherSince !== undefined) {
      await tx
        .update(specialDates)
        .set({ date: input.togetherSince })
        .where(and(eq(specialDates.spaceId, spaceId), eq(specialDates.kind, 'anniversary')));
    }
  });
}

export async function getSpace(db: Db, spaceId: string) {
  const [row] = await db.select().from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  return row ?? null;
}

/**
 * The space's special dates as stored, with each birthday's member name, by month and day: their
 * shown names are made in the reader's language (specialDateName), so a reminder makes them for
 * each recipient.
 */
export async function listSpecialDateRows(db: Db, spaceId: string) {
  const rows = await db
    .select({
      id: specialDates.id,
      name: specialDates.name,
      date: specialDates.date,
      kind: specialDates.kind,
      userId: specialDates.userId,
      memberName: users.displayName,
    })
    .from(specialDates)
    .leftJoin(users, and(eq(users.id, specialDates.userId), eq(users.spaceId, specialDates.spaceId)))
    .where(eq(specialDates.spaceId, spaceId))
    .orderBy(asc(specialDates.createdAt), asc(specialDates.id));
  return rows.sort((a, b) => a.date.slice(5).localeCompare(b.date.slice(5)));
}

/** The space's special dates as the list and the countdown show them (in the requester's language), by month and day. */
export async function listSpecialDates(db: Db, spaceId: string): Promise<SpecialDate[]> {
  return (await listSpecialDateRows(db, spaceId)).map((r) => ({
    id: r.id,
    name: specialDateName(r),
    date: r.date,
    kind: r.kind as SpecialDateKind,
    userId: r.userId,
  }));
}

export const findSpecialDate = (db: Db, spaceId: string, id: string) => rowOfSpace(db, specialDates, spaceId, id);

export async function insertSpecialDate(db: Db, spaceId: string, input: { name: string; date: string }) {
  const [row] = await db
    .insert(specialDates)
    .values({ spaceId, name: input.name, date: input.date, kind: 'custom' })
    .returning({ id: specialDates.id });
  return row.id;
}

export async function updateSpecialDate(db: Db, spaceId: string, id: string, input: { name?: string; date?: string }) {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.date !== undefined ? { date: input.date } : {}),
  };
  if (!Object.keys(changes).length) return;
  await db
    .update(specialDates)
    .set(changes)
    .where(and(eq(specialDates.id, id), eq(specialDates.spaceId, spaceId)));
}

export async function deleteSpecialDate(db: Db, spaceId: string, id: string) {
  await db.delete(specialDates).where(and(eq(specialDates.id, id), eq(specialDates.spaceId, spaceId)));
}
