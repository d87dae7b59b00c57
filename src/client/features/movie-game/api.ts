import { queryOptions } from '@tanstack/react-query';
import type { GameMemberStats, GameSearchResult, GameToday } from '../../../shared/movie-game';
import { api } from '../../lib/api';

/** My day. Any guess by either member ('game') or a name change ('profile') refreshes it live. */
export const todayQuery = queryOptions({
  queryKey: ['game', 'today'],
  queryFn: () => api.get<GameToday>('/api/movie-game/today'),
  meta: { topics: ['game', 'profile'] },
  // The day rolls over at midnight even when nobody plays.
  refetchInterval: 10 * 60_000,
});

export const statsQuery = queryOptions({
  queryKey: ['game', 'stats'],
  queryFn: async () => (await api.get<{ members: GameMemberStats[] }>('/api/movie-game/stats')).members,
  meta: { topics: ['game', 'profile'] },
});

export const searchTitles = async (q: string) =>
  (await api.get<{ results: GameSearchResult[] }>(`/api/movie-game/search?q=${encodeURIComponent(q)}`)).results;

export const sendGuess = (imdbId: string) => api.post<GameToday>('/api/movie-game/guesses', { imdbId });
