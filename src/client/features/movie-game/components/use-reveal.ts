import { useEffect, useState } from 'react';
import { GAME_REVEAL_STEP_MS } from '../../../../shared/movie-game-words';

/**
 * How many cells of a row are shown. A row that mounts as the newest guess (`animate`) opens one
 * cell every 300 ms, the first at once; rows already there at load are shown whole. The next
 * step is timed from the moment the previous one was rendered, not from when it was planned, so
 * a busy phone shows the cells late but never two at once.
 */
export function useReveal(animate: boolean, cells: number): number {
  const [shown, setShown] = useState(animate ? 0 : cells);
  useEffect(() => {
    if (!animate || shown >= cells) return;
    const timer = setTimeout(() => setShown((n) => n + 1), shown === 0 ? 0 : GAME_REVEAL_STEP_MS);
    return () => clearTimeout(timer);
  }, [animate, cells, shown]);
  return animate ? shown : cells;
}
