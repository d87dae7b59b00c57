import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';
import type { PushDevice } from '../../../shared/push';
import { floodAfterQuietHours, FLOOD_TAGS } from '../../testing/push';

/**
 * Issue 33: one member must not degrade the other couples. A member keeps a handful of devices,
 * and one space's backlog of due pushes never makes another couple's push wait behind it.
 */
describe('push fairness between couples', () => {
  let fake: FakePushService;
  let app: FastifyInstance;
  // 23:30 in Istanbul: inside the default quiet hours (23:00–08:00).
  const clock = { now: new Date('2026-03-10T20:30:00Z') };

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({
      now: () => clock.now,
      env: { REMINDER_INTERVAL_MINUTES: '0', PUSH_ALLOWED_HOSTS: fake.allowedHost },
      // Only the actions wake the sender: the 5 s poll must not start the round the test watches.
      push: { agent: fake.agent, pollMs: 3_600_000 },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const subscribe = (m: TestMember, sub: object) => m.api({ method: 'POST', url: '/api/push/subscriptions', payload: sub });
  const devices = async (m: TestMember) => ((await m.api({ url: '/api/push/devices' })).json() as { devices: PushDevice[] }).devices;

  it('a member keeps at most five devices: registering a sixth ends the oldest, and only the kept ones are pushed to', async () => {
    const c = await createCouple(app);
    const phones = Array.from({ length: 7 }, () => fake.subscribe());
    for (const phone of phones) expect((await subscribe(c.owner, phone)).statusCode).toBe(201);
    const partnerPhone = fake.subscribe();
    await subscribe(c.partner, partnerPhone);

    const listed = await devices(c.owner);
    expect(listed).toHaveLength(5);
    // Handing in a device that is already there keeps it and drops nothing.
    expect((await subscribe(c.owner, phones[3])).statusCode).toBe(201);
    expect(await devices(c.owner)).toHaveLength(5);
    expect(await devices(c.partner)).toHaveLength(1);

    clock.now = new Date('2026-03-11T09:00:00Z'); // noon in Istanbul
    await c.partner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Cihazlar', date: '2026-03-01', category: 'other' } });
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(phones.slice(2).every((p) => fake.forSubscription(p.endpoint).length === 1)).toBe(true), { timeout: 5000 });
    expect(phones.slice(0, 2).map((p) => fake.forSubscription(p.endpoint).length)).toEqual([0, 0]);
  });

  it("another couple's push goes out in the first rounds, not behind one space's backlog of hundreds of due pushes", async () => {
    clock.now = new Date('2026-03-11T20:30:00Z'); // 23:30: the flood is held back until 08:00
    const flooding = await createCouple(app, ['Selin', 'Onur']);
    const other: Couple = await createCouple(app, ['Zeynep', 'Can']);
    const otherPhone = fake.subscribe();
    await subscribe(other.partner, otherPhone);
    const { phones } = await floodAfterQuietHours(app, fake, flooding, () => (clock.now = new Date('2026-03-12T05:01:00Z')));
    const flood = new Set(phones.map((p) => p.endpoint));
    const before = fake.received.length;

    // 08:01: the flood's 5 × FLOOD_TAGS pushes are due; then the other couple's partner is told of a memory.
    const add = await other.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Sabah kahvesi', date: '2026-03-12', category: 'other' } });
    expect(add.statusCode).toBe(201);
    await vi.waitFor(() => expect(fake.forSubscription(otherPhone.endpoint)).toHaveLength(1), { timeout: 10_000 });
    const arrived = fake.received.slice(before);
    const floodBefore = arrived.findIndex((p) => p.subscription === otherPhone.endpoint);
    // The sender takes at most 20 a round: the other couple's push is in the first two rounds.
    expect(floodBefore).toBeLessThan(40);
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(fake.received.slice(before).filter((p) => flood.has(p.subscription))).toHaveLength(5 * FLOOD_TAGS), { timeout: 20_000 });
    expect(fake.forSubscription(otherPhone.endpoint)[0].payload.body).toBe('Zeynep yeni bir anı ekledi: Sabah kahvesi');
  });
});
