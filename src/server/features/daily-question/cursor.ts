import { isoDate } from '../../../shared/validation';
import { badRequest } from '../../platform/http-errors';

/**
 * The history's keyset cursor: the last day of a page (one question a day per space, so the day
 * alone orders it), opaque to the client like the memories' (features/memories/cursor.ts). The
 * next page starts strictly before it; a day answered while someone scrolls never repeats.
 */
export function encodeDayCursor(day: string): string {
  return Buffer.from(JSON.stringify([day])).toString('base64url');
}

/** A cursor this server did not make is a 400, never a 500. */
export function decodeDayCursor(raw: string): string {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest();
  }
  if (!Array.isArray(key) || key.length !== 1 || typeof key[0] !== 'string' || !isoDate.safeParse(key[0]).success) throw badRequest();
  return key[0];
}
