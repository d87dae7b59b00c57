import { useEffect, useState } from 'react';

/**
 * False in a component's first draw, true in a later task, once the browser has painted that draw:
 * what is drawn on `true` (the cards and sections below the first screen) is a task of its own,
 * never part of the first one. Preact runs an effect after the next frame (requestAnimationFrame,
 * then a task); the timeout keeps the second draw out of the task that runs the page's effects.
 * (Under React 19 this was a transition, drawn in slices between frames: Preact has none.)
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const task = setTimeout(() => setPainted(true));
    return () => clearTimeout(task);
  }, []);
  return painted;
}
