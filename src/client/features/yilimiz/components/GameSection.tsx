import { Trophy } from 'lucide-react';
import { formatCount } from '../../../../shared/dates';
import { formatRating, yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { BigFigure, Section } from './Section';

/** The game's year: each member's days, wins, best streak and guesses per win, and who won more. */
export function GameSection({ game }: { game: YearInReview['game'] }) {
  const leader = game.players.find((p) => p.id === game.leaderId);
  const played = game.players.some((p) => p.daysPlayed > 0);
  return (
    <Section id="game" title={m.game} icon={<Trophy className="h-4 w-4" />}>
      <BigFigure testId="yil-game-leader">{leader ? m.leader(leader.name) : played ? m.tie : m.empty}</BigFigure>
      {played && (
        <div className="grid grid-cols-2 gap-3">
          {game.players.map((p) => (
            <div key={p.id} data-testid="yil-game-player" className="rounded-2xl bg-stone-50 p-4 dark:bg-stone-800/60">
              <h3 className="mb-2 truncate font-semibold text-stone-900 dark:text-stone-50">{p.name}</h3>
              <dl>
                {[
                  [m.daysPlayed, formatCount(p.daysPlayed)],
                  [m.wins, formatCount(p.wins)],
                  [m.bestStreak, formatCount(p.bestStreak)],
                  [m.guessesPerWin, p.guessesPerWin === null ? '—' : formatRating(p.guessesPerWin)],
                ].map(([label, value]) => (
                  <div key={label} className="flex items-baseline justify-between gap-2 text-sm">
                    <dt className="text-stone-500 dark:text-stone-400">{label}</dt>
                    <dd className="font-semibold text-stone-800 tabular-nums dark:text-stone-100">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
