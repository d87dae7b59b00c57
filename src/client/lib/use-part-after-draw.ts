import { startTransition, useEffect, useState } from 'react';

/**
 * True once `part`'s chunk (with its words) is here: asked for when the first screen has been
 * drawn, then shown in a transition, which React draws in slices between the browser's frames.
 * A page's lower sections (settings', Yılımız') follow its first screen without one long task,
 * and the page stays within its first-load budget (decision 020). A failed load leaves the first
 * screen as it is; the next visit of the page tries again.
 */
export function usePartAfterDraw(part: { preload: () => Promise<void> }): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    part.preload().then(
      () => mounted && startTransition(() => setReady(true)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part]);
  return ready;
}
