import { Link } from '../../../lib/router';
import { BookOpen, Clapperboard, MapPin, Music, Quote, Tv, type LucideIcon } from 'lucide-react';
import { homeCategories, homeMessages as m, type HomeCategory, type HomeCounts } from '../../../../shared/home';

const cards: Record<HomeCategory, { to: string; icon: LucideIcon; tint: string }> = {
  movies: { to: '/movies', icon: Clapperboard, tint: 'bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300' },
  series: { to: '/series', icon: Tv, tint: 'bg-violet-50 text-violet-600 dark:bg-violet-950/60 dark:text-violet-300' },
  books: { to: '/books', icon: BookOpen, tint: 'bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-300' },
  music: { to: '/music', icon: Music, tint: 'bg-sky-50 text-sky-600 dark:bg-sky-950/60 dark:text-sky-300' },
  places: { to: '/places', icon: MapPin, tint: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950/60 dark:text-emerald-300' },
  quotes: { to: '/quotes', icon: Quote, tint: 'bg-orange-50 text-orange-600 dark:bg-orange-950/60 dark:text-orange-300' },
};

/** Six cards, one per list, each with '{count} kayıt'. */
export function CategoryCards({ counts }: { counts: HomeCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
      {homeCategories.map((category) => {
        const { to, icon: Icon, tint } = cards[category];
        return (
          <li key={category}>
            <Link
              to={to}
              data-testid={`count-${category}`}
              className="group flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-rose-200 dark:bg-stone-900 dark:ring-stone-800 dark:hover:ring-rose-900"
            >
              <span className={`flex h-10 w-10 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="font-semibold text-stone-800 dark:text-stone-100">{m.categories[category]}</span>
              <span className="text-sm text-stone-500 dark:text-stone-400">
                {counts[category]} {m.records(counts[category])}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
