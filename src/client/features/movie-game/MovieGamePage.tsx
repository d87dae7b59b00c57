import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Flame } from 'lucide-react';
import { movieGameMessages as gm } from '../../../shared/movie-game-words';
import type { GameSearchResult } from '../../../shared/movie-game';
import { ApiError, OfflineError } from '../../lib/api';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { sendGuess, statsQuery, todayQuery } from './api';
import { AnswerCard } from './components/AnswerCard';
import { GuessGrid } from './components/GuessGrid';
import { GuessSearch } from './components/GuessSearch';
import { PartnerSection } from './components/PartnerSection';
import { ShareButton } from './components/ShareButton';
import { StatsPanel } from './components/StatsPanel';
import { Legend } from './components/verdict';

/** A failed guess as the spec's inline message: the server's Turkish text, or the general one. */
const guessError = (err: unknown) => (err instanceof OfflineError || (err instanceof ApiError && err.status > 0 && err.status < 500) ? err.message : gm.guessFailed);

/** 'Günün Film/Dizi Tahmini' (spec §2 Movie game; decisions §5.9). */
export default function MovieGamePage() {
  const client = useQueryClient();
  const today = useQuery(todayQuery);
  const stats = useQuery(statsQuery);
  const [message, setMessage] = useState<string | null>(null);
  const [animateN, setAnimateN] = useState<number | null>(null);

  const guess = useMutation({
    mutationFn: (imdbId: string) => sendGuess(imdbId),
    onSuccess: (data) => {
      setMessage(null);
      setAnimateN(data.guesses[0]?.n ?? null);
      client.setQueryData(todayQuery.queryKey, data);
      void client.invalidateQueries({ queryKey: statsQuery.queryKey });
      if (data.status === 'won') toast.success(gm.correct);
    },
    onError: (err) => setMessage(err instanceof ApiError && err.status === 502 ? err.message : guessError(err)),
  });

  const onGuess = (choice: GameSearchResult | null) => {
    if (!today.data) return setMessage(gm.notLoaded);
    if (!choice) return setMessage(gm.pickFromList);
    setMessage(null);
    guess.mutate(choice.id);
  };

  const header = (
    <PageHeader
      title={gm.title}
      subtitle={gm.subtitle}
      action={
        today.data && (
          <span
            data-testid="game-streak"
            className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
          >
            <Flame className="h-4 w-4" aria-hidden="true" />
            {gm.streak}: {today.data.streak.current} {gm.streakDays(today.data.streak.current)}
          </span>
        )
      }
    />
  );

  if (today.isPending) return <>{header}<Spinner /></>;
  if (today.isError) {
    const text = today.error instanceof ApiError && today.error.status === 502 ? today.error.message : gm.dailyLoadFailed;
    return <>{header}<EmptyState title={text} /></>;
  }
  const day = today.data;
  const over = day.status === 'won' || day.status === 'lost';
  const left = day.maxGuesses - day.guesses.length;

  return (
    <div className="space-y-5">
      {header}
      {over && day.answer && <AnswerCard answer={day.answer} won={day.status === 'won'} />}
      <Card className="space-y-4">
        {over ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-stone-700 dark:text-stone-200">{gm.dayOver}</p>
            <ShareButton today={day} />
          </div>
        ) : (
          <>
            <GuessSearch key={day.guesses.length} busy={guess.isPending} message={message} onGuess={onGuess} />
            <p className="-mt-2 text-xs text-stone-500 dark:text-stone-400" data-testid="guesses-left">
              {left} {gm.guessesLeft(left)}
            </p>
          </>
        )}
        <Legend />
        <GuessGrid guesses={day.guesses} animateN={animateN} />
      </Card>
      <div className="grid gap-5 lg:grid-cols-[1fr_2fr]">
        {day.partner && <PartnerSection partner={day.partner} />}
        {stats.data && <StatsPanel members={stats.data} />}
      </div>
    </div>
  );
}
