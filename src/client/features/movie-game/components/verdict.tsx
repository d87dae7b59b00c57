import { ArrowDown, ArrowUp, Check, Minus, X } from 'lucide-react';
import type { Verdict, VerdictCell } from '../../../../shared/game-rules';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import { cn } from '../../../ui/cn';

/** Colour plus a shape per verdict, so the grid reads without telling green from red. */
export const verdictStyle: Record<Verdict, { box: string; label: string; Icon: typeof Check }> = {
  correct: { box: 'bg-emerald-600 text-white dark:bg-emerald-600', get label() { return gm.legendCorrect; }, Icon: Check },
  close: { box: 'bg-amber-400 text-stone-900 dark:bg-amber-400', get label() { return gm.legendClose; }, Icon: Minus },
  wrong: { box: 'bg-rose-600 text-white dark:bg-rose-700', get label() { return gm.legendWrong; }, Icon: X },
};

/** The shape of a verdict with its arrow (the answer is higher / lower), for screen readers too. */
export function VerdictMark({ cell, className }: { cell: VerdictCell; className?: string }) {
  const { Icon, label } = verdictStyle[cell.verdict];
  const Arrow = cell.arrow === 'up' ? ArrowUp : cell.arrow === 'down' ? ArrowDown : null;
  const arrowLabel = cell.arrow === 'up' ? gm.higher : cell.arrow === 'down' ? gm.lower : '';
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-label={[label, arrowLabel].filter(Boolean).join(', ')} role="img">
      <Icon className="h-3.5 w-3.5 shrink-0" strokeWidth={3} aria-hidden="true" />
      {Arrow && <Arrow className="h-3.5 w-3.5 shrink-0" strokeWidth={3} aria-hidden="true" />}
    </span>
  );
}

/** A small square of one verdict (partner rows, legend). */
export function VerdictSquare({ cell, className }: { cell: VerdictCell; className?: string }) {
  return (
    <span
      data-verdict={cell.verdict}
      className={cn('flex h-7 w-7 items-center justify-center rounded-md', verdictStyle[cell.verdict].box, className)}
    >
      <VerdictMark cell={cell} className="[&_svg]:h-3 [&_svg]:w-3" />
    </span>
  );
}

export function Legend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-600 dark:text-stone-300" aria-label={gm.legend}>
      {(['correct', 'close', 'wrong'] as const).map((v) => (
        <li key={v} className="flex items-center gap-2">
          <VerdictSquare cell={{ verdict: v }} />
          {verdictStyle[v].label}
        </li>
      ))}
      <li className="flex items-center gap-2 text-stone-500 dark:text-stone-400">
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        {gm.legendArrows}
      </li>
    </ul>
  );
}
