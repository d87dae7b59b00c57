import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children are drawn once what surrounds them has been drawn, in a transition, which React
 * draws in slices between the browser's frames: a long page (a trip's story with its days, photos
 * and songs) shows its first screen without one long task (Lighthouse measured 400 ms of blocking
 * on a phone). Only around what starts below the first screen: it arrives below what is already
 * there, so nothing on screen moves.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
