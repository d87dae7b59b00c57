/**
 * Keys that match "the same title" across apps and hands: case, accents, Turkish dotless i and
 * punctuation do not count ("Amélie" = "amelie", "Se7en." = "se7en").
 */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * An ISBN as Goodreads writes it (`="0451524934"`, `=""` when unknown) turned into ISBN-13, so
 * the 10- and 13-digit forms of one edition match. Anything that is not a valid ISBN is null.
 */
export function normaliseIsbn(raw: string): string | null {
  const digits = raw.replace(/^="?|"$/g, '').replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(digits)) return isbn13CheckOk(digits) ? digits : null;
  if (!/^\d{9}[\dX]$/.test(digits)) return null;
  const sum10 = [...digits].reduce((s, c, i) => s + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
  if (sum10 % 11 !== 0) return null;
  const body = `978${digits.slice(0, 9)}`;
  return body + isbn13Check(body);
}

function isbn13Check(first12: string): string {
  const sum = [...first12].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

const isbn13CheckOk = (isbn: string) => isbn13Check(isbn.slice(0, 12)) === isbn[12];

/**
 * A day as the exports write it (Letterboxd `2024-03-09`, Goodreads `2024/03/09`) as
 * 'YYYY-MM-DD', or null for an empty cell, rubbish or a day that does not exist.
 */
export function parseDay(raw: string): string | null {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2200 || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A year cell ('2010', '' or rubbish) as a year the lists accept, else null. */
export function parseYear(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw.trim())) return null;
  const year = Number(raw);
  return year >= 1 && year <= 2200 ? year : null;
}
