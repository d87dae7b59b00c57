import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Dumbbell } from 'lucide-react';
import { formatTurkishDate } from '../../../../shared/dates';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import { ApiError } from '../../../lib/api';
import { Link } from '../../../lib/router';
import { buttonClass } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { practiceQuery, sendPracticeGuess } from '../api';
import { DayBoard } from './DayBoard';
import { useGuess } from './use-guess';

/** A past day played as practice: same rules and reveal, marked 'Pratik', the streak untouched. */
export function PracticeGame({ date, header }: { date: string; header: (streak: number | null) => ReactNode }) {
  const query = practiceQuery(date);
  const practice = useQuery(query);
  const guess = useGuess(practice.data, query.queryKey, (imdbId) => sendPracticeGuess(date, imdbId));
  const banner = (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sky-50 px-4 py-3 ring-1 ring-sky-200 dark:bg-sky-400/10 dark:ring-sky-800">
      <p className="flex flex-wrap items-center gap-2 text-sm text-sky-900 dark:text-sky-100">
        <span data-testid="practice-badge" className="inline-flex items-center gap-1.5 rounded-full bg-sky-700 px-3 py-1 text-xs font-semibold text-white dark:bg-sky-400 dark:text-sky-950">
          <Dumbbell className="h-3.5 w-3.5" aria-hidden="true" />
          {gm.practice}
        </span>
        <span className="font-semibold">{formatTurkishDate(date)}</span>
        <span className="text-sky-800 dark:text-sky-200">{gm.practiceNote}</span>
      </p>
      <Link to="/movie-game" className={buttonClass('ghost', 'px-3 py-1.5')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {gm.backToToday}
      </Link>
    </div>
  );

  if (practice.isPending) return <>{header(null)}{banner}<Spinner /></>;
  if (practice.isError) {
    const text = practice.error instanceof ApiError && practice.error.status < 500 ? practice.error.message : gm.dailyLoadFailed;
    return <>{header(null)}{banner}<EmptyState title={text} /></>;
  }
  return (
    <>
      {header(practice.data.streak.current)}
      {banner}
      <DayBoard day={practice.data} {...guess} whenOver={null} />
    </>
  );
}
