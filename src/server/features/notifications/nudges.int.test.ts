import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { answerFor, guess, wrongIds } from '../../testing/movie-game';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';
import type { NotificationList } from '../../../shared/notifications';
import { runNudges } from './nudges';
import { dailyNudges } from '../index';

/** The daily nudges, each in the space's own time zone, once per day, to the bell and the phone. */
describe('daily nudges', () => {
  let fake: FakePushService;
  let app: FastifyInstance;
  let c: Couple;
  const clock = { now: new Date('2026-03-10T06:30:00Z') };

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0', PUSH_ALLOWED_HOSTS: fake.allowedHost }, push: { agent: fake.agent } });
    c = await createCouple(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const messages = async (m: TestMember) => ((await m.api({ url: '/api/notifications' })).json() as NotificationList).notifications.map((n) => `${n.title}: ${n.message}`);

  it("'Geçen yıllarda bugün' in the morning when there is a memory of this day, once, to the phone too", async () => {
    const phone = fake.subscribe();
    await c.partner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone });
    await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Kapadokya', date: '2023-03-10', category: 'travel' } });
    await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Bugünkü', date: '2026-03-10', category: 'other' } });
    clock.now = new Date('2026-03-10T05:30:00Z'); // 08:30 in Istanbul: not yet
    expect(await runNudges(app, dailyNudges)).toBe(0);
    clock.now = new Date('2026-03-10T06:30:00Z'); // 09:30
    expect(await runNudges(app, dailyNudges)).toBe(2);
    expect(await runNudges(app, dailyNudges)).toBe(0);
    expect((await messages(c.owner))[0]).toBe('Geçen yıllarda bugün: Bugün bir anınız var: Kapadokya');
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(fake.forSubscription(phone.endpoint).map((p) => p.payload.kind)).toContain('on-this-day'));
    const push = fake.forSubscription(phone.endpoint).find((p) => p.payload.kind === 'on-this-day')!;
    expect(push.payload).toMatchObject({ title: 'Geçen yıllarda bugün', body: 'Bugün bir anınız var: Kapadokya', url: '/memories' });
  });

  it("'Bugünün oyununu henüz oynamadınız' in the evening, only to the one who has not played", async () => {
    clock.now = new Date('2026-03-10T12:00:00Z');
    const answer = await answerFor(app, c.owner);
    const [wrong] = await wrongIds(answer, 1);
    expect((await guess(c.owner, wrong)).statusCode).toBe(201);
    expect(await runNudges(app, dailyNudges)).toBe(0); // 15:00: not yet
    clock.now = new Date('2026-03-10T17:30:00Z'); // 20:30
    // The game's to the one who has not played, Günün Sorusu's evening reminder to both.
    expect(await runNudges(app, dailyNudges)).toBe(3);
    expect(await runNudges(app, dailyNudges)).toBe(0);
    expect(await messages(c.partner)).toContain('Günün Film Tahmini: Bugünün oyununu henüz oynamadınız.');
    expect((await messages(c.owner)).filter((m) => m.includes('oynamadın'))).toEqual([]);
  });
});
