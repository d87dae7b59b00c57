/**
 * The Turkish genitive suffix, for Turkish words only (decision 030): English phrases its
 * possessives in its own catalogue ("Ayşe’s Birthday"), never through this.
 */
const BACK_VOWELS: Record<string, string> = { a: 'ın', ı: 'ın', e: 'in', i: 'in', o: 'un', u: 'un', ö: 'ün', ü: 'ün' };

/**
 * A name in the Turkish genitive with its apostrophe: Ayşe → Ayşe'nin, Mehmet → Mehmet'in,
 * Can → Can'ın, Umut → Umut'un. The suffix follows the last vowel; after a vowel it takes an n.
 */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLocaleLowerCase('tr');
  let suffix = 'in';
  for (let i = lower.length - 1; i >= 0; i--) {
    const s = BACK_VOWELS[lower[i]];
    if (s) {
      suffix = s;
      break;
    }
  }
  const endsInVowel = Boolean(BACK_VOWELS[lower[lower.length - 1]]);
  return `${trimmed}'${endsInVowel ? 'n' : ''}${suffix}`;
}
