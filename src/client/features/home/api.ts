import { queryOptions } from '@tanstack/react-query';
import type { HomeData } from '../../../shared/home';
import type { OnThisDay } from '../../../shared/memories';
import type { QuestionToday } from '../../../shared/daily-question-words';
import type { CapsuleSummary } from '../../../shared/capsules-words';
import { api } from '../../lib/api';

/** The front page. Any list, profile, space or special-date change refreshes it live. */
export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: () => api.get<HomeData>('/api/home'),
  meta: { topics: ['movies', 'series', 'books', 'music', 'places', 'trips', 'quotes', 'profile', 'space', 'special-dates', 'game'] },
  // The day (countdown, quote) rolls over at midnight even when nothing else changes.
  refetchInterval: 10 * 60_000,
});

/** 'Geçen yıllarda bugün' for the home card; its key starts with 'memories', so that topic refreshes it. */
export const homeOnThisDayQuery = queryOptions({
  queryKey: ['memories', 'on-this-day'],
  queryFn: () => api.get<OnThisDay>('/api/memories/on-this-day'),
  meta: { topics: ['space'] },
});

/**
 * Today's question for the home card: the same read as /soru's (its key starts with
 * 'daily-question', so an answer by either refreshes it), and the page opens with it cached.
 */
export const homeQuestionQuery = queryOptions({
  queryKey: ['daily-question', 'today'],
  queryFn: () => api.get<QuestionToday>('/api/daily-question/today'),
  meta: { topics: ['profile'] },
  refetchInterval: 10 * 60_000,
});

/** The capsules' home card: the next to open and how many wait (its key starts with 'capsules'). */
export const homeCapsulesQuery = queryOptions({
  queryKey: ['capsules', 'summary'],
  queryFn: () => api.get<CapsuleSummary>('/api/capsules/summary'),
  meta: { topics: ['profile'] },
  refetchInterval: 10 * 60_000,
});
