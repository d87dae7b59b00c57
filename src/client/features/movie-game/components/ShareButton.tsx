import { Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { shareText } from '../../../../shared/game-rules';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameToday } from '../../../../shared/movie-game';
import { Button } from '../../../ui/Button';

/** Copies the day's emoji grid with its number — verdicts only, never the title. */
export function ShareButton({ today }: { today: GameToday }) {
  const copy = async () => {
    const rows = [...today.guesses].reverse().map((g) => g.cells);
    try {
      await navigator.clipboard.writeText(shareText(today.number ?? 0, rows, today.status === 'won'));
      toast.success(gm.copied);
    } catch {
      toast.error(gm.copyFailed);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} icon={<Share2 className="h-4 w-4" aria-hidden="true" />}>
      {gm.share}
    </Button>
  );
}
