import { z } from './validation';
import { MEMBER_NOTE_MAX, TONIGHT_SKIP_MAX, tonightKinds, tonightRuntimes } from './ikimiz-words';
import { ikimizRules as m } from './ikimiz-rule-words';

export * from './ikimiz-words';
export * from './ikimiz-rule-words';

/** One member's 1–10 (whole numbers), or nothing. The one rating rule of every list and place. */
export const memberRating = z
  .number({ error: () => m.ratingRange })
  .int({ error: () => m.ratingRange })
  .min(1, { error: () => m.ratingRange })
  .max(10, { error: () => m.ratingRange })
  .nullish()
  .transform((n) => n ?? null);

/** One member's one-line note ('Notunuz'). */
export const memberNote = z
  .string({ error: () => m.noteMax })
  .trim()
  .max(MEMBER_NOTE_MAX, { error: () => m.noteMax })
  .nullish()
  .transform((s) => s ?? '');

/** `PUT /api/<list>/:id/rating` and `/api/places/:id/rating`: the member's own rating and note ('Kaydet'); both empty removes them. */
export const memberRatingInput = z.object({ rating: memberRating, note: memberNote });
export type MemberRatingInput = z.input<typeof memberRatingInput>;

/** `POST /api/tonight`: which lists, 'Süre', 'Tür', and what this session has already been shown. */
export const tonightInput = z.object(
  {
    kinds: z.array(z.enum(tonightKinds, { error: () => m.tonightInvalid }), { error: () => m.tonightInvalid }).min(1, { error: () => m.tonightInvalid }).max(tonightKinds.length, { error: () => m.tonightInvalid }),
    runtime: z
      .union(tonightRuntimes.map((n) => z.literal(n)), { error: () => m.tonightInvalid })
      .nullish()
      .transform((n) => n ?? null),
    genre: z.string({ error: () => m.tonightInvalid }).trim().max(60, { error: () => m.tonightInvalid }).nullish().transform((s) => s || null),
    skip: z.array(z.uuid({ error: () => m.tonightInvalid }), { error: () => m.tonightInvalid }).max(TONIGHT_SKIP_MAX, { error: () => m.tonightInvalid }).nullish().transform((s) => s ?? []),
  },
  { error: () => m.tonightInvalid },
);
export type TonightInput = z.input<typeof tonightInput>;
