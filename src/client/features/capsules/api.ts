import { queryOptions } from '@tanstack/react-query';
import type { Capsule, CapsuleList } from '../../../shared/capsules-words';
import { api } from '../../lib/api';

// Every key starts with 'capsules': a new, deleted, liked or commented capsule refreshes them.

/** The space's capsules (sealed ones as title, author and day only); `q` searches titles and opened letters. */
export const capsulesQuery = (q = '') =>
  queryOptions({
    queryKey: ['capsules', 'list', q],
    queryFn: () => api.get<CapsuleList>(`/api/capsules${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    meta: { topics: ['profile'] },
    // A capsule opens at midnight of its day even when nothing else changes.
    refetchInterval: 10 * 60_000,
  });

export const capsuleQuery = (id: string) =>
  queryOptions({
    queryKey: ['capsules', 'one', id],
    queryFn: async () => (await api.get<{ capsule: Capsule }>(`/api/capsules/${id}`)).capsule,
    meta: { topics: ['profile'] },
  });

/** 'Mühürle': the letter, its day and its photos in one request (the server keeps all or nothing). */
export function sealCapsule(input: { title: string; body: string; openDate: string }, photos: File[]) {
  const form = new FormData();
  form.append('title', input.title);
  form.append('body', input.body);
  form.append('openDate', input.openDate);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return api.upload<{ capsule: Capsule }>('/api/capsules', form);
}

export const deleteCapsule = (id: string) => api.delete<{ ok: true }>(`/api/capsules/${id}`);
export const setCapsuleLiked = (id: string, liked: boolean) =>
  liked ? api.put<{ capsule: Capsule }>(`/api/capsules/${id}/like`) : api.delete<{ capsule: Capsule }>(`/api/capsules/${id}/like`);
