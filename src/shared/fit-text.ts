/**
 * Outside answers (a geocoder's address, a catalogue's plot or author list) go into form fields
 * the server checks against a length limit. The server shortens them with these before it hands
 * them over, so the app never fills a field with a value it would itself refuse; a value typed
 * by hand past the limit still gets the field's Turkish message.
 */

const ELLIPSIS = '…';

/**
 * Prose or a title in at most `max` characters (code units, as zod's `.max` counts): unchanged
 * when it fits; otherwise cut at a word with '…', and inside a word only when a single word is
 * longer than half the room.
 */
export function fitText(value: string, max: number): string {
  const s = value.trim();
  if (s.length <= max) return s;
  const room = max - ELLIPSIS.length;
  const head = s.slice(0, room + 1);
  const space = head.search(/\s\S*$/);
  const cut = space > room / 2 ? head.slice(0, space) : s.slice(0, room);
  return `${cut.replace(/[\s,;:.\-–—/]+$/u, '')}${ELLIPSIS}`;
}

/**
 * A comma-separated value (an address, a list of names) in at most `max` characters: whole
 * trailing parts are dropped first ('A, B, C' → 'A, B'); when not even the first part fits, it
 * is cut at a word with '…'.
 */
export function fitCommaParts(value: string, max: number): string {
  const s = value.trim();
  if (s.length <= max) return s;
  return fitParts(s.split(','), ', ', max) || fitText(s, max);
}

/**
 * As many leading parts as fit, joined by `separator`, within `max` characters; '' when not even
 * the first one does. Blank and repeated parts are dropped first.
 */
export function fitParts(parts: readonly string[], separator: string, max: number): string {
  let out = '';
  const seen = new Set<string>();
  for (const raw of parts) {
    const part = raw.trim();
    const key = part.toLocaleLowerCase('tr');
    if (!part || seen.has(key)) continue;
    const next = out ? `${out}${separator}${part}` : part;
    if (next.length > max) break;
    seen.add(key);
    out = next;
  }
  return out;
}

/**
 * A list the form joins with ', ' (authors, genres) cut to the items whose join fits in `max`;
 * an item too long on its own is shortened when it is the first.
 */
export function fitList(items: readonly string[], max: number): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const item of items) {
    const extra = (kept.length ? 2 : 0) + item.length;
    if (length + extra > max) {
      if (!kept.length) kept.push(fitText(item, max));
      break;
    }
    kept.push(item);
    length += extra;
  }
  return kept;
}
