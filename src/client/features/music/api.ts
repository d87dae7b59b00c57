import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AddMusicInput, Music, MusicDay, MusicSearchResult } from '../../../shared/music';
import { musicMessages as m } from '../../../shared/music-words';
import { api, ApiError } from '../../lib/api';

/**
 * One day's songs, or today's (in the server's clock and the space's zone) for null. The key
 * starts with the 'music' topic, so live events refresh it.
 */
export const musicDayQuery = (date: string | null) =>
  queryOptions({
    queryKey: ['music', date ?? 'today'],
    queryFn: () => api.get<MusicDay>(date ? `/api/music?date=${date}` : '/api/music'),
    meta: { topics: ['profile'] },
    placeholderData: keepPreviousData,
  });

export const searchMusic = async (q: string) =>
  (await api.get<{ results: MusicSearchResult[] }>(`/api/music/search?q=${encodeURIComponent(q)}`)).results;

export const addMusic = (input: AddMusicInput) => api.post<{ music: Music }>('/api/music', input);
export const deleteMusic = (id: string) => api.delete<{ ok: true }>(`/api/music/${id}`);

/** The server's Turkish words (quota, no key, …) when it gave any; the spec's search message otherwise. */
export const searchErrorText = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status !== 401 && error.status !== 500 ? error.message : m.searchFailed;
