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
    // In a task of its own: asking for a chunk adds a preload link per file it needs (Vite's
    // helper), 20–30 of them for settings' lower cards, which cost as much as the commit it
    // followed (decision 020 (6)).
    const ask = setTimeout(() =>
      part.preload().then(
        () => mounted && startTransition(() => setReady(true)),
        () => undefined,
      ),
    );
    return () => {
      mounted = false;
      clearTimeout(ask);
    };
  }, [part]);
  return ready;
}
