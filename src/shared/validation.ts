import { z } from 'zod';
import { validationMessages } from './validation-words';
import { currentLanguage } from './i18n/words';
import type { Language } from './i18n/languages';

// zod's own words for any message a schema does not set itself, in the language of the moment
// the value is checked (decision 030): Turkish by default, English for an English member.
const zodLocales: Record<Language, { localeError: z.core.$ZodErrorMap }> = { tr: z.locales.tr(), en: z.locales.en() };
z.config({ localeError: (issue) => zodLocales[currentLanguage()].localeError(issue) });
// In the browser the CSP forbids eval: without this, zod probes `new Function` for its fast path
// and every page logs a CSP violation (Lighthouse: inspector issues). The server keeps the fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });

const v = validationMessages;

/** A calendar date as the browser's date input writes it: YYYY-MM-DD, and a real day. */
export const isoDate = z
  .string({ error: () => v.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => v.date })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    // Year 0000 parses in JavaScript but is not a PostgreSQL date.
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1;
  }, { error: () => v.date });

export const email = z
  .string({ error: () => v.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => v.email }).max(254, { error: () => v.email }));

export const password = z
  .string({ error: () => v.passwordMin })
  .min(8, { error: () => v.passwordMin })
  .max(200, { error: () => v.passwordMax });

export const displayName = z
  .string({ error: () => v.name })
  .trim()
  .min(1, { error: () => v.name })
  .max(60, { error: () => v.nameMax });

export const uuid = z.uuid();

/** First message of a failed parse, for a toast or a 400 answer. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? v.invalidBody;
}

export { z };
