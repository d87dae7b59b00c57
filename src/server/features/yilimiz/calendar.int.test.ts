import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { createTestApp, as } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { capturedLogger } from '../../testing/log-capture';
import { yearSeeder } from '../../testing/yilimiz';
import { calendarFeeds } from '../../db/schema';

/** Every event of a feed, read back by an independent parser (ical.js). */
function parseFeed(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    const rrule = v.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      stamp: v.getFirstPropertyValue('dtstamp') !== null,
      rrule: rrule ? rrule.toString() : null,
      next: rrule ? event.iterator().next().toString() : null,
    };
  });
}

describe('the private calendar address', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const logs = capturedLogger('info');
  const clock = { now: new Date('2025-01-10T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' }, logger: logs.logger });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { birthday: '1996-02-29' } });
    await yearSeeder(app, c.spaceId).memory(c.owner.id, 'İlk kahvemiz', '2024-03-01');
    await yearSeeder(app, other.spaceId).memory(other.owner.id, 'Başka çiftin anısı', '2024-03-02');
  });
  afterAll(() => app.close());

  const create = async (member: Couple['owner'], includeMemories = false) => {
    const res = await member.api({ method: 'POST', url: '/api/calendar-feed', payload: { includeMemories } });
    expect(res.statusCode).toBe(201);
    return res.json().url as string;
  };
  const fetchFeed = (url: string) => app.inject({ url: new URL(url).pathname });

  it('holds the special dates and birthdays yearly, the milestone days, and (if asked) the memories: valid RFC 5545', async () => {
    const url = await create(c.owner, true);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/takvim\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseFeed(res.body);
    expect(events.every((e) => e.uid && e.stamp && e.allDay)).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    const byName = (s: string) => events.find((e) => e.summary === s);
    expect(byName('Ay Dönümümüz')).toMatchObject({ start: '2024-02-03', rrule: 'FREQ=YEARLY' });
    expect(byName('Sevgililer Günü')).toMatchObject({ rrule: 'FREQ=YEARLY' });
    // A 29 February birthday comes round on the last day of February, as in the app.
    expect(byName("Mehmet'in Doğum Günü")).toMatchObject({ start: '1996-02-29', rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' });
    expect(byName('Birlikte 100. gün')).toMatchObject({ start: '2024-05-13', rrule: null });
    expect(byName('Birlikte 1000. gün')).toMatchObject({ start: '2026-10-30' });
    expect(byName('Birlikte 1. yıl')).toMatchObject({ start: '2025-02-03' });
    expect(byName('Anı: İlk kahvemiz')).toMatchObject({ start: '2024-03-01', rrule: null });
    expect(res.body).not.toContain('Başka çiftin anısı');
  });

  it('memories stay out unless asked for; the settings see whether an address exists, never the address', async () => {
    const url = await create(c.partner, false);
    const events = parseFeed((await fetchFeed(url)).body);
    expect(events.some((e) => e.summary.startsWith('Anı:'))).toBe(false);
    const info = (await c.partner.api({ url: '/api/calendar-feed' })).json();
    expect(info).toMatchObject({ active: true, includeMemories: false });
    expect(JSON.stringify(info)).not.toContain(new URL(url).pathname.slice(8, 50));
  });

  it('a new address replaces the old one; a revoked, guessed or malformed one is a plain 404 that tells nothing', async () => {
    const first = await create(c.owner);
    const second = await create(c.owner);
    expect(second).not.toBe(first);
    const gone = await fetchFeed(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gone.body).toBe('Bu takvim adresi artık geçerli değil.');
    expect((await fetchFeed(second)).statusCode).toBe(200);

    expect((await c.owner.api({ method: 'DELETE', url: '/api/calendar-feed' })).statusCode).toBe(200);
    const revoked = await fetchFeed(second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(gone.body);
    for (const path of ['/takvim/' + 'A'.repeat(43) + '.ics', '/takvim/kisa.ics', '/takvim/' + 'A'.repeat(43), '/takvim/%00.ics']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toBe(gone.body);
    }
    expect((await c.owner.api({ url: '/api/calendar-feed' })).json()).toEqual({ active: false, includeMemories: false, createdAt: null });
  });

  it('only the hash of the token is stored, and the token never reaches the logs', async () => {
    const url = await create(other.owner);
    const token = new URL(url).pathname.slice('/takvim/'.length, -'.ics'.length);
    await fetchFeed(url);
    await app.inject({ url: `/takvim/${token}.ics/x` });
    const [row] = await app.ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, other.owner.id));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(logs.lines.join('')).not.toContain(token);
    expect(logs.lines.join('')).toContain('/takvim/');
  });

  it('making an address needs a session', async () => {
    expect((await as(app, null)({ method: 'POST', url: '/api/calendar-feed' })).statusCode).toBe(401);
  });
});
