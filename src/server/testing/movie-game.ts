/**
 * Test helpers for the game (integration tests only): they read the day's answer straight from
 * the database — never through an app route — and play whole days.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestMember } from './fixtures';
import type { GameToday } from '../../shared/movie-game';
import { OfflineCatalog } from '../catalog/offline';
import { gamePool } from '../features/movie-game/pool';
import { findDay } from '../features/movie-game/repo';
import { spaceToday } from '../features/movie-game/service';

const offline = new OfflineCatalog();

export interface Answer {
  imdbId: string;
  title: string;
  /** The Turkish title where one is in use: the game shows it as the answer's title. */
  titleTr?: string;
  /** The project's own summary; '' for a title taken from a dataset (facts only). */
  plot: string;
}

/** What of the answer must never reach the browser before the member's game ends. */
export const answerSecrets = (a: Answer) => [a.imdbId, a.title, a.titleTr, a.plot].filter((s): s is string => !!s);

/** Today's answer of the member's space (picking it first through GET today). */
export async function answerFor(app: FastifyInstance, member: TestMember): Promise<Answer> {
  const res = await member.api({ url: '/api/movie-game/today' });
  expect(res.statusCode, res.body).toBe(200);
  const day = await findDay(app.ctx.db, member.spaceId, await spaceToday(app, member.spaceId));
  const details = await offline.details(day!.imdbId);
  return { imdbId: details!.id, title: details!.title, ...(details!.titleTr ? { titleTr: details!.titleTr } : {}), plot: details!.plot };
}

/** Pool titles that are not the answer and whose titles do not contain it (for leak scans). */
export async function wrongIds(answer: Answer, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (const id of gamePool().all) {
    if (ids.length === count) break;
    if (id === answer.imdbId) continue;
    const d = await offline.details(id);
    const names = (t: { title: string; titleTr?: string }) => [t.title, t.titleTr].filter((s): s is string => !!s);
    const overlaps = d && names(d).some((n) => names(answer).some((a) => n.includes(a) || a.includes(n)));
    if (d && !overlaps) ids.push(id);
  }
  return ids;
}

export async function guess(member: TestMember, imdbId: string) {
  return member.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId } });
}

export async function today(member: TestMember): Promise<GameToday> {
  const res = await member.api({ url: '/api/movie-game/today' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Wins today after `misses` wrong guesses. */
export async function win(app: FastifyInstance, member: TestMember, misses = 0) {
  const answer = await answerFor(app, member);
  for (const id of await wrongIds(answer, misses)) expect((await guess(member, id)).statusCode).toBe(201);
  const res = await guess(member, answer.imdbId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as GameToday;
}

/** Loses today with 10 wrong guesses. */
export async function lose(app: FastifyInstance, member: TestMember) {
  const answer = await answerFor(app, member);
  let last: GameToday | null = null;
  for (const id of await wrongIds(answer, 10)) {
    const res = await guess(member, id);
    expect(res.statusCode, res.body).toBe(201);
    last = res.json();
  }
  return last!;
}
