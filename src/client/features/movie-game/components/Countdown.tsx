import { useEffect, useState } from 'react';
import { Hourglass } from 'lucide-react';
import { countdownText } from '../../../../shared/movie-game-words';

/**
 * 'Yeni film 05:12:33 sonra': counts down to midnight in the space's time zone, from the server's
 * milliseconds (so this device's clock and zone do not matter), and asks for the new day at zero.
 */
export function Countdown({ msLeft, since, onZero }: { msLeft: number; since: number; onZero: () => void }) {
  const deadline = since + msLeft;
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) {
      onZero();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left % 1000 || 1000));
    return () => window.clearTimeout(timer);
  }, [left, onZero]);
  return (
    <p data-testid="game-countdown" className="flex items-center gap-2 text-sm font-medium text-stone-600 tabular-nums dark:text-stone-300">
      <Hourglass className="h-4 w-4 text-rose-500" aria-hidden="true" />
      <span role="timer" aria-live="off">
        {countdownText(left)}
      </span>
    </p>
  );
}
