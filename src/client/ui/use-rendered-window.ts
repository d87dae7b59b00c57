import { startTransition, useEffect, useState } from 'react';

/** Cards put on the page at first, and added each time the end of the grid comes near. */
const RENDER_STEP = 60;
/** Cards in the page's very first paint: more than a phone or a wide screen shows at once. */
const FIRST_PAINT = 12;

/**
 * How many items a grid draws: `first` in the page's very first paint, then all of them, added as
 * a transition that React renders in slices between the browser's own work. The cards below the
 * first screen then cost nothing before the largest paint (issue 25: the memories grid's 24 cards
 * and the lists' 60 were the largest paint's delay with a year of data).
 */
export function useFirstPaintLimit(first = FIRST_PAINT) {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    startTransition(() => setLimit(Infinity));
  }, []);
  return limit;
}

/**
 * How many of a long list's items are on the page: the first RENDER_STEP, then RENDER_STEP more
 * whenever the sentinel after the grid scrolls within a screen of view. A 1,000-item list stays
 * one request (cached, searched in the browser) while the page builds only what can be seen.
 * A new search starts again from the top.
 *
 * The first paint holds only FIRST_PAINT cards; the rest of the first window follows at once
 * (useFirstPaintLimit).
 */
export function useRenderedWindow(total: number, resetKey: string) {
  const firstPaint = useFirstPaintLimit();
  const [stepped, setCount] = useState(RENDER_STEP);
  const count = Math.min(stepped, firstPaint);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(RENDER_STEP);
  }
  // A callback ref kept in state: the observer follows the sentinel as it comes and goes.
  const [node, setSentinel] = useState<HTMLDivElement | null>(null);
  // Until the first window is complete, neither the button nor the scroll watch adds a step.
  const more = count >= Math.min(RENDER_STEP, total) && count < total;
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
