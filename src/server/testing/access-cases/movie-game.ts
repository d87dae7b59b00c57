import { expect } from 'vitest';
import { addDays, todayInZone } from '../../../shared/dates';
import { findDay } from '../../features/movie-game/repo';
import { defineAccessCases, ownSpace, type Actor, type AccessWorld } from '../access-table';

/** The couple whose game the actor plays: their own, never the other couple's. */
const ownCouple = (actor: Actor, world: AccessWorld) => (actor === 'other' ? world.other : world.couple);
const ids = (actor: Actor, world: AccessWorld) => [ownCouple(actor, world).owner.id, ownCouple(actor, world).partner.id];
/** A past day the couple's owner has started as practice (one guess), three days back. */
const practised = async ({ app, couple }: AccessWorld) => {
  const day = addDays(todayInZone(app.ctx.now()), -3);
  await couple.owner.api({ method: 'POST', url: `/api/movie-game/practice/${day}/guesses`, payload: { imdbId: 'tt0068646' } });
  return day;
};

/** The game is per space and per member: every member gets their own space's day and nobody else's. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/movie-game/today',
    setup: async ({ app, couple }) => {
      // A wrong guess, so the partner's day stays open for the POST case below.
      await couple.partner.api({ method: 'GET', url: '/api/movie-game/today' });
      const answer = (await findDay(app.ctx.db, couple.spaceId, todayInZone(app.ctx.now())))?.imdbId;
      const imdbId = answer === 'tt0068646' ? 'tt0468569' : 'tt0068646';
      await couple.partner.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId } });
      return { url: '/api/movie-game/today' };
    },
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const today = res.json();
      expect(ids(actor, world)).toContain(today.partner.id);
      if (actor === 'owner') expect(today.partner.guessCount).toBeGreaterThan(0);
      if (actor === 'other') expect(today.partner.guessCount).toBe(0);
    },
  },
  {
    method: 'GET',
    route: '/api/movie-game/stats',
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const members: { id: string }[] = res.json().members;
      expect(members.map((m) => m.id).sort()).toEqual(ids(actor, world).sort());
    },
  },
  {
    method: 'GET',
    route: '/api/movie-game/search',
    setup: () => ({ url: '/api/movie-game/search?q=matrix' }),
    expect: ownSpace(200),
  },
  {
    method: 'GET',
    route: '/api/movie-game/days',
    setup: async (world) => ({ url: `/api/movie-game/days?d=${await practised(world)}` }),
    expect: ownSpace(200),
    check: ({ res, actor, prepared }) => {
      if (actor === 'anonymous') return;
      const day = new URL(prepared.url, 'http://x').searchParams.get('d');
      const row = res.json().days.find((d: { day: string }) => d.day === day);
      expect(row).toMatchObject(actor === 'owner' ? { status: 'playing', practice: true } : { status: 'not-started' });
    },
  },
  {
    method: 'GET',
    route: '/api/movie-game/practice/:day',
    setup: async (world) => ({ url: `/api/movie-game/practice/${await practised(world)}` }),
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const day = res.json();
      expect(day.practice).toBe(true);
      expect(ids(actor, world)).toContain(day.partner.id);
      if (actor === 'partner') expect(day.partner.guessCount).toBe(1);
      if (actor === 'other') expect([day.guesses.length, day.partner.guessCount]).toEqual([0, 0]);
    },
  },
  {
    method: 'POST',
    route: '/api/movie-game/practice/:day/guesses',
    setup: ({ app }) => ({ url: `/api/movie-game/practice/${addDays(todayInZone(app.ctx.now()), -2)}/guesses`, payload: { imdbId: 'tt0111161' } }),
    expect: ownSpace(201),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json()).toMatchObject({ practice: true, guesses: [{ imdbId: 'tt0111161' }] });
    },
  },
  {
    method: 'GET',
    route: '/api/movie-game/settings',
    setup: async ({ couple }) => {
      await couple.owner.api({ method: 'PUT', url: '/api/movie-game/settings', payload: { difficulty: 'hard' } });
      return { url: '/api/movie-game/settings' };
    },
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json()).toEqual({ difficulty: actor === 'other' ? 'mixed' : 'hard' });
    },
  },
  {
    method: 'PUT',
    route: '/api/movie-game/settings',
    setup: async ({ couple }) => {
      await couple.owner.api({ method: 'PUT', url: '/api/movie-game/settings', payload: { difficulty: 'hard' } });
      return { url: '/api/movie-game/settings', payload: { difficulty: 'easy' } };
    },
    expect: ownSpace(200),
    check: async ({ actor, world }) => {
      if (actor === 'anonymous') return;
      const mine = await ownCouple(actor, world).partner.api({ url: '/api/movie-game/settings' });
      expect(mine.json()).toEqual({ difficulty: 'easy' });
      if (actor === 'other') expect((await world.couple.owner.api({ url: '/api/movie-game/settings' })).json()).toEqual({ difficulty: 'hard' });
    },
  },
  {
    method: 'POST',
    route: '/api/movie-game/guesses',
    payload: { imdbId: 'tt0111161' },
    expect: ownSpace(201),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json().guesses[0].imdbId).toBe('tt0111161');
    },
  },
]);
