import { z, isoDate } from './validation';
import { daysInMonth, parseIsoDate } from './dates';
import { shortTitle, type SocialComment, type SocialPhoto } from './social-words';

import { MEMORY_PAGE_MAX, MEMORY_PAGE_SIZE, memoryCategories, memorySorts, type MemoryCategory } from './memories-words';

export * from './memories-words';
export * from './memories-form-words';
// The checks' and the notifications' words are the form's (memories-form-words.ts): the page shows none before its form opens.
import { memoriesFormMessages as m } from './memories-form-words';

export const memoryInput = z.object({
  title: z.string({ error: () => m.titleRequired }).trim().min(1, { error: () => m.titleRequired }).max(120, { error: () => m.titleMax }),
  description: z.string().trim().max(2000, { error: () => m.descriptionMax }).optional().default(''),
  date: isoDate,
  category: z.enum(memoryCategories, { error: () => m.categoryInvalid }),
});
export type MemoryInput = z.input<typeof memoryInput>;

export { commentInput, type CommentInput } from './social';

/** `GET /api/memories`: one page, sorted and filtered on the server; `cursor` comes from the previous page. */
export const memoryListQuery = z.object({
  sort: z.enum(memorySorts).optional().default('date-desc'),
  category: z.enum(memoryCategories).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).optional().default(MEMORY_PAGE_SIZE),
});
export type MemoryListQuery = z.input<typeof memoryListQuery>;

/** `GET /api/memories/calendar?month=YYYY-MM`: only the month in view. */
export const memoryMonthQuery = z.object({
  month: z
    .string({ error: () => m.monthInvalid })
    .regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { error: () => m.monthInvalid }), // year 0 is no PostgreSQL date
  category: z.enum(memoryCategories).optional(),
});

export type MemoryPhoto = SocialPhoto;

export interface Memory {
  id: string;
  title: string;
  description: string;
  date: string;
  category: MemoryCategory;
  /** In order; the first is the cover. */
  photos: MemoryPhoto[];
  likes: number;
  likedByMe: boolean;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
  addedBy: { id: string; displayName: string } | null;
}

export interface MemoryPage {
  memories: Memory[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export type MemoryComment = SocialComment;

/** `GET /api/memories/on-this-day`. */
export interface OnThisDay {
  today: string;
  memories: Memory[];
}

/**
 * The month-days (MM-DD) whose memories come back on `today` in 'Geçen yıllarda bugün'.
 * Leap day rule (as for special dates in dates.ts): a 29 February memory comes back on
 * 28 February in a year without one, so it is never skipped for three years. 28 February and
 * 1 March memories come back only on their own day.
 */
export function onThisDayKeys(today: string): string[] {
  const { year, month, day } = parseIsoDate(today);
  const key = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (month === 2 && day === 28 && daysInMonth(year, 2) === 28) return [key, '02-29'];
  return [key];
}


/** '{ad} yeni bir anı ekledi: {başlık}', as the lists word theirs. */
export function memoryNotificationMessage(actorName: string, title: string): string {
  return m.newNotification(actorName, shortTitle(title));
}

/** '{ad} anınıza yorum yaptı: {başlık}' */
export function commentNotificationMessage(actorName: string, title: string): string {
  return m.commentNotification(actorName, shortTitle(title));
}

/** '{ad} anınızı beğendi: {başlık}', in the same style as the comment message. */
export function likeNotificationMessage(actorName: string, title: string): string {
  return m.likeNotification(actorName, shortTitle(title));
}
