import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, createTestApp } from '../../testing/test-app';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { createCouple, type Couple } from '../../testing/fixtures';
import { onThisDayKeys, type Memory } from '../../../shared/memories';

describe("'Geçen yıllarda bugün' across a leap day", () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const clock = { now: new Date('2025-02-28T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    for (const date of ['2020-02-29', '2024-02-29', '2023-02-28', '2024-02-28', '2024-03-01', '2022-03-01', '2025-02-28', '2026-02-28', '2024-02-27']) {
      await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: date, date, category: 'special-days' } });
    }
    await other.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'başka çift', date: '2024-02-28', category: 'other' } });
  });
  afterAll(() => app.close());

  const onThisDay = async (iso: string, hourUtc = 9) => {
    clock.now = new Date(`${iso}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
    // A session made at the moved clock (the fixture's would have expired by 2028).
    const { token } = await createSession(app.ctx.db, c.partner.id, clock.now, 1);
    const body = (await as(app, `${SESSION_COOKIE}=${token}`)({ url: '/api/memories/on-this-day' })).json();
    return { today: body.today as string, dates: (body.memories as Memory[]).map((m) => m.date) };
  };

  it('on 28 February of a common year: that day of earlier years, and the leap days with it', async () => {
    expect(await onThisDay('2025-02-28')).toEqual({ today: '2025-02-28', dates: ['2024-02-29', '2024-02-28', '2023-02-28', '2020-02-29'] });
  });

  it('on 1 March of a common year: only 1 March memories (the leap day came back the day before)', async () => {
    expect((await onThisDay('2025-03-01')).dates).toEqual(['2024-03-01', '2022-03-01']);
  });

  it('in a leap year, 29 February memories come back on their own day and not on the 28th', async () => {
    expect((await onThisDay('2028-02-28')).dates).toEqual(['2026-02-28', '2025-02-28', '2024-02-28', '2023-02-28']);
    expect((await onThisDay('2028-02-29')).dates).toEqual(['2024-02-29', '2020-02-29']);
    expect((await onThisDay('2028-03-01')).dates).toEqual(['2024-03-01', '2022-03-01']);
  });

  it("counts the day in the space's time zone and never shows this year's memory or another couple's", async () => {
    // 22:30 UTC on the 27th is already the 28th in Istanbul.
    expect(await onThisDay('2025-02-27', 22)).toMatchObject({ today: '2025-02-28' });
    const { token } = await createSession(app.ctx.db, other.owner.id, clock.now, 1);
    const body = (await as(app, `${SESSION_COOKIE}=${token}`)({ url: '/api/memories/on-this-day' })).json();
    expect(body.memories.map((m: Memory) => m.title)).toEqual(['başka çift']);
    expect((await onThisDay('2025-06-01')).dates).toEqual([]);
  });

  it('onThisDayKeys', () => {
    expect(onThisDayKeys('2025-02-28')).toEqual(['02-28', '02-29']);
    expect(onThisDayKeys('2024-02-28')).toEqual(['02-28']);
    expect(onThisDayKeys('2024-02-29')).toEqual(['02-29']);
    expect(onThisDayKeys('2100-02-28')).toEqual(['02-28', '02-29']);
    expect(onThisDayKeys('2000-02-28')).toEqual(['02-28']);
    expect(onThisDayKeys('2025-03-01')).toEqual(['03-01']);
    expect(onThisDayKeys('2025-12-05')).toEqual(['12-05']);
  });
});
