import { queryOptions } from '@tanstack/react-query';
import type { HomeData } from '../../../shared/home';
import type { OnThisDay } from '../../../shared/memories';
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
