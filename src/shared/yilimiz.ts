import { daysBetween } from './dates';
import type { QuestionsOfYear } from './daily-question-words';
import type { Music } from './music';

/**
 * Yılımız: the couple's year in review, milestone days and the private calendar address.
 * Pure data and rules only (no zod), so the page and the home card load nothing heavy.
 */

/** The words (and the milestone shape they speak of) live in yilimiz-words.ts: /settings shows them without the rules. */
export * from './yilimiz-words';

/** The oldest year a review is made for; anything earlier (or after this year) is "not found". */
export const YEAR_MIN = 1900;
export const YEAR_PATTERN = /^\d{4}$/;

export interface NamedCount {
  name: string;
  count: number;
}

export interface ListItemBrief {
  id: string;
  title: string;
  rating: number | null;
  cover: string | null;
}

export interface ListYear {
  count: number;
  /** Average of the rated ones, one decimal; null when none is rated. */
  averageRating: number | null;
  best: ListItemBrief | null;
  /** The year's covers, at most 24, in the order they were finished. */
  covers: ListItemBrief[];
  topGenres: NamedCount[];
  /** Directors (films), creators (series) or authors (books). */
  topPeople: NamedCount[];
}

/** A title of the year both members rated (İkimiz), with both ratings and how far apart they are. */
export interface AgreementItem {
  kind: 'movies' | 'series' | 'books';
  id: string;
  title: string;
  cover: string | null;
  /** Both members' ratings, in the order they joined. */
  ratings: { memberId: string; displayName: string; rating: number }[];
  difference: number;
}

/** 'En çok anlaştığımız' (smallest difference first) and 'En az anlaştığımız' (largest first); never the same title in both. */
export interface YearAgreement {
  most: AgreementItem[];
  least: AgreementItem[];
}

export interface PlacePoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  visitDate: string;
}

export interface MemoryBrief {
  id: string;
  title: string;
  date: string;
  likeCount: number;
}

export interface YearSong extends Pick<Music, 'id' | 'videoId' | 'title' | 'artist' | 'cover' | 'date'> {
  addedByName: string | null;
}

export interface GamePlayer {
  id: string;
  name: string;
  daysPlayed: number;
  wins: number;
  bestStreak: number;
  /** Average guesses of a won day, one decimal; null without a win. */
  guessesPerWin: number | null;
}

/** A trip of the year (issue 37), linked to its story once it has ended. */
export interface YearTrip {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  /** Its last day is behind: its story is ready. */
  ended: boolean;
}

export interface YearInReview {
  year: number;
  /** Years that can be opened, newest first (from the first year with data to this year). */
  years: number[];
  movies: ListYear;
  series: ListYear;
  books: ListYear;
  places: { count: number; points: PlacePoint[]; first: PlacePoint | null; farthest: (PlacePoint & { km: number }) | null };
  memories: { count: number; byMonth: number[]; mostLiked: MemoryBrief[]; photos: { memoryId: string; photoId: string; title: string }[] };
  songs: { count: number; items: YearSong[] };
  game: { players: GamePlayer[]; leaderId: string | null };
  quotes: { count: number };
  /** Trips starting in the year, in order. */
  trips: YearTrip[];
  /** Günün Sorusu: the days both answered, and 'Yılın sorusu' (issue 36). */
  questions: QuestionsOfYear;
  days: { thisYear: number; total: number };
  agreement: YearAgreement;
}

/** At most this many titles on each side of 'En çok / En az anlaştığımız'. */
export const AGREEMENT_TOP = 3;

/**
 * The titles both rated, already ordered by difference (smallest first), split into the two
 * lists: the closer half (at most AGREEMENT_TOP) and the farther half, farthest first. With one
 * title it is only an agreement.
 */
export function splitAgreement(items: AgreementItem[]): YearAgreement {
  const most = items.slice(0, Math.min(AGREEMENT_TOP, Math.ceil(items.length / 2)));
  const rest = items.slice(most.length);
  return { most, least: rest.slice(-Math.min(AGREEMENT_TOP, rest.length)).reverse() };
}

/** Days together within `year` (counted like the home card) and in all, up to `today`. */
export function daysOfYear(togetherSince: string, year: number, today: string): { thisYear: number; total: number } {
  const lastDay = `${year}-12-31` < today ? `${year}-12-31` : today;
  const before = `${year - 1}-12-31`;
  const total = Math.max(0, daysBetween(togetherSince, lastDay));
  const atStart = Math.max(0, daysBetween(togetherSince, before));
  return { thisYear: Math.max(0, total - atStart), total };
}

/** A rating or an average as Turkish writes it (ikimiz-words.ts, where the cards use it too). */
export { formatRating } from './ikimiz-words';

/** Great-circle distance in kilometres (shared/geo.ts; kept here for Yılımız' readers). */
export { distanceKm } from './geo';

export interface CalendarFeedInfo {
  active: boolean;
  includeMemories: boolean;
  createdAt: string | null;
}

export interface CreatedCalendarFeed {
  /** The whole private address; shown once, when it is made. */
  url: string;
  includeMemories: boolean;
}

// ---- Milestone days (milestones.ts: home's cards load them without Yılımız' words) ----
export { isMilestoneDay, milestoneDays, milestonesOn, nextMilestone, reviewSeasonYear } from './milestones';
