import { SHARE_PARAM, isShareId } from '../../shared/share-words';

/**
 * Where signing in continues to: the page a shared item was opening (`?paylasim=<id>`, handed to
 * /login by the guard as `state.from`), else null (home). Only a path of this app, never another site.
 */
export function continuationPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const url = new URL(from, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return null;
  return isShareId(url.searchParams.get(SHARE_PARAM)) ? `${url.pathname}${url.search}` : null;
}
