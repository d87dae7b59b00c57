import { z } from './validation';
import { COMMENT_MAX, socialWords as w } from './social-words';

export * from './social-words';

/** A comment under a memory or an opened capsule: 1–1,000 characters. */
export const commentInput = z.object({
  text: z.string({ error: () => w.commentRequired }).trim().min(1, { error: () => w.commentRequired }).max(COMMENT_MAX, { error: () => w.commentMax }),
});
export type CommentInput = z.input<typeof commentInput>;
