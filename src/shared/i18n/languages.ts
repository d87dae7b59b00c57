/**
 * The languages the app speaks (decision 030). Turkish is the app's own and the default
 * everywhere; every other language is a catalogue of the Turkish words (words.ts). Adding one:
 * its code here, its name in LANGUAGE_NAMES, its catalogues under src/shared/<code>/
 * (catalogues.ts lists them), and dates in dates-words.ts.
 */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'tr' satisfies Language;

/** Each language by its own name, as the 'Dil' choice shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of a browser's preferred languages (most wanted first) that the app speaks, by its
 * primary subtag ('en-GB' → 'en'); Turkish when none is. So 'de, en;q=0.8' gets English and
 * 'fr' gets Turkish.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().split('-')[0].toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, the most wanted first ('q=0' ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}
