import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { openEventStream, type SseStream } from '../../testing/sse-client';
import { openSameTestDatabase, testDbKind } from '../../testing/test-database';
import { publishChange } from './sse-routes';

const listen = async (app: FastifyInstance) => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
};
const connected = (s: SseStream) => s.until(() => s.text().includes(': connected'), 5000, 'the stream to open');
const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live events (SSE)', () => {
  let app: FastifyInstance;
  let base: string;
  let couple: Couple;
  let other: Couple;
  const streams: SseStream[] = [];
  const open = async (cookie: string | null) => {
    const s = await openEventStream(base, cookie);
    streams.push(s);
    if (s.status === 200) await connected(s);
    return s;
  };

  beforeAll(async () => {
    app = await createTestApp({ env: { SSE_HEARTBEAT_SECONDS: '1' } });
    base = await listen(app);
    couple = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await app.close();
  });

  it('refuses a signed-out visitor', async () => {
    const s = await open(null);
    expect(s.status).toBe(401);
  });

  it('is an event stream that proxies must not buffer, with heartbeats', async () => {
    const s = await open(couple.owner.cookie);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toContain('no-cache');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.text()).toContain('retry: ');
    await s.until(() => s.text().includes(': ping'), 3000, 'a heartbeat');
    s.close();
  });

  it("delivers the owner's profile change to the partner's open stream, and nothing to another couple", async () => {
    const partner = await open(couple.partner.cookie);
    const stranger = await open(other.owner.cookie);
    const res = await couple.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Ayşegül' } });
    expect(res.statusCode).toBe(200);
    const profileChange = { type: 'change', topic: 'profile', actorId: couple.owner.id };
    await partner.until(() => partner.changes().some((e) => e.topic === 'profile'), 5000, 'the profile change');
    expect(partner.text()).toContain('event: change');
    expect(partner.changes()).toContainEqual(profileChange);
    await quiet(300);
    expect(stranger.changes()).toEqual([]);
    partner.close();
    stranger.close();
  });

  it('sends an event meant for one member (a notification) to that member only', async () => {
    const owner = await open(couple.owner.cookie);
    const partner = await open(couple.partner.cookie);
    await publishChange(app, couple.spaceId, 'notifications', couple.owner.id, couple.partner.id);
    await partner.until(() => partner.changes().length > 0, 5000, 'the notification event');
    expect(partner.changes()[0]).toMatchObject({ topic: 'notifications', forUserId: couple.partner.id });
    await quiet(300);
    expect(owner.changes()).toEqual([]);
    owner.close();
    partner.close();
  });

  it('ends the stream when its session logs out', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: couple.partner.email, password: 'dogru-sifre-123' } });
    const cookie = `defterimiz_session=${login.cookies.find((c) => c.name === 'defterimiz_session')!.value}`;
    const s = await open(cookie);
    const kept = await open(couple.partner.cookie);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    await s.until(() => s.ended(), 4000, 'the stream to end after logout');
    // The member's other session keeps its stream.
    expect(kept.ended()).toBe(false);
    kept.close();
  });

  it('a list change names the item, so the partner fetches that one item', async () => {
    const partner = await open(couple.partner.cookie);
    const added = await couple.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Amélie' } });
    const id = added.json().item.id;
    await partner.until(() => partner.changes().some((e) => e.topic === 'movies' && e.id === id), 3000, 'the movie event');
    await couple.owner.api({ method: 'DELETE', url: `/api/movies/${id}` });
    await partner.until(() => partner.changes().filter((e) => e.topic === 'movies' && e.id === id).length === 2, 3000, 'the delete event');
    expect((await couple.partner.api({ url: `/api/movies/${id}` })).statusCode).toBe(404);
    partner.close();
  });
});

describe('live events across two app instances on one PostgreSQL database', () => {
  if (testDbKind !== 'postgres') {
    console.info('[sse] cross-instance delivery SKIPPED: it needs PostgreSQL (runs in the integration:postgres pass).');
  }

  it.skipIf(testDbKind !== 'postgres')(
    'a change made through instance A reaches a stream opened on instance B (LISTEN/NOTIFY)',
    async () => {
      const a = await createTestApp();
      const b = await createTestApp({ database: await openSameTestDatabase(a.ctx.database) });
      const streams: SseStream[] = [];
      try {
        const baseB = await listen(b);
        const couple = await createCouple(a);
        const other = await createCouple(a, ['Zeynep', 'Can']);
        const partner = await openEventStream(baseB, couple.partner.cookie);
        const stranger = await openEventStream(baseB, other.owner.cookie);
        streams.push(partner, stranger);
        await connected(partner);
        await connected(stranger);
        const res = await couple.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Ayşegül' } });
        expect(res.statusCode).toBe(200);
        await partner.until(() => partner.changes().some((e) => e.topic === 'profile'), 5000, 'the change from instance A');
        expect(partner.changes()).toContainEqual({ type: 'change', topic: 'profile', actorId: couple.owner.id });
        // B reads the new name from the shared database.
        expect((await b.inject({ url: '/api/session', headers: { cookie: couple.partner.cookie } })).json().me.id).toBe(couple.partner.id);
        await quiet(300);
        expect(stranger.changes()).toEqual([]);
      } finally {
        streams.forEach((s) => s.close());
        await b.close();
        await a.close();
      }
    },
  );
});
