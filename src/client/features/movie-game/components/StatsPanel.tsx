import { BarChart3 } from 'lucide-react';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameMemberStats } from '../../../../shared/movie-game';
import { GameSection } from './GameSection';
import { cn } from '../../../ui/cn';

function MemberStats({ s }: { s: GameMemberStats }) {
  const max = Math.max(1, ...s.distribution);
  const numbers: [string, string | number][] = [
    [gm.played, s.played],
    [gm.winRate, s.winRate],
    [gm.currentStreak, s.currentStreak],
    [gm.longestStreak, s.longestStreak],
  ];
  return (
    <section data-testid="member-stats" aria-label={s.displayName} className="space-y-3">
      <h3 className="font-semibold text-stone-800 dark:text-stone-100">{s.displayName}</h3>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {numbers.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 px-1 py-2 dark:bg-stone-800/60">
            <dd className="font-serif text-xl font-semibold text-stone-900 dark:text-stone-50">{value}</dd>
            <dt className="text-[11px] leading-tight text-stone-500 dark:text-stone-400">{label}</dt>
          </div>
        ))}
      </dl>
      <div>
        <p className="mb-1.5 text-xs font-medium text-stone-500 dark:text-stone-400">{gm.distribution}</p>
        <ol className="space-y-1">
          {s.distribution.map((count, i) => (
            <li key={i} className="flex items-center gap-2 text-xs" data-testid="distribution-bar">
              <span className="w-4 text-right text-stone-500 tabular-nums dark:text-stone-400">{i + 1}</span>
              <span
                className={cn(
                  'flex h-5 min-w-6 items-center justify-end rounded-md px-1.5 font-semibold',
                  count > 0 ? 'bg-rose-600 text-white dark:bg-rose-700' : 'bg-stone-100 text-stone-500 dark:bg-stone-800 dark:text-stone-400',
                )}
                style={{ width: `${Math.max(8, (count / max) * 100)}%` }}
              >
                {count}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Wordle-style statistics of both members. */
export function StatsPanel({ members }: { members: GameMemberStats[] }) {
  return (
    <GameSection icon={BarChart3} title={gm.statsTitle} className="space-y-4">
      <div className="grid gap-6 md:grid-cols-2">
        {members.map((s) => (
          <MemberStats key={s.id} s={s} />
        ))}
      </div>
    </GameSection>
  );
}
