import type { Memory, MemoryCategory, MemoryPhoto } from '../../../shared/memories';

/** A memory row as read-memories.ts selects it (snake_case, straight from SQL). */
export interface MemoryRow {
  id: string;
  title: string;
  description: string;
  date: string;
  category: string;
  like_count: number;
  /** Milliseconds since the epoch: the same number from PGlite and node-postgres. */
  created_at: number;
  updated_at: number;
  added_by: string | null;
  added_by_name: string | null;
  liked_by_me: boolean;
  comment_count: number;
  photos: { photoId: string; width: number; height: number }[] | string;
}

export const photoOf = (p: { photoId: string; width: number; height: number }): MemoryPhoto => ({
  id: p.photoId,
  url: `/api/photos/${p.photoId}`,
  thumbUrl: `/api/photos/${p.photoId}/thumb`,
  width: p.width,
  height: p.height,
});

/**
 * The one shape a memory leaves the server in (HTTP answers; live events only name the topic).
 * `likeCount` rides along for the cursor and is stripped before it leaves.
 */
export function presentMemoryRow(r: MemoryRow): Memory & { likeCount: number } {
  const photos = typeof r.photos === 'string' ? (JSON.parse(r.photos) as Exclude<MemoryRow['photos'], string>) : r.photos;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    date: r.date,
    category: r.category as MemoryCategory,
    photos: photos.map(photoOf),
    likes: Number(r.like_count),
    likeCount: Number(r.like_count),
    likedByMe: Boolean(r.liked_by_me),
    commentCount: Number(r.comment_count),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    updatedAt: new Date(Number(r.updated_at)).toISOString(),
    addedBy: r.added_by && r.added_by_name ? { id: r.added_by, displayName: r.added_by_name } : null,
  };
}
