import { queryOptions } from '@tanstack/react-query';
import type { GameMemberStats, GamePastDays, GameSearchResult, GameToday } from '../../../shared/movie-game';
import { api } from '../../lib/api';

/** My day. Any guess by either member ('game') or a name change ('profile') refreshes it live. */
export const todayQuery = queryOptions({
  queryKey: ['game', 'today'],
  queryFn: () => api.get<GameToday>('/api/movie-game/today'),
  meta: { topics: ['game', 'profile'] },
  // The day rolls over at midnight even when nobody plays.
  refetchInterval: 10 * 60_000,
});

/** A past day played as practice ('Geçmiş günler'). */
export const practiceQuery = (day: string) =>
  queryOptions({
    queryKey: ['game', 'practice', day],
    queryFn: () => api.get<GameToday>(`/api/movie-game/practice/${day}`),
    meta: { topics: ['game', 'profile'] },
  });

/** The last 365 days and how I stand with each, newest first. */
export const pastDaysQuery = queryOptions({
  queryKey: ['game', 'days'],
  queryFn: () => api.get<GamePastDays>('/api/movie-game/days'),
  meta: { topics: ['game'] },
});

export const statsQuery = queryOptions({
  queryKey: ['game', 'stats'],
  queryFn: async () => (await api.get<{ members: GameMemberStats[] }>('/api/movie-game/stats')).members,
  meta: { topics: ['game', 'profile'] },
});

export const searchTitles = async (q: string) =>
  (await api.get<{ results: GameSearchResult[] }>(`/api/movie-game/search?q=${encodeURIComponent(q)}`)).results;

export const sendGuess = (imdbId: string) => api.post<GameToday>('/api/movie-game/guesses', { imdbId });

export const sendPracticeGuess = (day: string, imdbId: string) => api.post<GameToday>(`/api/movie-game/practice/${day}/guesses`, { imdbId });
