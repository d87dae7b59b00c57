import { z, displayName, isoDate } from './validation';
import { canonicalTimeZone } from './dates';
import { settingsExtraMessages, settingsMessages } from './settings-words';
import { LANGUAGES } from './i18n/languages';

export * from './settings-words';

export const profileInput = z.object({
  displayName: displayName.optional(),
  /** null clears it (and the member's 'Doğum Günü' special date). */
  birthday: isoDate.nullable().optional(),
  /** 'Dil': the language the app speaks to this member (decision 030). */
  language: z.enum(LANGUAGES, { error: () => settingsMessages.languageInvalid }).optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

// ---- Profile photo, space settings and special dates (issue 4) ----

const sx = settingsExtraMessages;

export const spaceInput = z.object({
  name: z
    .string({ error: () => sx.spaceNameRequired })
    .trim()
    .min(1, { error: () => sx.spaceNameRequired })
    .max(60, { error: () => sx.spaceNameMax })
    .optional(),
  togetherSince: isoDate.optional(),
  /** An IANA zone; stored under its canonical name. */
  timeZone: z
    .string({ error: () => sx.timeZoneInvalid })
    .transform((s, ctx) => {
      const zone = canonicalTimeZone(s.trim());
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: sx.timeZoneInvalid });
        return z.NEVER;
      }
      return zone;
    })
    .optional(),
});
export type SpaceInput = z.input<typeof spaceInput>;

const specialDateName = z
  .string({ error: () => sx.specialDateNameRequired })
  .trim()
  .min(1, { error: () => sx.specialDateNameRequired })
  .max(60, { error: () => sx.specialDateNameMax });

export const specialDateInput = z.object({ name: specialDateName, date: isoDate });
export type SpecialDateInput = z.infer<typeof specialDateInput>;

export const specialDatePatch = z.object({ name: specialDateName.optional(), date: isoDate.optional() });
export type SpecialDatePatch = z.infer<typeof specialDatePatch>;

export type SpecialDateKind = 'anniversary' | 'valentines' | 'birthday' | 'custom';

export interface SpecialDate {
  id: string;
  /** What the list and the countdown show ("Ayşe'nin Doğum Günü" for a birthday). */
  name: string;
  date: string;
  kind: SpecialDateKind;
  /** For a birthday: the member it belongs to. Birthdays change in that member's profile. */
  userId: string | null;
}
