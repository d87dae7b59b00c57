import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { pickColumns } from '../../db/pick-columns';
import { notificationPreferences, notifications, pushQueue, pushSubscriptions, spaces } from '../../db/schema';
import { DEFAULT_PREFERENCES, formatClock, parseClock, type NotificationPreferences, type PushKind } from '../../../shared/push-words';

/** Everything the server keeps of push: all SQL of the push tables lives here. */

type Member = { id: string; spaceId: string; sessionId: string };

// ---- Subscriptions (devices) ----

/**
 * Keeps a browser's subscription for the signed-in member and session. An endpoint is one browser
 * and belongs to the member who handed it in: the same member handing it in again (a new sign-in
 * on that browser, new keys) moves it to this session; another member — the partner or anyone
 * else — gets null and nothing changes (it is free again once its holder signs out there).
 */
export async function upsertSubscription(db: Db, member: Member, sub: { endpoint: string; p256dh: string; auth: string }, label: string | null) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ spaceId: member.spaceId, userId: member.id, sessionId: member.sessionId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, deviceLabel: label })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { sessionId: member.sessionId, p256dh: sub.p256dh, auth: sub.auth, deviceLabel: label },
      // One statement, so two members posting the same endpoint at once cannot both win.
      setWhere: and(eq(pushSubscriptions.userId, member.id), eq(pushSubscriptions.spaceId, member.spaceId)),
    })
    .returning();
  return row ?? null;
}

/**
 * At most `max` devices per member: the one just registered (`keep`) and the newest others; the
 * oldest go (issue 33: one member's hundreds of subscriptions made every couple's push wait).
 * Two registrations at the same moment may leave one over for a while; the next one trims it.
 */
export async function keepNewestDevices(db: Db, member: { id: string; spaceId: string }, keep: string, max: number): Promise<number> {
  const others = and(own(member), ne(pushSubscriptions.id, keep));
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(others)
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(Math.max(0, max - 1));
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(others, notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

const own = (member: { id: string; spaceId: string }) => and(eq(pushSubscriptions.userId, member.id), eq(pushSubscriptions.spaceId, member.spaceId));

/** Removes the member's own subscription with that endpoint; false when it is not theirs. */
export async function deleteOwnByEndpoint(db: Db, member: { id: string; spaceId: string }, endpoint: string) {
  const rows = await db.delete(pushSubscriptions).where(and(own(member), eq(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteOwnById(db: Db, member: { id: string; spaceId: string }, id: string) {
  const rows = await db.delete(pushSubscriptions).where(and(own(member), eq(pushSubscriptions.id, id))).returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function listOwnDevices(db: Db, member: { id: string; spaceId: string }) {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, label: pushSubscriptions.deviceLabel, createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt })
    .from(pushSubscriptions)
    .where(own(member))
    .orderBy(pushSubscriptions.createdAt);
}

export async function findOwnByEndpoint(db: Db, member: { id: string; spaceId: string }, endpoint: string) {
  const [row] = await db.select().from(pushSubscriptions).where(and(own(member), eq(pushSubscriptions.endpoint, endpoint)));
  return row ?? null;
}

export async function deleteSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

// ---- Preferences ----

type PrefRow = typeof notificationPreferences.$inferSelect;

const presentPrefs = (row: PrefRow | undefined): NotificationPreferences =>
  row
    ? { disabledKinds: row.disabledKinds as PushKind[], quietEnabled: row.quietEnabled, quietStart: formatClock(row.quietStart), quietEnd: formatClock(row.quietEnd) }
    : DEFAULT_PREFERENCES;

export async function getPreferences(db: Db, member: { id: string; spaceId: string }): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, member.id), eq(notificationPreferences.spaceId, member.spaceId)));
  return presentPrefs(row);
}

export async function savePreferences(db: Db, member: { id: string; spaceId: string }, prefs: NotificationPreferences, now: Date) {
  const values = {
    disabledKinds: [...new Set(prefs.disabledKinds)],
    quietEnabled: prefs.quietEnabled,
    quietStart: parseClock(prefs.quietStart)!,
    quietEnd: parseClock(prefs.quietEnd)!,
    updatedAt: now,
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId: member.id, spaceId: member.spaceId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return presentPrefs(row);
}

// ---- The queue ----

/** The devices of these members of the space, each with its member's preferences and the space's zone. */
export async function devicesToPush(db: Db, spaceId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      ...pickColumns(pushSubscriptions, ['id', 'userId']),
      timeZone: spaces.timeZone,
      ...pickColumns(notificationPreferences, ['disabledKinds', 'quietEnabled', 'quietStart', 'quietEnd']),
    })
    .from(pushSubscriptions)
    .innerJoin(spaces, eq(spaces.id, pushSubscriptions.spaceId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.spaceId, spaceId), inArray(pushSubscriptions.userId, userIds)));
}

export async function unreadCounts(db: Db, spaceId: string, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(eq(notifications.spaceId, spaceId), inArray(notifications.userId, userIds), eq(notifications.read, false)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/**
 * Puts a push into each device's row for `tag`: a new row, or the one still waiting (its text
 * replaced, its count up). Never earlier than `collapseMs` after the last send of that tag to that
 * device, so a burst of one tag sends one push now and one summary later.
 */
export async function enqueue(db: Db, rows: { subscriptionId: string; tag: string; payload: Record<string, unknown>; dueAt: Date }[], collapseMs: number) {
  if (rows.length === 0) return;
  await db
    .insert(pushQueue)
    .values(rows.map((r) => ({ ...r, count: 1, version: 1, pending: true })))
    .onConflictDoUpdate({
      target: [pushQueue.subscriptionId, pushQueue.tag],
      set: {
        payload: sql`excluded.payload`,
        version: sql`${pushQueue.version} + 1`,
        count: sql`case when ${pushQueue.pending} then ${pushQueue.count} + 1 else 1 end`,
        attempts: sql`case when ${pushQueue.pending} then ${pushQueue.attempts} else 0 end`,
        pending: sql`true`,
        dueAt: sql`greatest(
          excluded.due_at,
          case when ${pushQueue.pending} then ${pushQueue.dueAt} else excluded.due_at end,
          coalesce(${pushQueue.lastSentAt} + (${collapseMs} * interval '1 millisecond'), excluded.due_at))`,
      },
    });
}

export interface ClaimedPush {
  id: string;
  subscriptionId: string;
  payload: Record<string, unknown>;
  count: number;
  version: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Takes up to `limit` due pushes for this instance, shared fairly between spaces (issue 33): each
 * space with pushes due gets an equal share of the round (`limit` ÷ spaces, at least one), the
 * spaces waiting longest first when there are more than `limit`. So one space's backlog of
 * hundreds of rows takes its share of each round, and another couple's push goes in the next
 * round instead of after the whole backlog; a space alone still gets the whole round. Rows locked
 * by another instance's claim are skipped (SKIP LOCKED), and a claimed row stays out of other
 * claims until `lockMs` passes (an instance that died mid-send is taken over then).
 */
export async function claimDue(db: Db, now: Date, lockMs: number, limit: number): Promise<ClaimedPush[]> {
  const until = new Date(now.getTime() + lockMs).toISOString();
  const at = now.toISOString();
  // Both selects name the queue `q`.
  const due = sql`q.pending and q.due_at <= ${at} and (q.locked_until is null or q.locked_until <= ${at})`;
  const claimed = await rowsOf<{ id: string }>(db, sql`
    with due_spaces as (
      select s.space_id, min(q.due_at) as oldest
      from push_queue q join push_subscriptions s on s.id = q.subscription_id
      where ${due}
      group by s.space_id),
    served as (
      select space_id, greatest(1, ${limit} / (select count(*) from due_spaces))::int as share
      from due_spaces order by oldest limit ${limit})
    update push_queue set locked_until = ${until}
    where id in (
      select picked.id from served cross join lateral (
        select q.id from push_subscriptions s join push_queue q on q.subscription_id = s.id
        where s.space_id = served.space_id and ${due}
        order by q.due_at limit served.share
        for update of q skip locked) picked)
    returning id`);
  const ids = claimed.map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .select({
      ...pickColumns(pushQueue, ['id', 'subscriptionId', 'payload', 'count', 'version', 'attempts']),
      ...pickColumns(pushSubscriptions, ['endpoint', 'p256dh', 'auth']),
    })
    .from(pushQueue)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId))
    .where(inArray(pushQueue.id, ids));
}

/** Sent: the row rests, unless a newer push came into it meanwhile (then it waits its turn). */
export async function markSent(db: Db, push: ClaimedPush, now: Date, collapseMs: number) {
  const next = new Date(now.getTime() + collapseMs);
  await db
    .update(pushQueue)
    .set({
      lastSentAt: now,
      lockedUntil: null,
      attempts: 0,
      pending: sql`${pushQueue.version} <> ${push.version}`,
      count: sql`greatest(${pushQueue.count} - ${push.count}, 0)`,
      dueAt: sql`case when ${pushQueue.version} <> ${push.version} then greatest(${pushQueue.dueAt}, ${next.toISOString()}::timestamptz) else ${pushQueue.dueAt} end`,
    })
    .where(eq(pushQueue.id, push.id));
  await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, push.subscriptionId));
}

/** Tried again at `dueAt` (429, 5xx, no answer). */
export async function markRetry(db: Db, id: string, dueAt: Date) {
  await db
    .update(pushQueue)
    .set({ lockedUntil: null, attempts: sql`${pushQueue.attempts} + 1`, dueAt: sql`greatest(${pushQueue.dueAt}, ${dueAt.toISOString()}::timestamptz)` })
    .where(eq(pushQueue.id, id));
}

/** Given up (refused for good, or too many tries): the row rests until the next push of its tag. */
export async function dropPush(db: Db, id: string) {
  await db.update(pushQueue).set({ lockedUntil: null, pending: false, count: 0, attempts: 0 }).where(eq(pushQueue.id, id));
}
