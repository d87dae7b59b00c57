import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gameDifficulties, movieGameMessages as gm, type GameDifficulty } from '../../../shared/movie-game-words';
import { api, ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { cn } from '../../ui/cn';
import { Section } from './Section';

const gameSettingsQuery = queryOptions({
  queryKey: ['game', 'settings'],
  queryFn: () => api.get<{ difficulty: GameDifficulty }>('/api/movie-game/settings'),
  meta: { topics: ['game'] },
});

/** The daily game's 'Zorluk' for both of us (Kolay / Karışık / Zor); a change applies from tomorrow. */
export function GameSection() {
  const client = useQueryClient();
  const settings = useQuery(gameSettingsQuery);
  const save = useMutation({
    mutationFn: (difficulty: GameDifficulty) => api.put<{ difficulty: GameDifficulty }>('/api/movie-game/settings', { difficulty }),
    onSuccess: (data) => {
      client.setQueryData(gameSettingsQuery.queryKey, data);
      void client.invalidateQueries({ queryKey: ['game', 'today'] });
      toast.success(gm.difficultySaved);
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.message : gm.difficultyInvalid),
  });
  const current = save.isPending ? save.variables : settings.data?.difficulty;
  return (
    <Section title={gm.difficultyTitle} description={gm.difficultyHint} testId="game-settings">
      <fieldset disabled={!settings.data || save.isPending}>
        <legend className="mb-2 text-sm font-medium text-stone-700 dark:text-stone-300">{gm.difficultyLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {gameDifficulties.map((d) => (
            <label
              key={d}
              className={cn(
                'flex cursor-pointer flex-col gap-0.5 rounded-xl px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-500',
                current === d
                  ? 'bg-rose-50 ring-2 ring-rose-500 dark:bg-rose-500/10'
                  : 'ring-1 ring-stone-200 hover:bg-stone-50 dark:ring-stone-700 dark:hover:bg-stone-800',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-stone-800 dark:text-stone-100">
                <input
                  type="radio"
                  name="game-difficulty"
                  value={d}
                  checked={current === d}
                  onChange={() => save.mutate(d)}
                  className="h-4 w-4 accent-rose-600"
                />
                {gm.difficulties[d]}
              </span>
              <span className="pl-6 text-xs text-stone-600 dark:text-stone-400">{gm.difficultyNotes[d]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
