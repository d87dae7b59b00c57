import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { as, createTestApp } from './testing/test-app';
import { useCoupleApp } from './testing/couple-app';
import { createCouple, TEST_PASSWORD, type Couple } from './testing/fixtures';
import { openEventStream, type SseStream } from './testing/sse-client';
import { openSameTestDatabase, testDbKind } from './testing/test-database';
import { startLocalS3, type LocalS3 } from './testing/s3-server';
import { makeJpeg, multipartForm } from './testing/photos';
import { jobRuns, notifications, rateLimits } from './db/schema';
import { reminderTick, REMINDER_JOB } from './features/notifications/reminders';
import { createLimiter } from './platform/shared-limits';
import { messages } from '../shared/messages';
import type { Memory } from '../shared/memories';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer without sticky
 * sessions: live events, photos (one S3 bucket), rate limits and the reminder job behave as one.
 */
const HOUR = 60 * 60_000;
const env = { REMINDER_INTERVAL_MINUTES: '0', LOGIN_MAX_PER_EMAIL: '3', LOGIN_MAX_PER_IP: '100', CATALOG_MAX_PER_MINUTE: '3' };
const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe.skipIf(testDbKind !== 'postgres')('two instances on one PostgreSQL database', () => {
  let s3: LocalS3;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let c: Couple;
  let other: Couple;
  let now = new Date('2026-05-10T09:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    s3 = await startLocalS3();
    a = await createTestApp({ env: { ...env, ...s3.env }, now: clock });
    b = await createTestApp({ env: { ...env, ...s3.env }, now: clock, database: await openSameTestDatabase(a.ctx.database) });
    c = await createCouple(a);
    other = await createCouple(a, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('a quote written on A reaches the partner’s stream opened on B, and no one else’s', async () => {
    const baseB = (await b.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    const streams: SseStream[] = [];
    try {
      const partner = await openEventStream(baseB, c.partner.cookie);
      const stranger = await openEventStream(baseB, other.owner.cookie);
      streams.push(partner, stranger);
      await partner.until(() => partner.text().includes(': connected'), 5000, 'the stream to open');
      await stranger.until(() => stranger.text().includes(': connected'), 5000, 'the stream to open');
      const res = await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Seninle her gün bayram.', author: 'Ayşe' } });
      expect(res.statusCode).toBe(201);
      await partner.until(() => partner.changes().some((e) => e.topic === 'quotes'), 5000, 'the quote written on A');
      expect(partner.changes().find((e) => e.topic === 'quotes')).toMatchObject({ type: 'change', actorId: c.owner.id });
      // B answers the refetch from the shared database.
      const listed = (await as(b, c.partner.cookie)({ url: '/api/quotes' })).json();
      expect(JSON.stringify(listed)).toContain('Seninle her gün bayram.');
      // Quiet for the other couple: an event of theirs would have come in the same order.
      await other.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Zeynep Nur' } });
      await stranger.until(() => stranger.changes().some((e) => e.topic === 'profile'), 5000, 'their own change');
      expect(stranger.changes().every((e) => e.actorId === other.owner.id && e.topic !== 'quotes')).toBe(true);
    } finally {
      streams.forEach((s) => s.close());
    }
  });

  it('a photo uploaded through A is served by B from the shared bucket, to the couple only', async () => {
    const memory = (await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Ege', date: '2025-08-01', category: 'travel' } })).json()
      .memory as Memory;
    const up = await c.owner.api({
      method: 'POST',
      url: `/api/memories/${memory.id}/photos`,
      ...multipartForm({ filename: 'deniz.jpg', contentType: 'image/jpeg', bytes: await makeJpeg({ width: 400, height: 300 }) }),
    });
    const photo = (up.json().memory as Memory).photos[0];
    const fromA = await as(a, c.owner.cookie)({ url: photo.url });
    const fromB = await as(b, c.partner.cookie)({ url: photo.url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await as(b, other.owner.cookie)({ url: photo.url })).statusCode).toBe(404);
  });

  it('the login limit per e-mail is one limit across both instances', async () => {
    expect((await login(a, c.owner.email, 'yanlis-sifre-1')).statusCode).toBe(401);
    expect((await login(b, c.owner.email, 'yanlis-sifre-2')).statusCode).toBe(401);
    expect((await login(a, c.owner.email, 'yanlis-sifre-3')).statusCode).toBe(401);
    // Three failures in all (a per-instance limit would allow three on each): both refuse now,
    // even the right password.
    for (const app of [b, a]) {
      const res = await login(app, c.owner.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(messages.auth.tooManyAttempts);
    }
    expect((await login(b, c.partner.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The table keeps hashes, never the e-mail itself.
    const rows = await a.ctx.db.select().from(rateLimits);
    expect(JSON.stringify(rows)).not.toContain(c.owner.email);
    // After the window (15 minutes) the member may try again, on either instance.
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect((await login(b, c.owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('the catalogue limit per member is one limit across both instances', async () => {
    const search = (app: FastifyInstance, cookie: string) => as(app, cookie)({ url: '/api/catalog/movies/search?q=matrix' });
    expect((await search(a, c.owner.cookie)).statusCode).toBe(200);
    expect((await search(b, c.owner.cookie)).statusCode).toBe(200);
    expect((await search(a, c.owner.cookie)).statusCode).toBe(200);
    for (const app of [b, a]) {
      const res = await search(app, c.owner.cookie);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe(messages.http.rateLimited);
    }
    expect((await search(b, c.partner.cookie)).statusCode).toBe(200);
    now = new Date(now.getTime() + 61_000);
    expect((await search(b, c.owner.cookie)).statusCode).toBe(200);
  });

  it('counts hits arriving at once on both instances exactly (one upsert each, no lost update)', async () => {
    const onA = createLimiter(a.ctx, 'test-burst', 10, 60_000);
    const onB = createLimiter(b.ctx, 'test-burst', 10, 60_000);
    const admitted = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? onA : onB).hit('ayni-anahtar')));
    expect(admitted.filter(Boolean)).toHaveLength(10);
    expect(await onA.isLimited('ayni-anahtar')).toBe(true);
    expect(await onB.isLimited('baska-anahtar')).toBe(false);
    await onB.reset('ayni-anahtar');
    expect(await onA.isLimited('ayni-anahtar')).toBe(false);
  });

  it('the reminder job runs once per interval across both instances', async () => {
    // A special date today: 10 May in Istanbul.
    await c.owner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: 'İlk Buluşma', date: '2024-05-10' } });
    const reminders = async () =>
      (await a.ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, c.partner.id)))[0].n;
    const before = await reminders();

    // Both instances tick at the same moment, several times over: exactly one tick runs.
    const ticks = await Promise.all([a, b, a, b, a, b].map((app) => reminderTick(app, HOUR)));
    expect(ticks.filter(Boolean)).toHaveLength(1);
    expect(await reminders()).toBe(before + 1);

    // Later within the interval: no one runs it.
    now = new Date(now.getTime() + 30 * 60_000);
    expect(await Promise.all([reminderTick(a, HOUR), reminderTick(b, HOUR)])).toEqual([false, false]);

    // Once the interval has passed, one instance runs it again (whichever asks first).
    now = new Date(now.getTime() + 31 * 60_000);
    const next = await Promise.all([reminderTick(b, HOUR), reminderTick(a, HOUR)]);
    expect(next.filter(Boolean)).toHaveLength(1);
    const [run] = await b.ctx.db.select().from(jobRuns).where(eq(jobRuns.name, REMINDER_JOB));
    expect(run.runs).toBe(2);
    expect(run.lastStartedAt.getTime()).toBe(now.getTime());
  });
});

describe.skipIf(testDbKind !== 'pglite')('one instance on PGlite: limits and the job stay in memory', () => {
  const t = useCoupleApp({ env });

  it('counts logins in memory (the table stays empty) and still limits', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t.app, t.c.owner.email, `yanlis-sifre-${i}`)).statusCode).toBe(401);
    expect((await login(t.app, t.c.owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect(await t.app.ctx.db.select().from(rateLimits)).toEqual([]);
  });

  it('runs the reminder job on every tick (one process, no claim)', async () => {
    expect(await reminderTick(t.app, HOUR)).toBe(true);
    expect(await reminderTick(t.app, HOUR)).toBe(true);
    expect(await t.app.ctx.db.select().from(jobRuns)).toEqual([]);
  });
});
