import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invites, spaces, specialDates, users } from '../../db/schema';
import type { Me, Member } from '../../../shared/auth';
import { conflict, HttpError } from '../../platform/http-errors';
import { validationMessages } from '../../../shared/validation-words';
import { accountMessages } from '../../../shared/account-words';
import { settingsExtraMessages } from '../../../shared/settings-words';
import type { Language } from '../../../shared/i18n/languages';
import { asLanguage } from '../../platform/language';
import { hashToken } from '../../platform/tokens';
import { hashPassword } from '../../platform/passwords';
import { endSessions, type SessionEnder } from '../../platform/auth/end-sessions';
import { createSession } from '../../platform/auth/sessions';

// Serialises the few writes that must see a consistent count (setup, joining a space).
const ACCOUNT_LOCK = 727275;

export const photoUrl = (photoId: string | null) => (photoId ? `/api/photos/${photoId}/thumb` : null);

export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n);
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

async function insertUser(
  tx: Db,
  input: { spaceId: string; email: string; passwordHash: string; displayName: string; language?: Language },
) {
  const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing.length) throw conflict(validationMessages.emailTaken);
  const [user] = await tx.insert(users).values(input).returning();
  return user;
}

/**
 * A new space with its first member and the special dates decisions §4 seeds.
 * With `onlyIfEmpty` it refuses when any account exists (the /setup rule).
 */
export async function createSpaceWithOwner(
  db: Db,
  input: { name: string; email: string; passwordHash: string; togetherSince: string; onlyIfEmpty?: boolean; language?: Language },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK})`);
    if (input.onlyIfEmpty && (await userCount(tx as unknown as Db)) > 0) {
      throw new HttpError(409, accountMessages.setup.alreadyDone);
    }
    const [space] = await tx
      .insert(spaces)
      .values({ name: 'Defterimiz', togetherSince: input.togetherSince })
      .returning();
    const user = await insertUser(tx as unknown as Db, {
      spaceId: space.id,
      email: input.email,
      passwordHash: input.passwordHash,
      displayName: input.name,
      language: input.language,
    });
    const year = input.togetherSince.slice(0, 4);
    // Named in the language of the moment (the new member's); shown in each reader's while unrenamed (specialDateName).
    await tx.insert(specialDates).values([
      { spaceId: space.id, name: settingsExtraMessages.anniversaryName, date: input.togetherSince, kind: 'anniversary' },
      { spaceId: space.id, name: settingsExtraMessages.valentinesName, date: `${year}-02-14`, kind: 'valentines' },
    ]);
    return { space, user };
  });
}

/** Adds a member to an existing space, within the member limit. */
export async function addMemberToSpace(
  db: Db,
  input: { spaceId: string; email: string; passwordHash: string; name: string; maxMembers: number; now?: Date; language?: Language },
  beforeInsert?: (tx: Db) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK})`);
    if (beforeInsert) await beforeInsert(t);
    const [row] = await tx.select({ n: count() }).from(users).where(eq(users.spaceId, input.spaceId));
    if (Number(row.n) >= input.maxMembers) throw new HttpError(409, accountMessages.invite.spaceFull);
    const user = await insertUser(t, {
      spaceId: input.spaceId,
      email: input.email,
      passwordHash: input.passwordHash,
      displayName: input.name,
      language: input.language,
    });
    // Full now: no link may stay open for the day a member leaves.
    if (Number(row.n) + 1 >= input.maxMembers) await endLiveInvites(t, input.spaceId, input.now ?? new Date());
    return user;
  });
}

/** Ends every invite of the space that could still be used (kept as a record, expired now). */
export async function endLiveInvites(db: Db, spaceId: string, now: Date) {
  await db
    .update(invites)
    .set({ expiresAt: now })
    .where(and(eq(invites.spaceId, spaceId), isNull(invites.usedAt), gt(invites.expiresAt, now)));
}

/** Whether the space holds `maxMembers` already (an invite to it can lead nowhere). */
export async function spaceIsFull(db: Db, spaceId: string, maxMembers: number) {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.spaceId, spaceId));
  return Number(row.n) >= maxMembers;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * A member's new password: every session of theirs ends in the same transaction, through the one
 * way sessions end (platform/auth/end-sessions.ts: their live streams close on every instance, and
 * the calendar address and push subscriptions go with them). With `renew` (the device that changed
 * it in settings) that device gets a new session: a copy of its old cookie is as dead as the
 * others. 'Şifreyi değiştir' and `npm run cli -- user:password` both come here; the caller then
 * announces a 'profile' change of the space. Returns the ended session ids and the new session.
 */
export async function replacePassword(
  ender: SessionEnder,
  userId: string,
  password: string,
  renew?: { now: Date; days: number; deviceLabel: string | null },
) {
  const passwordHash = await hashPassword(password);
  return ender.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await setPasswordHash(t, userId, passwordHash);
    const ended = await endSessions({ ...ender, db: t }, { userId });
    const session = renew ? await createSession(t, userId, renew.now, renew.days, renew.deviceLabel) : null;
    return { ended, session };
  });
}

export async function getMe(db: Db, userId: string): Promise<Me | null> {
  const rows = await db
    .select({ user: users, space: spaces })
    .from(users)
    .innerJoin(spaces, eq(spaces.id, users.spaceId))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.user.id,
    email: row.user.email,
    displayName: row.user.displayName,
    birthday: row.user.birthday,
    photoUrl: photoUrl(row.user.photoId),
    language: asLanguage(row.user.language),
    space: {
      id: row.space.id,
      name: row.space.name,
      togetherSince: row.space.togetherSince,
      timeZone: row.space.timeZone,
    },
  };
}

export async function listMembers(db: Db, spaceId: string): Promise<Member[]> {
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, photoId: users.photoId })
    .from(users)
    .where(eq(users.spaceId, spaceId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({ id: r.id, displayName: r.displayName, photoUrl: photoUrl(r.photoId) }));
}

/** A new invite ends the space's earlier ones: at most one live link per space. */
export async function createInvite(db: Db, input: { spaceId: string; createdBy: string; token: string; expiresAt: Date; now: Date }) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await endLiveInvites(t, input.spaceId, input.now);
    await t.insert(invites).values({
      spaceId: input.spaceId,
      createdBy: input.createdBy,
      tokenHash: hashToken(input.token),
      expiresAt: input.expiresAt,
    });
  });
}

/** A usable invite (not used, not expired) with its space and inviter, or null. */
export async function findUsableInvite(db: Db, token: string, now: Date) {
  const rows = await db
    .select({ invite: invites, spaceName: spaces.name, invitedBy: users.displayName })
    .from(invites)
    .innerJoin(spaces, eq(spaces.id, invites.spaceId))
    .innerJoin(users, eq(users.id, invites.createdBy))
    .where(and(eq(invites.tokenHash, hashToken(token)), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the invite used; false when someone else used it first. */
export async function claimInvite(db: Db, inviteId: string, now: Date) {
  const rows = await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.id, inviteId), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

export async function recordInviteUser(db: Db, inviteId: string, userId: string) {
  await db.update(invites).set({ usedBy: userId }).where(eq(invites.id, inviteId));
}
