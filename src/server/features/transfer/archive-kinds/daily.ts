import { z } from '../../../../shared/validation';
import { isoDate } from '../../../../shared/validation';
import { ANSWER_MAX, CUSTOM_QUESTION_MAX, CUSTOM_QUESTION_MIN, questionCategories } from '../../../../shared/daily-question-words';
import { CAPSULE_BODY_MAX, CAPSULE_MAX_PHOTOS, CAPSULE_TITLE_MAX } from '../../../../shared/capsules-words';
import { COMMENT_MAX } from '../../../../shared/social-words';
import { GAME_MAX_GUESSES, gameColumns } from '../../../../shared/game-rules';
import type { TransferKind } from '../../../../shared/transfer';
import { id, ref, timestamp, text, int, url, imdbId, year } from './fields';

const gameCell = z.object({
  verdict: z.enum(['correct', 'close', 'wrong']),
  arrow: z.enum(['up', 'down']).optional(),
  value: text(0, 500),
});

/** The daily game and question, and the time capsules. */
export const dailyKinds = {
  /** An older archive's `cycle` (passes through the 37-title pool) is dropped with the unknown columns. */
  'game-days': z.object({ id, spaceId: id, day: isoDate, imdbId, number: int(1, 1_000_000).nullable(), createdAt: timestamp }),
  'game-guesses': z.object({
    id,
    spaceId: id,
    userId: id,
    day: isoDate,
    n: int(1, GAME_MAX_GUESSES),
    imdbId,
    title: text(1, 300),
    type: z.enum(['movie', 'series']),
    year,
    poster: url,
    cells: z.array(gameCell).max(gameColumns.length),
    correct: z.boolean(),
    /** Added with 'Geçmiş günler'; an older archive has only days played on their date. */
    practice: z.boolean().optional(),
    createdAt: timestamp,
  }),
  'question-custom': z.object({
    id,
    spaceId: id,
    addedBy: ref,
    text: text(CUSTOM_QUESTION_MIN, CUSTOM_QUESTION_MAX),
    category: z.enum(questionCategories),
    createdAt: timestamp,
  }),
  'question-days': z.object({
    id,
    spaceId: id,
    day: isoDate,
    bankKey: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .nullable(),
    customId: ref,
    text: text(1, CUSTOM_QUESTION_MAX),
    category: z.enum(questionCategories),
    createdAt: timestamp,
  }),
  'question-answers': z.object({ id, spaceId: id, dayId: id, userId: ref, text: text(1, ANSWER_MAX), createdAt: timestamp, updatedAt: timestamp }),
  'question-year-picks': z.object({ spaceId: id, year: int(1900, 9999), dayId: id, chosenBy: ref, createdAt: timestamp }),
  capsules: z.object({
    id,
    spaceId: id,
    addedBy: ref,
    title: text(1, CAPSULE_TITLE_MAX),
    body: text(1, CAPSULE_BODY_MAX),
    openDate: isoDate,
    likeCount: int(0, 1000),
    createdAt: timestamp,
  }),
  'capsule-photos': z.object({ capsuleId: id, photoId: id, position: int(0, CAPSULE_MAX_PHOTOS - 1) }),
  'capsule-likes': z.object({ capsuleId: id, userId: id, createdAt: timestamp }),
  'capsule-comments': z.object({ id, capsuleId: id, spaceId: id, userId: ref, text: text(1, COMMENT_MAX), createdAt: timestamp }),
} satisfies Partial<Record<TransferKind, z.ZodType>>;
