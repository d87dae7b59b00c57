import { startTransition, useEffect, useState } from 'react';

/**
 * True once `node` comes within `margin` of the screen (and from then on): what only matters when
 * seen, such as a map, loads when scrolled to instead of with the page (decision 020). Without
 * IntersectionObserver it is true at once. What comes is drawn as a transition: React draws it in
 * slices of a few milliseconds, yielding between them, instead of in one task while the page is
 * still loading (home's cards below the first screen were one task of 35–55 ms at a phone's CPU; decision 020 (9)).
 */
export function useNearScreen(node: Element | null, margin = '400px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return near;
}
