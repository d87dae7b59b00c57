import { z } from './validation';

export * from './quotes-words';
import { ANONYMOUS_AUTHOR, quotesMessages } from './quotes-words';

const m = quotesMessages;

/**
 * A quote as the form sends it. With `isAnonymous` the author is stored as 'Anonim' and the
 * author field may be left empty.
 */
export const quoteInput = z
  .object({
    text: z.string({ error: () => m.textRequired }).trim().min(1, { error: () => m.textRequired }).max(2000, { error: () => m.textMax }),
    author: z.string({ error: () => m.authorRequired }).trim().max(120, { error: () => m.authorMax }).optional().default(''),
    source: z.string().trim().max(200, { error: () => m.sourceMax }).optional().default(''),
    isAnonymous: z.boolean().optional().default(false),
  })
  .refine((q) => q.isAnonymous || q.author.length > 0, { error: () => m.authorRequired, path: ['author'] })
  .transform((q) => ({ ...q, author: q.isAnonymous ? ANONYMOUS_AUTHOR : q.author }));
export type QuoteInput = z.input<typeof quoteInput>;

/** '{ad} yeni bir alıntı ekledi: “…”' with the quote cut to a readable length. */
export function quoteNotificationMessage(actorName: string, text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > 80 ? `${oneLine.slice(0, 79).trimEnd()}…` : oneLine;
  return m.notification(actorName, short);
}
