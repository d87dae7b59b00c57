import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameSearchResult, GameToday } from '../../../../shared/movie-game';
import { ApiError, OfflineError } from '../../../lib/api';

/** A failed guess as the spec's inline message: the server's Turkish text, or the general one. */
const guessError = (err: unknown) =>
  err instanceof OfflineError || (err instanceof ApiError && ((err.status > 0 && err.status < 500) || err.status === 502)) ? err.message : gm.guessFailed;

/**
 * Sending a guess of a day (today's or a practice day's): the answer replaces the day in the cache,
 * the newest row is animated, and a wrong pick or a refusal is shown under the field.
 */
export function useGuess(day: GameToday | undefined, queryKey: QueryKey, send: (imdbId: string) => Promise<GameToday>) {
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [animateN, setAnimateN] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      setMessage(null);
      setAnimateN(data.guesses[0]?.n ?? null);
      client.setQueryData(queryKey, data);
      void client.invalidateQueries({ queryKey: ['game', data.practice ? 'days' : 'stats'] });
      if (data.status === 'won') toast.success(gm.correct);
    },
    onError: (err) => setMessage(guessError(err)),
  });
  const onGuess = (choice: GameSearchResult | null) => {
    if (!day) return setMessage(gm.notLoaded);
    if (!choice) return setMessage(gm.pickFromList);
    setMessage(null);
    mutation.mutate(choice.id);
  };
  return { onGuess, busy: mutation.isPending, message, animateN };
}
