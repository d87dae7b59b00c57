import { expect } from 'vitest';
import { todayInZone } from '../../../shared/dates';
import { findDay } from '../../features/movie-game/repo';
import { defineAccessCases, ownSpace, type Actor, type AccessWorld } from '../access-table';

/** The couple whose game the actor plays: their own, never the other couple's. */
const ownCouple = (actor: Actor, world: AccessWorld) => (actor === 'other' ? world.other : world.couple);
const ids = (actor: Actor, world: AccessWorld) => [ownCouple(actor, world).owner.id, ownCouple(actor, world).partner.id];

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
