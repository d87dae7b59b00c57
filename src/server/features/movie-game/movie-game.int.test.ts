import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { gameGuesses } from '../../db/schema';
import { movieGameMessages as gm, type GameMemberStats } from '../../../shared/movie-game';
import { gamePool } from './pool';
import { findDay } from './repo';
import { answerFor, answerSecrets, guess, lose, today, win, wrongIds } from '../../testing/movie-game';

describe('movie game: the day, the rules, the limits', () => {
  let app: FastifyInstance;
  let c: Couple;
  // 10 March 2026, 12:00 in Istanbul (UTC+3 all year).
  const clock = { now: new Date('2026-03-10T09:00:00Z') };
  const at = (iso: string) => (clock.now = new Date(iso));

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0', CATALOG_MAX_PER_MINUTE: '100000' } });
  });
  afterAll(() => app.close());

  it('gives both members the same title, and a new one after midnight in the space time zone', async () => {
    c = await createCouple(app);
    at('2026-03-10T20:59:30Z'); // 23:59:30 in Istanbul
    const a = await today(c.owner);
    const b = await today(c.partner);
    expect(a.day).toBe('2026-03-10');
    expect(b.day).toBe(a.day);
    expect(b.number).toBe(a.number);
    expect(a.status).toBe('not-started');
    expect(a.guesses).toEqual([]);
    expect(a.answer).toBeNull();
    const first = await findDay(app.ctx.db, c.spaceId, '2026-03-10');
    await win(app, c.owner, 1);

    at('2026-03-10T21:00:00Z'); // midnight in Istanbul
    const next = await today(c.owner);
    expect(next.day).toBe('2026-03-11');
    expect(next.number).toBe(a.number! + 1);
    expect(next.status).toBe('not-started');
    expect(next.guesses).toEqual([]);
    const second = await findDay(app.ctx.db, c.spaceId, '2026-03-11');
    expect(second!.imdbId).not.toBe(first!.imdbId);
  });

  it('a new title every day: none comes back while the pool has titles unused within 365 days', async () => {
    at('2026-01-20T09:00:00Z'); // sessions last 30 days: made mid-way through the 40 days below
    const couple = await createCouple(app);
    const pool = gamePool().all;
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      at(new Date(Date.UTC(2026, 0, 1, 9) + i * 86_400_000).toISOString());
      const t = await today(i % 2 ? couple.owner : couple.partner);
      const other = await today(i % 2 ? couple.partner : couple.owner);
      expect(other.number).toBe(t.number);
      seen.push((await findDay(app.ctx.db, couple.spaceId, t.day))!.imdbId);
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of seen) expect(pool).toContain(id);
  });

  it('compares on the server: colours per column, arrows for year, runtime and rating', async () => {
    at('2026-04-01T09:00:00Z');
    const couple = await createCouple(app);
    const answer = await answerFor(app, couple.owner);
    const [wrong] = await wrongIds(answer, 1);
    const res = await guess(couple.owner, wrong);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().guesses[0];
    expect(row.n).toBe(1);
    expect(row.correct).toBe(false);
    expect(row.cells).toHaveLength(8);
    expect(row.cells[0]).toMatchObject({ verdict: 'wrong' });
    for (const i of [4, 5, 7]) {
      const cell = row.cells[i];
      if (cell.verdict !== 'correct' && cell.value !== '—') expect(['up', 'down']).toContain(cell.arrow);
    }
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    at('2026-04-02T09:00:00Z');
    const couple = await createCouple(app);
    const answer = await answerFor(app, couple.owner);
    for (const payload of [{}, { imdbId: '' }, { imdbId: 'Inception' }, { imdbId: 12 }, { imdbId: 'tt0000001' }]) {
      const res = await guess(couple.owner, payload.imdbId as string);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: gm.pickFromList });
    }
    const [wrong] = await wrongIds(answer, 1);
    expect((await guess(couple.owner, wrong)).statusCode).toBe(201);
    const twice = await guess(couple.owner, wrong);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: gm.alreadyGuessed });
    expect((await today(couple.owner)).guesses).toHaveLength(1);
  });

  it('ends the day at the right guess: toast text, answer revealed, every further try refused', async () => {
    at('2026-04-03T09:00:00Z');
    const couple = await createCouple(app);
    const answer = await answerFor(app, couple.owner);
    const done = await win(app, couple.owner, 2);
    expect(done.status).toBe('won');
    expect(done.guesses.map((g) => g.n)).toEqual([3, 2, 1]);
    expect(done.guesses[0].cells.every((cell) => cell.verdict === 'correct')).toBe(true);
    expect(done.answer).toMatchObject({ imdbId: answer.imdbId, title: answer.titleTr ?? answer.title });
    const [other] = await wrongIds(answer, 5);
    for (const imdbId of [other, answer.imdbId, 'nonsense']) {
      const res = await guess(couple.owner, imdbId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Bugün için tahmininizi yaptınız. Yarın tekrar bekleriz!' });
    }
  });

  it('ends the day at the 10th wrong guess and reveals the answer', async () => {
    at('2026-04-04T09:00:00Z');
    const couple = await createCouple(app);
    const answer = await answerFor(app, couple.owner);
    const last = await lose(app, couple.owner);
    expect(last.status).toBe('lost');
    expect(last.guesses).toHaveLength(10);
    expect(last.answer!.imdbId).toBe(answer.imdbId);
    const res = await guess(couple.owner, answer.imdbId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(gm.dayOver);
  });

  it('two guesses sent at once cannot make an 11th, nor two guesses share a number', async () => {
    at('2026-04-05T09:00:00Z');
    const couple = await createCouple(app);
    const answer = await answerFor(app, couple.owner);
    const ids = await wrongIds(answer, 12);
    // Five at once on an open day: all stored, numbered 1–5 without a gap or a clash.
    const first = await Promise.all(ids.slice(0, 5).map((id) => guess(couple.owner, id)));
    expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    for (const id of ids.slice(5, 9)) expect((await guess(couple.owner, id)).statusCode).toBe(201);
    // Three at once for the last place.
    const last = await Promise.all(ids.slice(9, 12).map((id) => guess(couple.owner, id)));
    expect(last.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await app.ctx.db
      .select({ n: gameGuesses.n })
      .from(gameGuesses)
      .where(and(eq(gameGuesses.userId, couple.owner.id), eq(gameGuesses.day, '2026-04-05')));
    expect(rows.map((r) => r.n).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('the answer never reaches the browser while the day is open: every response and event scanned', async () => {
    at('2026-04-06T09:00:00Z');
    const couple = await createCouple(app);
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    const { openEventStream } = await import('../../testing/sse-client');
    const events = await openEventStream(base, couple.owner.cookie);
    const answer = await answerFor(app, couple.owner);
    const secrets = answerSecrets(answer);
    const bodies: string[] = [];
    const scan = async (url: string) => {
      const res = await couple.owner.api({ url });
      expect(res.statusCode, url).toBe(200);
      bodies.push(res.body);
    };
    const wrong = await wrongIds(answer, 9);
    // The partner finishes first: their rows hold the answer, mine must not show them yet.
    await win(app, couple.partner, 0);
    for (const id of wrong) {
      const res = await guess(couple.owner, id);
      expect(res.statusCode).toBe(201);
      bodies.push(res.body);
      for (const url of ['/api/movie-game/today', '/api/movie-game/stats', '/api/home', '/api/notifications']) await scan(url);
    }
    await events.until(() => events.changes().filter((e) => e.topic === 'game').length >= 10, 5000, 'game events');
    events.close();
    for (const text of [...bodies, events.text()]) for (const secret of secrets) expect(text).not.toContain(secret);
    expect((await today(couple.owner)).partner!.rows).toBeNull();
    // The 10th guess ends the day: now it is there.
    const last = await guess(couple.owner, answer.imdbId);
    expect(last.json().answer.title).toBe(answer.titleTr ?? answer.title);
  });
});

describe('movie game: together, streaks and statistics', () => {
  let app: FastifyInstance;
  const clock = { now: new Date('2026-05-01T09:00:00Z') };
  const at = (iso: string) => (clock.now = new Date(iso));

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0', CATALOG_MAX_PER_MINUTE: '100000' } });
  });
  afterAll(() => app.close());

  it('partner view: nothing while I play, colours once I finished, everything when both finished; notified', async () => {
    at('2026-05-01T09:00:00Z');
    const c = await createCouple(app);
    const answer = await answerFor(app, c.owner);
    const [w1, w2] = await wrongIds(answer, 2);
    await guess(c.owner, w1);
    await guess(c.owner, w2);

    let p = await today(c.partner);
    expect(p.partner).toMatchObject({ id: c.owner.id, displayName: 'Ayşe', status: 'playing', guessCount: 2, rows: null, guesses: null });

    await win(app, c.partner, 0); // the partner finishes first
    p = await today(c.partner);
    expect(p.partner!.guesses).toBeNull();
    expect(p.partner!.rows).toHaveLength(2);
    expect(JSON.stringify(p.partner!.rows)).not.toMatch(/value|title|imdbId/);
    expect(p.partner!.rows![0].cells).toHaveLength(8);

    const o = await today(c.owner);
    expect(o.partner).toMatchObject({ status: 'won', guessCount: 1, rows: null, guesses: null });

    await guess(c.owner, answer.imdbId);
    const both = await today(c.partner);
    expect(both.partner!.guesses!.map((g) => g.title)).toEqual([answer.titleTr ?? answer.title, expect.any(String), expect.any(String)]);

    const notes = async (m: Couple['owner']) =>
      ((await m.api({ url: '/api/notifications' })).json().notifications as { message: string }[]).map((n) => n.message);
    expect(await notes(c.owner)).toContain('Mehmet günün tahminini 1 denemede buldu');
    expect(await notes(c.partner)).toContain('Ayşe günün tahminini 3 denemede buldu');

    at('2026-05-02T09:00:00Z');
    await lose(app, c.owner);
    expect(await notes(c.partner)).toContain('Ayşe günün tahminini bulamadı');
  });

  it('streak: +1 won, lost leaves it, a missed calendar day resets it; stats for both members', async () => {
    const day = (d: string) => at(`${d}T09:00:00Z`);
    day('2026-06-01');
    const c = await createCouple(app);
    await win(app, c.owner, 0);
    day('2026-06-02');
    await win(app, c.owner, 2);
    day('2026-06-03');
    await lose(app, c.owner);
    expect((await today(c.owner)).streak).toEqual({ current: 2, longest: 2 });
    day('2026-06-04');
    expect((await today(c.owner)).streak.current).toBe(2); // today still open
    await win(app, c.owner, 1);
    expect((await today(c.owner)).streak).toEqual({ current: 3, longest: 3 });
    let home = (await c.owner.api({ url: '/api/home' })).json();
    expect(home.game).toEqual({ playedToday: true, status: 'won', streak: 3 });

    day('2026-06-06'); // 5 June without play
    expect((await today(c.owner)).streak).toEqual({ current: 0, longest: 3 });
    home = (await c.owner.api({ url: '/api/home' })).json();
    expect(home.game).toEqual({ playedToday: false, status: 'not-started', streak: 0 });
    await win(app, c.owner, 0);
    expect((await today(c.owner)).streak).toEqual({ current: 1, longest: 3 });

    const stats: GameMemberStats[] = (await c.partner.api({ url: '/api/movie-game/stats' })).json().members;
    const mine = stats.find((s) => s.id === c.owner.id)!;
    expect(mine).toMatchObject({ played: 5, wins: 4, winRate: 80, currentStreak: 1, longestStreak: 3 });
    expect(mine.distribution).toEqual([2, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(stats.find((s) => s.id === c.partner.id)).toMatchObject({ played: 0, wins: 0, winRate: 0, currentStreak: 0 });
  });

  it('counts calendar days across a DST change in the space time zone, not 86,400,000 ms', async () => {
    at('2026-03-27T12:00:00Z');
    const c = await createCouple(app);
    const res = await c.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'Europe/Berlin' } });
    expect(res.statusCode, res.body).toBe(200);
    // Spring forward: 29 March 2026 has 23 hours in Berlin.
    at('2026-03-27T23:30:00Z'); // 28 March 00:30 CET
    expect((await today(c.owner)).day).toBe('2026-03-28');
    await win(app, c.owner, 0);
    at('2026-03-29T21:59:00Z'); // 29 March 23:59 CEST: 46.5 hours later, the next calendar day
    expect((await today(c.owner)).day).toBe('2026-03-29');
    await win(app, c.owner, 0);
    expect((await today(c.owner)).streak.current).toBe(2);
    at('2026-03-29T22:01:00Z'); // 30 March 00:01 CEST
    expect((await today(c.owner)).day).toBe('2026-03-30');

    // Fall back: 25 October 2026 has 25 hours.
    at('2026-10-23T12:00:00Z');
    const d = await createCouple(app);
    await d.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'Europe/Berlin' } });
    at('2026-10-23T22:05:00Z'); // 24 October 00:05 CEST
    await win(app, d.owner, 0);
    at('2026-10-25T22:55:00Z'); // 25 October 23:55 CET: 48 h 50 min later
    expect((await today(d.owner)).day).toBe('2026-10-25');
    expect((await today(d.owner)).streak.current).toBe(1);
    await win(app, d.owner, 0);
    expect((await today(d.owner)).streak.current).toBe(2);
    at('2026-10-26T23:30:00Z'); // 27 October 00:30: the 26th was missed
    expect((await today(d.owner)).streak).toEqual({ current: 0, longest: 2 });
  });
});
