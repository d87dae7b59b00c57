import { Suspense, useState, type ReactNode } from 'react';
import { useNearScreen } from '../../../ui/use-near-screen';

/**
 * Home's cards below the first screen (decision 020, amended 2026-11-27): their code and their
 * words load once the place they take comes within a screen of being seen, so the page's first
 * load carries only what is at the top. Until then (and while the chunk arrives) a blank of the
 * cards' height holds their place, so nothing on screen moves when they appear.
 */
export function NearScreen({ reserve, children }: { reserve: string; children: ReactNode }) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(node, '100%');
  const blank = <div ref={near ? undefined : setNode} className={reserve} aria-hidden="true" />;
  return near ? <Suspense fallback={blank}>{children}</Suspense> : blank;
}
