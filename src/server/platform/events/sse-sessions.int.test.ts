import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, sessionCookie, type Couple } from '../../testing/fixtures';
import { openConnectedStream, openEventStream, type SseStream } from '../../testing/sse-client';
import { openSameTestDatabase, testDbKind } from '../../testing/test-database';
import { hashToken } from '../tokens';
import { endSessions } from '../auth/end-sessions';
import { publishChange } from './sse-routes';
import { eq } from 'drizzle-orm';
import { sessions as sessionsTable } from '../../db/schema';

// Heartbeats a minute apart: whatever ends a stream in these tests is not the heartbeat's check.
const env = { SSE_HEARTBEAT_SECONDS: '60', SSE_MAX_PER_MEMBER: '3' };
const listen = async (app: FastifyInstance) => (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
const connected = (s: SseStream) => s.until(() => s.text().includes(': connected'), 5000, 'the stream to open');
const sessionIdOf = (cookie: string) => hashToken(cookie.split('=')[1]);

describe('live streams end with their session and are capped per member', () => {
  let app: FastifyInstance;
  let base: string;
  let c: Couple;
  const streams: SseStream[] = [];
  const open = (cookie: string) => openConnectedStream(base, cookie, streams);

  beforeAll(async () => {
    app = await createTestApp({ env });
    base = await listen(app);
    c = await createCouple(app);
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await app.close();
  });

  it('a logout closes the stream at once: no event reaches it afterwards', async () => {
    const cookie = await sessionCookie(app, c.partner.id);
    const s = await open(cookie);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    await s.until(() => s.ended(), 2000, 'the stream to end with the logout');
    await publishChange(app, c.spaceId, 'movies', c.owner.id);
    expect(s.changes()).toEqual([]);
  });

  it('endSessions of a member (password change, "all devices") closes every stream of theirs, not the partner’s', async () => {
    const phone = await sessionCookie(app, c.owner.id);
    const laptop = await sessionCookie(app, c.owner.id);
    const [p, l] = [await open(phone), await open(laptop)];
    const partner = await open(c.partner.cookie);
    const ended = await endSessions(app.ctx, { userId: c.owner.id });
    expect(ended).toEqual(expect.arrayContaining([sessionIdOf(phone), sessionIdOf(laptop)]));
    await p.until(() => p.ended(), 2000, 'the phone’s stream to end');
    await l.until(() => l.ended(), 2000, 'the laptop’s stream to end');
    expect((await app.inject({ url: '/api/movies', headers: { cookie: phone } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/movies', headers: { cookie: laptop } })).statusCode).toBe(401);
    await publishChange(app, c.spaceId, 'movies', null);
    await partner.until(() => partner.changes().length > 0, 3000, 'the partner’s event');
    partner.close();
  });

  it('a member holds at most SSE_MAX_PER_MEMBER streams: a new one closes their oldest, not others’', async () => {
    const cookie = await sessionCookie(app, c.owner.id);
    const partner = await open(c.partner.cookie);
    const mine: SseStream[] = [];
    for (let i = 0; i < 6; i++) mine.push(await open(cookie));
    for (const s of mine.slice(0, 3)) await s.until(() => s.ended(), 2000, 'an old stream to be closed');
    // The closed one is told to wait a minute before asking again.
    expect(mine[0].text()).toContain('retry: 60000');
    await publishChange(app, c.spaceId, 'quotes', null);
    for (const s of [...mine.slice(3), partner]) await s.until(() => s.changes().length > 0, 3000, 'the event on a kept stream');
    expect(mine.slice(3).every((s) => !s.ended())).toBe(true);
  });
});

describe('a session ended on one instance closes its stream on another (PostgreSQL)', () => {
  it.skipIf(testDbKind !== 'postgres')('logout through A ends the stream held by B at once', async () => {
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, database: await openSameTestDatabase(a.ctx.database) });
    try {
      const c = await createCouple(a);
      const s = await openEventStream(await listen(b), c.partner.cookie);
      await connected(s);
      expect((await c.partner.api({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
      await s.until(() => s.ended(), 3000, 'B’s stream to end');
      expect((await b.inject({ url: '/api/movies', headers: { cookie: c.partner.cookie } })).statusCode).toBe(401);
      s.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('the heartbeat checks every open stream’s session in one go', () => {
  it('a session gone from the database without a word (expired, removed by hand) ends its streams; the others get pings', async () => {
    const app = await createTestApp({ env: { SSE_HEARTBEAT_SECONDS: '1' } });
    const streams: SseStream[] = [];
    try {
      const base = await listen(app);
      const c = await createCouple(app);
      const gone = await sessionCookie(app, c.owner.id);
      const kept = await Promise.all([c.owner.cookie, c.partner.cookie, await sessionCookie(app, c.partner.id)].map((cookie) => openConnectedStream(base, cookie, streams)));
      const doomed = await openConnectedStream(base, gone, streams);
      // Behind the app's back, as an expiry or an operator would: no bus message, no logout.
      await app.ctx.db.delete(sessionsTable).where(eq(sessionsTable.id, sessionIdOf(gone)));
      await doomed.until(() => doomed.ended(), 4000, 'the stream of the removed session to end');
      for (const s of kept) await s.until(() => s.text().includes(': ping'), 4000, 'a ping on a stream whose session lives');
      expect(kept.every((s) => !s.ended())).toBe(true);
    } finally {
      streams.forEach((s) => s.close());
      await app.close();
    }
  });
});
