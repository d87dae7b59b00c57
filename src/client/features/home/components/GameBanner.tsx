import { Link } from '../../../lib/router';
import { CheckCircle2, ChevronRight, Film, Flame } from 'lucide-react';
import { homeMessages as m } from '../../../../shared/home';
import type { GameSummary } from '../../../../shared/movie-game';

/** 'Günün Film Tahmini' → /movie-game, with whether I played today and my streak. */
export function GameBanner({ game }: { game: GameSummary }) {
  return (
    <Link
      to="/movie-game"
      className="group flex items-center gap-4 rounded-2xl bg-gradient-to-r from-stone-800 to-stone-700 p-5 text-white shadow-sm transition hover:shadow-md sm:p-6 dark:from-stone-800 dark:to-rose-950"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white/10">
        <Film className="h-6 w-6 text-amber-300" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-serif text-xl font-semibold">{m.gameTitle}</span>
        <span className="mt-0.5 block text-sm text-stone-300">{m.gameText}</span>
        <span className="mt-2 flex flex-wrap gap-2 text-xs font-medium" data-testid="game-banner-status">
          <span className="inline-flex items-center gap-1 rounded-full bg-white/10 px-2.5 py-1">
            {game.playedToday && <CheckCircle2 className="h-3.5 w-3.5 text-emerald-300" aria-hidden="true" />}
            {game.playedToday ? m.gamePlayed : m.gameNotPlayed}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-white/10 px-2.5 py-1">
            <Flame className="h-3.5 w-3.5 text-amber-300" aria-hidden="true" />
            {game.streak} {m.gameStreak(game.streak)}
          </span>
        </span>
      </span>
      <ChevronRight className="h-6 w-6 shrink-0 text-stone-300 transition-transform group-hover:translate-x-1" aria-hidden="true" />
    </Link>
  );
}
