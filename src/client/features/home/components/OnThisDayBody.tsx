import { Link } from '../../../lib/router';
import { ChevronRight, History } from 'lucide-react';
import { memoriesMessages as mm } from '../../../../shared/memories-words';
import { parseIsoDate } from '../../../../shared/dates';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { categoryIcons } from '../../../ui/memory-category-icons';
import type { OnThisDay } from '../../../../shared/memories';

/** The card of 'Geçen yıllarda bugün' (OnThisDayCard shows it when there is a memory of today). */
export function OnThisDayBody({ data }: { data: OnThisDay }) {
  const year = parseIsoDate(data.today).year;
  const shown = data.memories.slice(0, 4);
  return (
    <Link
      to="/memories"
      data-testid="home-on-this-day"
      className="group flex items-center gap-4 rounded-2xl bg-gradient-to-r from-amber-50 to-rose-50 p-4 shadow-sm ring-1 ring-rose-100 transition hover:-translate-y-0.5 hover:shadow-md dark:from-stone-900 dark:to-rose-950/40 dark:ring-stone-800"
    >
      <div className="flex shrink-0 -space-x-4">
        {shown.map((memory) => {
          // A memory without a photo shows its category's picture, as on /memories (not a broken image).
          const Icon = categoryIcons[memory.category];
          return (
            <ImageWithFallback
              key={memory.id}
              src={memory.photos[0]?.thumbUrl}
              alt={memory.title}
              fallback={<Icon className="h-6 w-6 text-rose-400 dark:text-rose-300" aria-hidden="true" />}
              className="h-14 w-14 rounded-xl object-cover ring-2 ring-white dark:ring-stone-900"
            />
          );
        })}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-rose-600 uppercase dark:text-rose-300">
          <History className="h-4 w-4" aria-hidden="true" />
          {mm.onThisDay}
        </h2>
        <p className="truncate font-medium text-stone-800 dark:text-stone-100">{shown[0].title}</p>
        <p className="text-sm text-stone-500 dark:text-stone-400">{mm.yearsAgo(year - parseIsoDate(shown[0].date).year)}</p>
      </div>
      <ChevronRight className="h-5 w-5 shrink-0 text-rose-600 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}
