import { z, isoDate } from './validation';
import { CAPSULE_BODY_MAX, CAPSULE_SEARCH_MAX, CAPSULE_TITLE_MAX, capsuleMessages as m } from './capsules-words';

export * from './capsules-words';

/**
 * Zaman Kapsülü's contract (issue 36):
 *   GET    /api/capsules               ?q= → CapsuleList (sealed ones: only title, author, opening date)
 *   GET    /api/capsules/summary       → CapsuleSummary (the home card)
 *   GET    /api/capsules/:id           → { capsule }
 *   POST   /api/capsules               multipart: title, body, openDate, up to 10 `photos` → 201 { capsule } (sealed)
 *   DELETE /api/capsules/:id           → { ok } (its author only; never an edit)
 *   PUT|DELETE /api/capsules/:id/like, GET|POST /api/capsules/:id/comments, DELETE …/comments/:commentId
 *                                      (from its opening day on, like a memory's)
 */

/** The letter's fields (the opening date's range needs the space's today: the route checks it). */
export const capsuleInput = z.object({
  title: z.string({ error: () => m.titleRequired }).trim().min(1, { error: () => m.titleRequired }).max(CAPSULE_TITLE_MAX, { error: () => m.titleMax }),
  body: z.string({ error: () => m.bodyRequired }).trim().min(1, { error: () => m.bodyRequired }).max(CAPSULE_BODY_MAX, { error: () => m.bodyMax }),
  openDate: isoDate,
});
export type CapsuleInput = z.input<typeof capsuleInput>;

export const capsuleListQuery = z.object({ q: z.string().trim().max(CAPSULE_SEARCH_MAX).optional() });
