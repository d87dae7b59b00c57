import { useEffect, useState } from 'react';
import { GAME_REVEAL_STEP_MS } from '../../../../shared/movie-game';

/**
 * How many cells of a row are shown. A row that mounts as the newest guess (`animate`) opens one
 * cell every 300 ms, the first at once; rows already there at load are shown whole.
 */
export function useReveal(animate: boolean, cells: number): number {
  const [shown, setShown] = useState(animate ? 0 : cells);
  useEffect(() => {
    if (!animate) return;
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      i += 1;
      setShown(i);
      if (i < cells) timer = setTimeout(step, GAME_REVEAL_STEP_MS);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [animate, cells]);
  return animate ? shown : cells;
}
