import { useCallback, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import { ApiError } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { sendGuess, todayQuery } from '../api';
import { Countdown } from './Countdown';
import { DayBoard } from './DayBoard';
import { ShareButton } from './ShareButton';
import { useGuess } from './use-guess';

/** Today's game; once over, the countdown to the next title and the share button. */
export function TodayGame({ header }: { header: (streak: number | null) => ReactNode }) {
  const client = useQueryClient();
  const today = useQuery(todayQuery);
  const guess = useGuess(today.data, todayQuery.queryKey, sendGuess);
  const nextDay = useCallback(() => void client.invalidateQueries({ queryKey: ['game'] }), [client]);

  if (today.isPending) return <>{header(null)}<Spinner /></>;
  if (today.isError) {
    const text = today.error instanceof ApiError && today.error.status === 502 ? today.error.message : gm.dailyLoadFailed;
    return <>{header(null)}<EmptyState title={text} /></>;
  }
  const day = today.data;
  return (
    <>
      {header(day.streak.current)}
      <DayBoard
        day={day}
        {...guess}
        whenOver={
          <div className="flex flex-wrap items-center gap-3">
            {day.nextDayInMs !== null && <Countdown msLeft={day.nextDayInMs} since={today.dataUpdatedAt} onZero={nextDay} />}
            <ShareButton today={day} />
          </div>
        }
      />
    </>
  );
}
