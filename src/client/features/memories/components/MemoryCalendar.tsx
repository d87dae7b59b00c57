import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memoriesMessages as m, type MemoryCategory } from '../../../../shared/memories-words';
import type { Memory } from '../../../../shared/memories';
import { formatDate } from '../../../../shared/dates';
import { IconButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { cn } from '../../../ui/cn';
import { memoryMonthQuery } from '../api';
import { monthCells, monthTitle, shiftMonth, weekdayLabels } from './calendar-grid';
import { MemoryCard, type MemoryCardActions } from './MemoryCard';

/** A Turkish month grid (Monday first) marking days with memories; the chosen day's memories below. */
export function MemoryCalendar({
  month,
  selected,
  today,
  category,
  meId,
  actions,
  onMonth,
  onSelect,
}: {
  month: string;
  selected: string | null;
  today: string;
  category: MemoryCategory | null;
  meId: string;
  actions: MemoryCardActions;
  onMonth: (month: string) => void;
  onSelect: (day: string) => void;
}) {
  const query = useQuery(memoryMonthQuery(month, category));
  useEffect(() => {
    if (query.isError) toast.error(m.loadFailed, { toastId: 'memories-month' });
  }, [query.isError]);
  const byDay = new Map<string, Memory[]>();
  for (const memory of query.data ?? []) byDay.set(memory.date, [...(byDay.get(memory.date) ?? []), memory]);
  const dayMemories = selected ? (byDay.get(selected) ?? []) : [];

  return (
    <div className="space-y-6">
      <Card className="mx-auto max-w-xl p-4 sm:p-5">
        <div className="mb-3 flex items-center justify-between">
          <IconButton label={m.previousMonth} onClick={() => onMonth(shiftMonth(month, -1))}>
            <ChevronLeft className="h-5 w-5" />
          </IconButton>
          <h2 className="font-serif text-xl font-semibold text-stone-900 capitalize dark:text-stone-50" data-testid="calendar-month">
            {monthTitle(month)}
          </h2>
          <IconButton label={m.nextMonth} onClick={() => onMonth(shiftMonth(month, 1))}>
            <ChevronRight className="h-5 w-5" />
          </IconButton>
        </div>
        <div className="grid grid-cols-7 gap-1 text-center" role="group" aria-label={monthTitle(month)}>
          {weekdayLabels.map((w) => (
            <div key={w} className="pb-1 text-xs font-semibold text-stone-500 dark:text-stone-400 uppercase">
              {w}
            </div>
          ))}
          {monthCells(month).map((day, i) => {
            if (!day) return <div key={`blank-${i}`} />;
            const count = byDay.get(day)?.length ?? 0;
            const isSelected = day === selected;
            return (
              <button
                key={day}
                type="button"
                aria-label={`${formatDate(day)}${count ? ` · ${count}` : ''}`}
                aria-pressed={isSelected}
                data-has-memories={count > 0 || undefined}
                onClick={() => onSelect(day)}
                className={cn(
                  'relative flex aspect-square flex-col items-center justify-center rounded-xl text-sm transition-colors',
                  isSelected
                    ? 'bg-rose-600 font-semibold text-white'
                    : count
                      ? 'bg-rose-50 font-semibold text-rose-700 hover:bg-rose-100 dark:bg-rose-950/50 dark:text-rose-200 dark:hover:bg-rose-950'
                      : 'text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800',
                  day === today && !isSelected && 'ring-2 ring-rose-300 dark:ring-rose-700',
                )}
              >
                {Number(day.slice(8))}
                {count > 0 && <span className={cn('absolute bottom-1.5 h-1.5 w-1.5 rounded-full', isSelected ? 'bg-white' : 'bg-rose-500')} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
        {query.isFetching && !query.data && <Spinner className="py-4" />}
      </Card>

      <section aria-labelledby="calendar-day">
        {selected ? (
          <>
            <h2 id="calendar-day" className="mb-3 font-serif text-xl font-semibold text-stone-900 dark:text-stone-50">
              {formatDate(selected, { weekday: true })}
            </h2>
            {dayMemories.length === 0 ? (
              <p className="text-stone-500 dark:text-stone-400">{m.dayEmpty}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {dayMemories.map((memory) => (
                  <li key={memory.id}>
                    <MemoryCard memory={memory} isOwner={memory.addedBy?.id === meId} actions={actions} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="text-center text-stone-500 dark:text-stone-400">{m.pickDay}</p>
        )}
      </section>
    </div>
  );
}
