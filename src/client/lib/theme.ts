import { useCallback, useSyncExternalStore } from 'react';
import { THEME_COLORS } from '../../shared/theme-init';

export type Theme = 'dark' | 'light';
const KEY = 'theme';

const listeners = new Set<() => void>();
const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** The theme lives in localStorage under `theme` and as the `dark` class on <html>. */
export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // The browser bar follows the chosen theme, not only the system's (index.html has one per scheme).
  const bar = THEME_COLORS[theme];
  document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', bar));
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // private mode: the choice lasts for this page only
  }
  listeners.forEach((l) => l());
}

export function useTheme() {
  const theme = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    () => 'light' as Theme,
  );
  const toggle = useCallback(() => setTheme(current() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
