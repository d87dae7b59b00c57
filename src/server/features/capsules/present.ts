import type { Capsule } from '../../../shared/capsules-words';
import { daysBetween } from '../../../shared/dates';

/** A capsule row as repo.ts reads it: the letter's columns are null while it is sealed. */
export interface CapsuleRow {
  id: string;
  title: string;
  open_date: string;
  added_by: string | null;
  added_by_name: string | null;
  body: string | null;
  like_count: number | null;
  liked_by_me: boolean | null;
  comment_count: number | null;
  /** Milliseconds since the epoch (the same number from PGlite and node-postgres). */
  created_at: number | null;
  photos: { photoId: string; width: number; height: number }[] | string | null;
}

/**
 * The one shape a capsule leaves the server in. Before its day (in the space's zone) it is its
 * title, author and date only, whatever the row holds: the query already leaves the letter out,
 * and this is the second lock on the same door.
 */
export function presentCapsule(r: CapsuleRow, today: string): Capsule {
  const author = r.added_by && r.added_by_name ? { id: r.added_by, displayName: r.added_by_name } : null;
  if (r.open_date > today) return { id: r.id, title: r.title, author, openDate: r.open_date, sealed: true, daysLeft: daysBetween(today, r.open_date) };
  const photos = (typeof r.photos === 'string' ? JSON.parse(r.photos) : (r.photos ?? [])) as { photoId: string; width: number; height: number }[];
  return {
    id: r.id,
    title: r.title,
    author,
    openDate: r.open_date,
    sealed: false,
    body: r.body ?? '',
    photos: photos.map((p) => ({ id: p.photoId, url: `/api/photos/${p.photoId}`, thumbUrl: `/api/photos/${p.photoId}/thumb`, width: p.width, height: p.height })),
    likes: Number(r.like_count ?? 0),
    likedByMe: Boolean(r.liked_by_me),
    commentCount: Number(r.comment_count ?? 0),
    createdAt: new Date(Number(r.created_at ?? 0)).toISOString(),
  };
}
