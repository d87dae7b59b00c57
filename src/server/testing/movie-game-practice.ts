/**
 * Test helpers for 'Geçmiş günler' (integration tests only): a past day's answer read straight from
 * the database — never through an app route — and practice guesses.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestMember } from './fixtures';
import type { GameToday } from '../../shared/movie-game';
import { OfflineCatalog } from '../catalog/offline';
import { findDay } from '../features/movie-game/repo';
import { wrongIds, type Answer } from './movie-game';

const offline = new OfflineCatalog();

export const practiceUrl = (day: string) => `/api/movie-game/practice/${day}`;

export async function practiceView(member: TestMember, day: string): Promise<GameToday> {
  const res = await member.api({ url: practiceUrl(day) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const practiceGuess = (member: TestMember, day: string, imdbId: string) =>
  member.api({ method: 'POST', url: `${practiceUrl(day)}/guesses`, payload: { imdbId } });

/** The answer of a past day (opening it first through the practice view). */
export async function practiceAnswer(app: FastifyInstance, member: TestMember, day: string): Promise<Answer> {
  await practiceView(member, day);
  const row = await findDay(app.ctx.db, member.spaceId, day);
  const d = (await offline.details(row!.imdbId))!;
  return { imdbId: d.id, title: d.title, ...(d.titleTr ? { titleTr: d.titleTr } : {}), plot: d.plot };
}

/** Wins a past day as practice after `misses` wrong guesses. */
export async function winPractice(app: FastifyInstance, member: TestMember, day: string, misses = 0): Promise<GameToday> {
  const answer = await practiceAnswer(app, member, day);
  for (const id of await wrongIds(answer, misses)) expect((await practiceGuess(member, day, id)).statusCode).toBe(201);
  const res = await practiceGuess(member, day, answer.imdbId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
