import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { memoriesMessages as m } from '../../../../shared/memories-words';
import type { Memory } from '../../../../shared/memories';
import { parseIsoDate } from '../../../../shared/dates';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { onThisDayQuery } from '../api';
import { categoryIcons } from './category-icons';

/** 'Geçen yıllarda bugün': shown above the list only when earlier years have a memory of this day. */
export function OnThisDay({ onOpen }: { onOpen: (memory: Memory) => void }) {
  const { data } = useQuery(onThisDayQuery);
  if (!data || data.memories.length === 0) return null;
  const year = parseIsoDate(data.today).year;
  return (
    <section
      aria-labelledby="on-this-day"
      data-testid="on-this-day"
      className="mb-6 rounded-3xl bg-gradient-to-br from-amber-50 via-rose-50 to-white p-4 ring-1 ring-rose-100 sm:p-5 dark:from-stone-900 dark:via-rose-950/40 dark:to-stone-900 dark:ring-stone-800"
    >
      <h2 id="on-this-day" className="mb-3 flex items-center gap-2 font-serif text-lg font-semibold text-rose-700 dark:text-rose-300">
        <History className="h-5 w-5" aria-hidden="true" />
        {m.onThisDay}
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-1">
        {data.memories.map((memory) => {
          const Icon = categoryIcons[memory.category];
          return (
            <li key={memory.id} className="w-36 shrink-0 sm:w-44">
              <button type="button" onClick={() => onOpen(memory)} className="group block w-full text-left">
                <ImageWithFallback
                  src={memory.photos[0]?.thumbUrl}
                  alt={memory.title}
                  className="aspect-square w-full rounded-2xl object-cover shadow-sm ring-1 ring-white/60 transition group-hover:-translate-y-0.5 group-hover:shadow-md dark:ring-stone-800"
                  fallback={<Icon className="h-10 w-10" aria-hidden="true" />}
                />
                <span className="mt-2 block truncate text-sm font-semibold text-stone-800 dark:text-stone-100">{memory.title}</span>
                <span className="block text-xs text-stone-500 dark:text-stone-400">{m.yearsAgo(year - parseIsoDate(memory.date).year)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
