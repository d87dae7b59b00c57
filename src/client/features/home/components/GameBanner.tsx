import { Link } from 'react-router';
import { ChevronRight, Film } from 'lucide-react';
import { homeMessages as m } from '../../../../shared/home';

/** 'Günün Film Tahmini' → /movie-game. */
export function GameBanner() {
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
      </span>
      <ChevronRight className="h-6 w-6 shrink-0 text-stone-300 transition-transform group-hover:translate-x-1" aria-hidden="true" />
    </Link>
  );
}
