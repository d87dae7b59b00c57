import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameSearchResult, GameToday } from '../../../../shared/movie-game';
import { Card } from '../../../ui/Card';
import { statsQuery } from '../api';
import { AnswerCard } from './AnswerCard';
import { GuessGrid } from './GuessGrid';
import { GuessSearch } from './GuessSearch';
import { PartnerSection } from './PartnerSection';
import { StatsPanel } from './StatsPanel';
import { Legend } from './verdict';

interface Props {
  day: GameToday;
  busy: boolean;
  message: string | null;
  animateN: number | null;
  onGuess: (choice: GameSearchResult | null) => void;
  /** What a finished day shows beside its closing line: the countdown and the share button today. */
  whenOver: ReactNode;
}

/** One day's game, today's or a practice day's: the answer once over, the field, the grid, the partner. */
export function DayBoard({ day, busy, message, animateN, onGuess, whenOver }: Props) {
  const stats = useQuery(statsQuery);
  const over = day.status === 'won' || day.status === 'lost';
  const left = day.maxGuesses - day.guesses.length;
  return (
    <>
      {over && day.answer && <AnswerCard answer={day.answer} won={day.status === 'won'} practice={day.practice} />}
      <Card className="space-y-4">
        {over ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-stone-700 dark:text-stone-200">{day.practice ? gm.practiceOver : gm.dayOver}</p>
            {whenOver}
          </div>
        ) : (
          <>
            <GuessSearch key={`${day.day}:${day.guesses.length}`} busy={busy} message={message} onGuess={onGuess} />
            <p className="-mt-2 text-xs text-stone-500 dark:text-stone-400" data-testid="guesses-left">
              {left} {gm.guessesLeft(left)}
            </p>
          </>
        )}
        <Legend />
        <GuessGrid guesses={day.guesses} animateN={animateN} />
      </Card>
      <div className="grid gap-5 lg:grid-cols-[1fr_2fr]">
        {day.partner && <PartnerSection partner={day.partner} practice={day.practice} />}
        {stats.data && <StatsPanel members={stats.data} />}
      </div>
    </>
  );
}
