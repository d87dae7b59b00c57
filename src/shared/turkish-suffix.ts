/**
 * The Turkish dative ('-e/-a' case: Kapadokya'ya, İstanbul'a, Paris'e) of a name written with an
 * apostrophe, as a proper name takes its suffix. Pure and small: the home card loads it.
 *
 * - The suffix's vowel follows the last vowel heard (vowel harmony): a, ı, o, u → a; e, i, ö, ü → e.
 * - After a vowel a buffer consonant comes in: y (Roma'ya), or n after the possessive ending of a
 *   compound name (Ege Turu'na, Kuşadası'na, Yaz Tatili'ne).
 * - Digits are read as they are said (2026 → "iki bin yirmi altı" → 2026'ya; 10 → on → 10'a).
 * - An abbreviation without a vowel (KKTC, NYC) is read letter by letter (ce → KKTC'ye).
 * - Proper names keep their last consonant in writing (Ürgüp'e, Bodrum'a): no softening.
 * Anything after the last letter or digit (an emoji, a '!') is left out; a name with no letter or
 * digit has no dative (null), and the caller says it another way.
 */

const BACK = new Set(['a', 'ı', 'o', 'u', 'â', 'û']);
const FRONT = new Set(['e', 'i', 'ö', 'ü', 'î', 'ê']);
const isVowel = (ch: string) => BACK.has(ch) || FRONT.has(ch);

/** Loanwords whose suffix is front although their last vowel is back (TDK: Nepal'e, Montreal'e). */
const FRONT_EXCEPTIONS = new Set(['nepal', 'senegal', 'montreal', 'istiklal', 'kemal']);

/** Abbreviations that hold a vowel but are still read letter by letter. */
const LETTER_READ = new Set(['abd', 'ab', 'aı', 'bm']);

/** How a letter is named when an abbreviation is read out (TDK's letter names). */
const LETTER_NAMES: Record<string, string> = {
  a: 'a', b: 'be', c: 'ce', ç: 'çe', d: 'de', e: 'e', f: 'fe', g: 'ge', ğ: 'ğe', h: 'he', ı: 'ı', i: 'i', j: 'je', k: 'ke',
  l: 'le', m: 'me', n: 'ne', o: 'o', ö: 'ö', p: 'pe', q: 'kü', r: 're', s: 'se', ş: 'şe', t: 'te', u: 'u', ü: 'ü', v: 've',
  w: 've', x: 'iks', y: 'ye', z: 'ze',
};

/**
 * Third-person possessive heads of compound names ('Ağrı Dağı', 'Hafta Sonu', 'Balayı'): after
 * them the buffer is n. A last word ending in -sı/-si/-su/-sü in a name of two words or more
 * counts too ('Kapadokya Gezisi', 'Karadeniz Yaylası').
 */
const POSSESSIVE_HEADS = new Set([
  'tatili', 'turu', 'sonu', 'balayı', 'yolculuğu', 'seyahati', 'kaçamağı', 'kampı', 'festivali', 'dağı', 'gölü', 'koyu',
  'plajı', 'kanyonu', 'köyü', 'parkı', 'sarayı', 'evi', 'yolu', 'bayramı', 'yılbaşı', 'düğünü', 'limanı', 'burnu', 'çayı',
]);
/** One-word place names that are compounds themselves (Kuşadası, Rumelihisarı). */
const COMPOUND_ENDINGS = ['adası', 'hisarı', 'kalesi', 'yaylası', 'köyü', 'gölü', 'dağı', 'pınarı', 'deresi', 'ovası', 'burnu', 'limanı', 'köprüsü', 'balayı'];

const UNITS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const POWERS = ['bin', 'milyon', 'milyar', 'trilyon', 'katrilyon'];

/** The last word said when a whole number is read aloud: 2026 → 'altı', 1990 → 'doksan', 3000 → 'bin'. */
export function lastSpokenWord(digits: string): string {
  const n = digits.replace(/^0+/, '');
  if (n === '') return UNITS[0];
  const zeros = n.length - n.replace(/0+$/, '').length;
  const digit = Number(n[n.length - 1 - zeros]);
  if (zeros === 0) return UNITS[digit];
  if (zeros === 1) return TENS[digit];
  if (zeros === 2) return 'yüz';
  return POWERS[Math.min(Math.floor(zeros / 3) - 1, POWERS.length - 1)];
}

/** 'a' or 'e' after this word as it is said, and whether it ends in a vowel. */
function harmony(spoken: string): { vowel: 'a' | 'e'; endsInVowel: boolean } {
  const word = spoken.toLocaleLowerCase('tr');
  let vowel: 'a' | 'e' = 'e';
  for (let i = word.length - 1; i >= 0; i--) {
    if (isVowel(word[i])) {
      vowel = BACK.has(word[i]) ? 'a' : 'e';
      break;
    }
  }
  if (FRONT_EXCEPTIONS.has(word)) vowel = 'e';
  return { vowel, endsInVowel: isVowel(word[word.length - 1] ?? '') };
}

const isCompound = (words: string[]) => {
  const last = words[words.length - 1];
  if (POSSESSIVE_HEADS.has(last)) return true;
  if (words.length >= 2 && /s[ıiuü]$/.test(last)) return true;
  return words.length === 1 && COMPOUND_ENDINGS.some((ending) => last.length > ending.length && last.endsWith(ending));
};

/** "Kapadokya" → "Kapadokya'ya"; null for a name without a letter or a digit. */
export function dative(name: string): string | null {
  const core = name.trim().replace(/[^\p{L}\p{N}]+$/u, '');
  if (!core) return null;
  const token = /\p{N}$/u.test(core) ? core.match(/\p{N}+$/u)![0] : core.match(/\p{L}+$/u)![0];
  const lower = token.toLocaleLowerCase('tr');
  let spoken: string;
  if (/^\p{N}+$/u.test(token)) spoken = lastSpokenWord(token.normalize('NFKD').replace(/\D/g, '') || '0');
  else if (token === token.toLocaleUpperCase('tr') && token.length > 1 && (![...lower].some(isVowel) || LETTER_READ.has(lower))) {
    spoken = LETTER_NAMES[lower[lower.length - 1]] ?? lower;
  } else spoken = lower;
  const { vowel, endsInVowel } = harmony(spoken);
  const words = core.toLocaleLowerCase('tr').split(/\s+/);
  const buffer = !endsInVowel ? '' : /^\p{L}+$/u.test(token) && isCompound(words) ? 'n' : 'y';
  return `${core}'${buffer}${vowel}`;
}
