import type { Memory, MemoryCategory, MemoryPhoto } from '../../../shared/memories';

/** A memory row as the list queries select it (see repo.ts `columns`). */
export interface MemoryRow {
  id: string;
  title: string;
  description: string;
  date: string;
  category: string;
  likeCount: number;
  likedByMe: boolean;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
  addedById: string | null;
  addedByName: string | null;
}

export interface PhotoLink {
  memoryId: string;
  photoId: string;
  width: number;
  height: number;
}

export const photoOf = (p: { photoId: string; width: number; height: number }): MemoryPhoto => ({
  id: p.photoId,
  url: `/api/photos/${p.photoId}`,
  thumbUrl: `/api/photos/${p.photoId}/thumb`,
  width: p.width,
  height: p.height,
});

/** The one shape a memory leaves the server in (HTTP answers; live events only name the topic). */
export function presentMemory(r: MemoryRow, photos: PhotoLink[]): Memory {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    date: r.date,
    category: r.category as MemoryCategory,
    photos: photos.filter((p) => p.memoryId === r.id).map(photoOf),
    likes: r.likeCount,
    likedByMe: Boolean(r.likedByMe),
    commentCount: Number(r.commentCount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    addedBy: r.addedById && r.addedByName ? { id: r.addedById, displayName: r.addedByName } : null,
  };
}
