import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children appear one after another, each in its own task and its own transition: a long run
 * of sections (settings' lower cards) is committed to the page in several short steps instead of
 * one. React slices a transition's rendering but commits it at once, and the commit of all of
 * settings' lower cards together was one 38 ms task on this machine (150 ms on Lighthouse's slowed
 * phone, decision 020 (6)). Nothing moves on screen: each child arrives below the ones before it.
 */
export function OneAfterAnother({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(1);
  const done = shown >= parts.length;
  useEffect(() => {
    if (done) return;
    // A new task (not a microtask): the browser may draw and answer input between two parts.
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, done]);
  return <>{parts.slice(0, shown)}</>;
}
