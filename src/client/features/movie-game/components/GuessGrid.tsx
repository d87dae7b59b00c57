import { useLayoutEffect, useRef } from 'react';
import { gameColumns } from '../../../../shared/game-rules';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameCell, GameGuess } from '../../../../shared/movie-game';
import { cn } from '../../../ui/cn';
import { useReveal } from './use-reveal';
import { VerdictMark, verdictStyle } from './verdict';

/** One judged cell; until revealed a calm blank of the same size. */
function Cell({ cell, column, revealed }: { cell: GameCell; column: (typeof gameColumns)[number]; revealed: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // When it opened (at commit, before paint), for the browser test of the 300 ms steps.
  useLayoutEffect(() => {
    if (revealed && ref.current) ref.current.dataset.revealedAt = String(performance.now());
  }, [revealed]);
  return (
    <div
      ref={ref}
      data-testid="guess-cell"
      data-column={column}
      data-revealed={revealed}
      data-verdict={revealed ? cell.verdict : undefined}
      className={cn(
        'flex min-h-16 min-w-0 flex-col justify-between gap-1 rounded-xl p-1.5 text-xs leading-snug transition-all duration-300 motion-reduce:transition-none sm:p-2',
        column === 'title' && 'col-span-4 sm:col-span-1',
        revealed ? verdictStyle[cell.verdict].box : 'scale-95 bg-stone-100 text-transparent dark:bg-stone-800',
      )}
    >
      {/* Phones: the column name on its own line, the mark under it; wider: the mark in the corner. */}
      <span className="flex items-center justify-between gap-1">
        <span className="min-w-0 truncate text-[10px] font-semibold opacity-85 sm:hidden">{gm.columns[column]}</span>
        {revealed && (
          <span className="ml-auto hidden shrink-0 sm:block">
            <VerdictMark cell={cell} />
          </span>
        )}
      </span>
      {revealed && (
        <span className="sm:hidden">
          <VerdictMark cell={cell} />
        </span>
      )}
      <span className={cn('line-clamp-3 font-medium break-words', column === 'title' && 'text-sm')}>{revealed ? cell.value : ''}</span>
    </div>
  );
}

function Row({ guess, animate }: { guess: GameGuess; animate: boolean }) {
  const shown = useReveal(animate, guess.cells.length);
  return (
    <li data-testid="guess-row" data-n={guess.n} className="grid grid-cols-4 gap-1.5 sm:grid-cols-8">
      {guess.cells.map((cell, i) => (
        <Cell key={gameColumns[i]} cell={cell} column={gameColumns[i]} revealed={i < shown} />
      ))}
    </li>
  );
}

/** The guesses, newest first, under the 8 column heads (spec §2). */
export function GuessGrid({ guesses, animateN }: { guesses: GameGuess[]; animateN: number | null }) {
  if (guesses.length === 0) return <p className="py-6 text-center text-sm text-stone-500 dark:text-stone-400">{gm.noGuesses}</p>;
  return (
    <div>
      <div className="mb-1.5 hidden grid-cols-8 gap-1.5 px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase sm:grid dark:text-stone-400" aria-hidden="true">
        {gameColumns.map((c) => (
          <span key={c}>{gm.columns[c]}</span>
        ))}
      </div>
      <ol className="space-y-2" aria-label={gm.guesses}>
        {guesses.map((g) => (
          <Row key={g.n} guess={g} animate={g.n === animateN} />
        ))}
      </ol>
    </div>
  );
}
