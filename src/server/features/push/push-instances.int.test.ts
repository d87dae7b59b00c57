import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { openSameTestDatabase, testDbKind } from '../../testing/test-database';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';
import { floodAfterQuietHours, FLOOD_TAGS } from '../../testing/push';

/** Two instances on one PostgreSQL database send each queued push once, and sign with one key. */
describe.skipIf(testDbKind !== 'postgres')('web push with two instances', () => {
  let fake: FakePushService;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let c: Couple;
  const clock = { now: new Date('2026-03-10T09:00:00Z') };

  beforeAll(async () => {
    fake = await startFakePushService();
    const env = { REMINDER_INTERVAL_MINUTES: '0', PUSH_ALLOWED_HOSTS: fake.allowedHost };
    a = await createTestApp({ now: () => clock.now, env, push: { agent: fake.agent } });
    b = await createTestApp({ now: () => clock.now, env, push: { agent: fake.agent }, database: await openSameTestDatabase(a.ctx.database) });
    c = await createCouple(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await fake?.close();
  });

  it('both use the key made by the first start', () => {
    expect(b.ctx.push.keys.publicKey).toBe(a.ctx.push.keys.publicKey);
    expect(b.ctx.push.keys.privateKey).toBe(a.ctx.push.keys.privateKey);
  });

  it('each push goes out once while both send', async () => {
    const phone = fake.subscribe();
    expect((await c.partner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone })).statusCode).toBe(201);
    // 30 memories liked one by one: 30 tags, 30 pushes, queued on A; both instances send.
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await c.partner.api({ method: 'POST', url: '/api/memories', payload: { title: `Anı ${i}`, date: '2026-03-01', category: 'other' } })).json().memory.id);
    await Promise.all(ids.map((id) => a.inject({ method: 'PUT', url: `/api/memories/${id}/like`, headers: { cookie: c.owner.cookie } })));
    await Promise.all([a.ctx.push.drain(), b.ctx.push.drain(), a.ctx.push.drain(), b.ctx.push.drain()]);
    await vi.waitFor(() => expect(fake.forSubscription(phone.endpoint)).toHaveLength(30), { timeout: 5000 });
    const urls = fake.forSubscription(phone.endpoint).map((p) => p.payload.url);
    expect(new Set(urls).size).toBe(30);
  });

  it("both share the rounds fairly: one space's backlog of due pushes does not hold back another couple's, and each goes out once", async () => {
    clock.now = new Date('2026-03-10T20:30:00Z'); // 23:30 in Istanbul: the flood waits for 08:00
    const flooding = await createCouple(a, ['Selin', 'Onur']);
    const otherPhone = fake.subscribe();
    expect((await c.partner.api({ method: 'POST', url: '/api/push/subscriptions', payload: otherPhone })).statusCode).toBe(201);
    const { phones } = await floodAfterQuietHours(a, fake, flooding, () => (clock.now = new Date('2026-03-11T05:01:00Z')));
    const before = fake.received.length;
    // The other couple's memory is written through B while both instances send.
    const res = await b.inject({ method: 'POST', url: '/api/memories', headers: { cookie: c.owner.cookie }, payload: { title: 'Sabah', date: '2026-03-11', category: 'other' } });
    expect(res.statusCode).toBe(201);
    a.ctx.push.wake();
    await vi.waitFor(() => expect(fake.forSubscription(otherPhone.endpoint)).toHaveLength(1), { timeout: 10_000 });
    // Two instances take a round each at a time: the other couple's push is within their first two.
    expect(fake.received.slice(before).findIndex((p) => p.subscription === otherPhone.endpoint)).toBeLessThan(80);
    await Promise.all([a.ctx.push.drain(), b.ctx.push.drain()]);
    const flood = new Set(phones.map((p) => p.endpoint));
    await vi.waitFor(() => expect(fake.received.slice(before).filter((p) => flood.has(p.subscription))).toHaveLength(5 * FLOOD_TAGS), { timeout: 20_000 });
    const tags = fake.received.slice(before).filter((p) => flood.has(p.subscription)).map((p) => `${p.subscription} ${p.payload.tag}`);
    expect(new Set(tags).size).toBe(5 * FLOOD_TAGS);
  });
});
