import { useEffect, useState } from 'react';

/** Cards put on the page at first, and added each time the end of the grid comes near. */
const RENDER_STEP = 60;

/**
 * How many of a long list's items are on the page: the first RENDER_STEP, then RENDER_STEP more
 * whenever the sentinel after the grid scrolls within a screen of view. A 1,000-item list stays
 * one request (cached, searched in the browser) while the page builds only what can be seen.
 * A new search starts again from the top.
 */
export function useRenderedWindow(total: number, resetKey: string) {
  const [count, setCount] = useState(RENDER_STEP);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(RENDER_STEP);
  }
  // A callback ref kept in state: the observer follows the sentinel as it comes and goes.
  const [node, setSentinel] = useState<HTMLDivElement | null>(null);
  const more = count < total;
  useEffect(() => {
    if (!more || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setCount((c) => c + RENDER_STEP);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, count, node]);
  return { count: Math.min(count, total), more, setSentinel, showMore: () => setCount((c) => c + RENDER_STEP) };
}
