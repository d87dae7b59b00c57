import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { gameDays, gameGuesses } from '../../db/schema';
import { addDays } from '../../../shared/dates';
import { movieGameMessages as gm, type GamePastDays } from '../../../shared/movie-game';
import { findDay } from './repo';
import { answerFor, answerSecrets, lose, today, win, wrongIds } from '../../testing/movie-game';
import { practiceAnswer, practiceGuess, practiceUrl, practiceView, winPractice } from '../../testing/movie-game-practice';

describe("movie game: 'Geçmiş günler', past days as practice", () => {
  let app: FastifyInstance;
  // 10 September 2026, 12:00 in Istanbul.
  const clock = { now: new Date('2026-09-10T09:00:00Z') };
  const at = (iso: string) => (clock.now = new Date(iso));

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0', CATALOG_MAX_PER_MINUTE: '100000' } });
  });
  afterAll(() => app.close());

  const days = async (m: { api: (o: { url: string }) => Promise<{ json(): unknown }> }) => (await m.api({ url: '/api/movie-game/days' })).json() as GamePastDays;

  it('lists the last 365 days, newest first, days before the space existed too; a day is the same for both', async () => {
    at('2026-09-10T09:00:00Z');
    const c = await createCouple(app);
    const list = await days(c.owner);
    expect(list.today).toBe('2026-09-10');
    expect(list.days).toHaveLength(365);
    expect(list.days[0]).toEqual({ day: '2026-09-09', status: 'not-started', practice: false });
    expect(list.days.at(-1)!.day).toBe('2025-09-10');

    const mine = await practiceView(c.owner, '2025-12-31');
    const theirs = await practiceView(c.partner, '2025-12-31');
    expect(mine).toMatchObject({ day: '2025-12-31', practice: true, number: null, nextDayInMs: null, status: 'not-started', answer: null });
    expect(theirs.day).toBe(mine.day);
    const row = await findDay(app.ctx.db, c.spaceId, '2025-12-31');
    expect(row).toMatchObject({ number: null });
    // Opening a past day never moves today's game number.
    expect((await today(c.owner)).number).toBe(1);
  });

  it('a practice day won leaves the streak, the statistics, home and Yılımız exactly as they were', async () => {
    at('2026-09-11T09:00:00Z');
    const c = await createCouple(app);
    await win(app, c.owner, 1); // today, for real
    const before = {
      today: await today(c.owner),
      stats: (await c.owner.api({ url: '/api/movie-game/stats' })).json(),
      home: (await c.owner.api({ url: '/api/home' })).json().game,
      year: (await c.owner.api({ url: '/api/yilimiz/2026' })).json().game,
    };
    expect(before.today.streak.current).toBe(1);
    const won = await winPractice(app, c.owner, '2026-09-10', 2);
    expect(won).toMatchObject({ practice: true, status: 'won', streak: { current: 1, longest: 1 } });
    expect(won.answer).not.toBeNull();
    await lose(app, c.partner); // today for the partner; then a lost practice day
    const pDay = '2026-08-01';
    const pAnswer = await practiceAnswer(app, c.partner, pDay);
    for (const id of await wrongIds(pAnswer, 10)) expect((await practiceGuess(c.partner, pDay, id)).statusCode).toBe(201);
    expect((await today(c.owner)).streak).toEqual(before.today.streak);
    expect((await c.owner.api({ url: '/api/movie-game/stats' })).json().members.find((m: { id: string }) => m.id === c.owner.id)).toEqual(
      before.stats.members.find((m: { id: string }) => m.id === c.owner.id),
    );
    expect((await c.owner.api({ url: '/api/home' })).json().game).toEqual(before.home);
    const year = (await c.owner.api({ url: '/api/yilimiz/2026' })).json().game;
    expect(year.players.find((p: { id: string }) => p.id === c.owner.id)).toEqual(before.year.players.find((p: { id: string }) => p.id === c.owner.id));
    expect(year.players.find((p: { id: string }) => p.id === c.partner.id)).toMatchObject({ daysPlayed: 1, wins: 0 });
    const list = await days(c.owner);
    expect(list.days.find((d) => d.day === '2026-09-10')).toEqual({ day: '2026-09-10', status: 'won', practice: true });
  });

  it('refuses a day to come, today, a day over 365 days ago, a bad day and a second play: Turkish 400s, nothing stored', async () => {
    at('2026-09-12T09:00:00Z');
    const c = await createCouple(app);
    const answer = await answerFor(app, c.owner);
    const [wrong] = await wrongIds(answer, 1);
    const cases: [string, string][] = [
      ['2026-09-13', gm.dayNotCome],
      ['2027-01-01', gm.dayNotCome],
      ['2026-09-12', gm.todayNotPractice],
      ['2025-09-11', gm.dayTooOld],
      ['2020-01-01', gm.dayTooOld],
      ['2026-02-30', gm.badDay],
      ['yesterday', gm.badDay],
      ['2026-9-1', gm.badDay],
    ];
    for (const [day, error] of cases) {
      for (const res of [await c.owner.api({ url: practiceUrl(day) }), await practiceGuess(c.owner, day, wrong)]) {
        expect(res.statusCode, day).toBe(400);
        expect(res.json(), day).toEqual({ error });
      }
    }
    expect((await practiceGuess(c.owner, '2025-09-12', wrong)).statusCode).toBe(201); // exactly 365 days ago
    // A day played on its own date cannot be played again as practice.
    await win(app, c.owner, 0);
    at('2026-09-13T09:00:00Z');
    const live = await practiceGuess(c.owner, '2026-09-12', wrong);
    expect(live.statusCode).toBe(400);
    expect(live.json()).toEqual({ error: gm.practiceDone });
    // A second practice of a finished day.
    await winPractice(app, c.owner, '2026-09-01');
    const again = await practiceGuess(c.owner, '2026-09-01', wrong);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: gm.practiceDone });
    const bad = await practiceGuess(c.owner, '2026-09-02', 'Inception');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: gm.pickFromList });
    const [{ n }] = await app.ctx.db.select({ n: count() }).from(gameGuesses).where(eq(gameGuesses.spaceId, c.spaceId));
    expect(n).toBe(1 + 1 + 1); // 12 Sept 2025, today's win, the practice win
    const [{ n: opened }] = await app.ctx.db.select({ n: count() }).from(gameDays).where(and(eq(gameDays.spaceId, c.spaceId), eq(gameDays.day, '2026-09-13')));
    expect(opened).toBe(0);
  });

  it("a practice day's answer reaches neither the member nor the partner before their own play is over", async () => {
    at('2026-09-14T09:00:00Z');
    const c = await createCouple(app);
    const day = '2026-05-05';
    const answer = await practiceAnswer(app, c.owner, day);
    const secrets = answerSecrets(answer);
    const wrong = await wrongIds(answer, 9);
    const bodies: string[] = [];
    for (const id of wrong) {
      const res = await practiceGuess(c.owner, day, id);
      expect(res.statusCode).toBe(201);
      bodies.push(res.body);
      for (const m of [c.owner, c.partner]) for (const url of [practiceUrl(day), '/api/movie-game/days', '/api/movie-game/today']) bodies.push((await m.api({ url })).body);
    }
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
    const done = await practiceGuess(c.owner, day, answer.imdbId);
    expect(done.json().answer.imdbId).toBe(answer.imdbId);
    // The partner sees my progress only; my rows (which hold the answer) once their own play is over.
    const p = await practiceView(c.partner, day);
    expect(JSON.stringify(p)).not.toContain(answer.imdbId);
    expect(p.partner).toMatchObject({ status: 'won', guessCount: 10, rows: null, guesses: null });
    const [first] = await wrongIds(answer, 1);
    expect((await practiceGuess(c.partner, day, first)).statusCode).toBe(201);
    expect(JSON.stringify(await practiceView(c.partner, day))).not.toContain(answer.imdbId);
    await practiceGuess(c.partner, day, answer.imdbId);
    expect((await practiceView(c.partner, day)).partner!.guesses![0].imdbId).toBe(answer.imdbId);
  });

  it('past days are one space’s own: another couple’s list and practice of the same date are theirs alone', async () => {
    at('2026-09-15T09:00:00Z');
    const a = await createCouple(app);
    const b = await createCouple(app);
    await winPractice(app, a.owner, '2026-09-01');
    expect((await days(b.owner)).days.find((d) => d.day === '2026-09-01')).toEqual({ day: '2026-09-01', status: 'not-started', practice: false });
    const theirs = await practiceView(b.owner, '2026-09-01');
    expect(theirs.partner).toMatchObject({ id: b.partner.id, guessCount: 0 });
    expect(theirs.guesses).toEqual([]);
  });

  it('days at the edges: the list moves at midnight in the space time zone', async () => {
    at('2026-09-15T20:59:00Z'); // 23:59 in Istanbul
    const c = await createCouple(app);
    expect((await days(c.owner)).days[0].day).toBe('2026-09-14');
    at('2026-09-15T21:00:00Z');
    const list = await days(c.owner);
    expect(list.days[0].day).toBe('2026-09-15');
    expect(list.days.at(-1)!.day).toBe(addDays('2026-09-16', -365));
  });
});
