import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import type { ChangeEvent } from '../../../shared/events';
import type { NotificationList } from '../../../shared/notifications';
import { notifyPartner } from './notify';
import { runSpecialDateReminders, startReminderJob } from './reminders';

describe('notifications', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const clock = { now: new Date('2025-02-01T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const list = async (m: Couple['owner']) => (await m.api({ url: '/api/notifications' })).json() as NotificationList;
  const actor = (m: Couple['owner']) => ({ id: m.id, spaceId: m.spaceId, email: m.email, displayName: m.name, sessionId: 'x' });

  it('go to the partner only, newest first, and are announced to the recipient only', async () => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    clock.now = new Date('2025-02-01T09:00:00Z');
    await notifyPartner(app, actor(c.owner), { text: () => ({ title: 'Yeni film', message: 'Ayşe yeni bir film ekledi: Inception' }) });
    clock.now = new Date('2025-02-01T09:05:00Z');
    await notifyPartner(app, actor(c.owner), { text: () => ({ title: 'Yeni kitap', message: 'Ayşe yeni bir kitap ekledi: Tutunamayanlar' }), type: 'success' });

    const mine = await list(c.owner);
    expect(mine).toEqual({ notifications: [], unreadCount: 0 });
    const theirs = await list(c.partner);
    expect(theirs.unreadCount).toBe(2);
    expect(theirs.notifications.map((n) => [n.title, n.type, n.read])).toEqual([
      ['Yeni kitap', 'success', false],
      ['Yeni film', 'info', false],
    ]);
    await vi.waitFor(() => expect(events.filter((e) => e.topic === 'notifications')).toHaveLength(2));
    expect(events.filter((e) => e.topic === 'notifications').every((e) => e.forUserId === c.partner.id)).toBe(true);
    expect((await list(other.owner)).notifications).toEqual([]);
    stop();
  });

  it('marks one read, then all; only the own ones', async () => {
    const theirs = await list(c.partner);
    const [first] = theirs.notifications;
    expect((await c.owner.api({ method: 'POST', url: `/api/notifications/${first.id}/read` })).statusCode).toBe(404);
    expect((await other.owner.api({ method: 'POST', url: `/api/notifications/${first.id}/read` })).statusCode).toBe(404);
    expect((await list(c.partner)).unreadCount).toBe(2);

    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    const res = await c.partner.api({ method: 'POST', url: `/api/notifications/${first.id}/read` });
    expect(res.statusCode).toBe(200);
    const after = await list(c.partner);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.find((n) => n.id === first.id)!.read).toBe(true);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'change', topic: 'notifications', actorId: c.partner.id, forUserId: c.partner.id }));

    const all = await c.partner.api({ method: 'POST', url: '/api/notifications/read-all' });
    expect(all.json()).toEqual({ ok: true, changed: 1 });
    expect((await list(c.partner)).unreadCount).toBe(0);
    expect((await list(c.partner)).notifications.every((n) => n.read)).toBe(true);
    stop();
  });

  it('the list is capped at 50 but the unread count covers all', async () => {
    for (let i = 0; i < 55; i++) await notifyPartner(app, actor(other.partner), { text: () => ({ title: `T${i}`, message: 'm' }) });
    const res = await list(other.owner);
    expect(res.notifications).toHaveLength(50);
    expect(res.unreadCount).toBe(55);
  });

  it('need a session', async () => {
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});

describe('special date reminders', () => {
  let app: FastifyInstance;
  let c: Couple;
  const clock = { now: new Date('2025-02-01T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    // Setup seeds 'Ay Dönümümüz' on 2024-02-03 and 'Sevgililer Günü' on 14 February.
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  const messages = async (m: Couple['owner']) =>
    ((await m.api({ url: '/api/notifications' })).json() as NotificationList).notifications.map((n) => `${n.type}: ${n.message}`);

  it('three days before and on the day, once each, for every member, in the space time zone', async () => {
    // 10 February 2025, 23:30 in Istanbul (20:30 UTC): 14 February is 4 days away. Nothing yet.
    expect(await runSpecialDateReminders(app, new Date('2025-02-10T20:30:00Z'))).toBe(0);
    // 21:00 UTC is midnight in Istanbul: the 11th, three days before.
    expect(await runSpecialDateReminders(app, new Date('2025-02-10T21:00:00Z'))).toBe(2);
    expect(await runSpecialDateReminders(app, new Date('2025-02-11T12:00:00Z'))).toBe(0);
    expect(await runSpecialDateReminders(app, new Date('2025-02-12T12:00:00Z'))).toBe(0);
    expect(await messages(c.owner)).toEqual(['warning: Sevgililer Günü için 3 gün kaldı.']);
    expect(await runSpecialDateReminders(app, new Date('2025-02-14T08:00:00Z'))).toBe(2);
    expect(await runSpecialDateReminders(app, new Date('2025-02-14T20:59:00Z'))).toBe(0);
    for (const m of [c.owner, c.partner]) {
      expect(await messages(m)).toEqual(['success: Bugün Sevgililer Günü!', 'warning: Sevgililer Günü için 3 gün kaldı.']);
    }
    // Next year it comes round again.
    expect(await runSpecialDateReminders(app, new Date('2026-02-14T08:00:00Z'))).toBe(2);
  });

  it('a server that was off three days before still says how many days are left', async () => {
    // The anniversary on 3 February: first run only on the 2nd (one day left). It is also the
    // couple's 3rd year together, a milestone day (shared/yilimiz.ts) with its own notification.
    expect(await runSpecialDateReminders(app, new Date('2027-02-02T08:00:00Z'))).toBe(4);
    expect(await messages(c.owner)).toEqual(expect.arrayContaining(['warning: Ay Dönümümüz için 1 gün kaldı.', 'warning: Birlikte 3. yılınıza 1 gün kaldı.']));
    expect(await runSpecialDateReminders(app, new Date('2027-02-03T08:00:00Z'))).toBe(4);
    expect(await messages(c.owner)).toEqual(expect.arrayContaining(['success: Bugün Ay Dönümümüz!', 'success: Bugün birlikte 3. yılınız!']));
  });

  it("uses the space's own time zone and a birthday's name", async () => {
    await c.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'America/New_York' } });
    await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { birthday: '1995-07-20' } });
    // 20 July 03:00 UTC is already the 20th in Istanbul but still the 19th in New York.
    expect(await runSpecialDateReminders(app, new Date('2027-07-20T03:00:00Z'))).toBe(2);
    expect((await messages(c.owner))[0]).toBe("warning: Mehmet'in Doğum Günü için 1 gün kaldı.");
    expect(await runSpecialDateReminders(app, new Date('2027-07-20T04:00:00Z'))).toBe(2);
    expect((await messages(c.owner))[0]).toBe("success: Bugün Mehmet'in Doğum Günü!");
  });

  it('the job runs soon after start (within its interval) and on its interval, and stops cleanly', async () => {
    // The clock moves (from 14 February 09:00): on PostgreSQL a tick runs only once its interval
    // has passed since the last run (platform/job-runs.ts).
    const t0 = Date.now();
    const fresh = await createTestApp({
      now: () => new Date(Date.parse('2025-02-14T09:00:00Z') + Date.now() - t0),
      configure: (config) => {
        config.reminderIntervalMs = 40;
      },
    });
    const couple = await createCouple(fresh);
    await new Promise((r) => setTimeout(r, 300));
    expect(await messages(couple.owner)).toEqual(['success: Bugün Sevgililer Günü!']);
    await fresh.close();

    const job = startReminderJob(app);
    await job.stop();
    job.start();
  });
});
