import { TONIGHT_SKIP_MAX } from '../../../shared/ikimiz-words';

/**
 * What 'Bu akşam ne izlesek?' has shown in this browser session (sessionStorage: this tab, until
 * it closes), so 'Başka bir tane' never offers one twice. The newest are kept when it is full.
 */
const KEY = 'defterimiz:tonight-shown';

export function shownThisSession(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(-TONIGHT_SKIP_MAX) : [];
  } catch {
    return [];
  }
}

export function markShown(id: string) {
  const shown = shownThisSession();
  if (shown.includes(id)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...shown, id].slice(-TONIGHT_SKIP_MAX)));
  } catch {
    // Storage full or refused: the pick still works, it may only come again.
  }
}

export function forgetShown() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
