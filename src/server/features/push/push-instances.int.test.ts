import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { openSameTestDatabase, testDbKind } from '../../testing/test-database';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';

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
});
