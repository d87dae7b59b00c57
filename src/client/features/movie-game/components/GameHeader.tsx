import { Flame, History } from 'lucide-react';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';

/** The page's title, the streak (practice never moves it) and the 'Geçmiş günler' switch. */
export function GameHeader({ streak, pastOpen, onPast }: { streak: number | null; pastOpen: boolean; onPast: () => void }) {
  return (
    <PageHeader
      title={gm.title}
      subtitle={gm.subtitle}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" aria-expanded={pastOpen} onClick={onPast} icon={<History className="h-4 w-4" aria-hidden="true" />}>
            {gm.pastDays}
          </Button>
          {streak !== null && (
            <span
              data-testid="game-streak"
              className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
            >
              <Flame className="h-4 w-4" aria-hidden="true" />
              {gm.streak}: {streak} {gm.streakDays(streak)}
            </span>
          )}
        </div>
      }
    />
  );
}
