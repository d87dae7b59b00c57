import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { notifications, spaces } from '../../db/schema';
import { addDays } from '../../../shared/dates';
import { runSpecialDateReminders } from '../notifications/reminders';

/** Milestone days become notifications for both members, by the special-date reminder rule. */
describe('milestone days', () => {
  let app: FastifyInstance;
  let c: Couple;
  let leap: Couple;
  let other: Couple;
  const clock = { now: new Date('2024-05-01T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    leap = await createCouple(app, ['Elif', 'Kerem']);
    other = await createCouple(app, ['Zeynep', 'Can']);
    await app.ctx.db.update(spaces).set({ togetherSince: '2024-02-29' }).where(eq(spaces.id, leap.spaceId));
    await app.ctx.db.update(spaces).set({ togetherSince: '2024-04-20' }).where(eq(spaces.id, other.spaceId));
  });
  afterAll(() => app.close());

  const milestoneMessages = async (couple: Couple) =>
    (
      await app.ctx.db
        .select({ userId: notifications.userId, message: notifications.message, type: notifications.type })
        .from(notifications)
        .where(and(eq(notifications.spaceId, couple.spaceId), like(notifications.dedupeKey, 'milestone:%')))
        .orderBy(notifications.createdAt, notifications.message)
    ).map((n) => `${n.userId === couple.owner.id ? 'owner' : 'partner'}: ${n.message} (${n.type})`);

  it('the 100th day: three days before and on the day (in the space’s zone), once each, for both', async () => {
    // Together since 2024-02-03 (a leap February): day 100 is 13 May 2024.
    expect(addDays('2024-02-03', 100)).toBe('2024-05-13');
    await runSpecialDateReminders(app, new Date('2024-05-09T20:30:00Z')); // 9 May 23:30 in Istanbul: 4 days left
    expect(await milestoneMessages(c)).toEqual([]);
    await runSpecialDateReminders(app, new Date('2024-05-09T21:30:00Z')); // 10 May 00:30: 3 days left
    await runSpecialDateReminders(app, new Date('2024-05-10T09:00:00Z'));
    expect(await milestoneMessages(c)).toEqual([
      'owner: Birlikte 100. gününüze 3 gün kaldı. (warning)',
      'partner: Birlikte 100. gününüze 3 gün kaldı. (warning)',
    ]);
    await runSpecialDateReminders(app, new Date('2024-05-12T21:01:00Z'));
    await runSpecialDateReminders(app, new Date('2024-05-13T12:00:00Z'));
    expect((await milestoneMessages(c)).slice(2)).toEqual([
      'owner: Bugün birlikte 100. gününüz! (success)',
      'partner: Bugün birlikte 100. gününüz! (success)',
    ]);
    // Together since 20 April: nothing due for the other couple in these days.
    expect(await milestoneMessages(other)).toEqual([]);
  });

  it('the 1,000th day in Turkish digits, and a leap-day anniversary on 28 February', async () => {
    const day1000 = addDays('2024-02-03', 1000);
    await runSpecialDateReminders(app, new Date(`${day1000}T09:00:00Z`));
    expect(await milestoneMessages(c)).toContain('owner: Bugün birlikte 1000. gününüz! (success)');

    await runSpecialDateReminders(app, new Date('2025-02-28T09:00:00Z'));
    expect(await milestoneMessages(leap)).toContain('partner: Bugün birlikte 1. yılınız! (success)');
  });
});
