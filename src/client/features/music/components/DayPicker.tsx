import { useRef } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, formatDate } from '../../../../shared/dates';
import { musicMessages as m } from '../../../../shared/music-words';
import { IconButton } from '../../../ui/Button';

/**
 * The chosen day in Turkish ('23 Kasım 2026 Pazartesi'), a day back and a day forward with one
 * click each; never past today. The button opens the browser's own date picker.
 */
export function DayPicker({ date, today, onChange }: { date: string; today: string; onChange: (date: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const atToday = date >= today;
  const open = () => {
    const el = input.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.focus();
    }
  };
  return (
    <div className="inline-flex max-w-full items-center gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-900 dark:ring-stone-800">
      <IconButton label={m.previousDay} onClick={() => onChange(addDays(date, -1))}>
        <ChevronLeft className="h-5 w-5" />
      </IconButton>
      {/* The day shrinks and lets "Bugün" wrap under it so the arrows stay on a 360 px screen. */}
      <div className="relative min-w-0">
        <button
          type="button"
          onClick={open}
          aria-label={`${m.chooseDay}: ${formatDate(date, { weekday: true })}${date === today ? ` ${m.today}` : ''}`}
          className="tap-target flex flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-xl px-2 py-2 text-sm font-semibold sm:px-3 text-stone-800 transition-colors hover:bg-rose-50 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          <CalendarDays className="hidden h-4 w-4 text-rose-600 sm:block dark:text-rose-400" aria-hidden="true" />
          <span data-testid="music-day" className="whitespace-nowrap">{formatDate(date, { weekday: true })}</span>
          {/* The space keeps "Pazartesi Bugün" two words for screen readers (the name includes both). */}
          {date === today && ' '}
          {date === today && (
            <span className="rounded-full bg-rose-100 px-2 py-0.5 text-[11px] font-semibold text-rose-700 dark:bg-rose-950 dark:text-rose-300">{m.today}</span>
          )}
        </button>
        <input
          ref={input}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          max={today}
          value={date}
          onChange={(e) => e.target.value && onChange(e.target.value > today ? today : e.target.value)}
          className="pointer-events-none absolute inset-0 h-full w-full opacity-0"
        />
      </div>
      <IconButton label={m.nextDay} disabled={atToday} onClick={() => onChange(addDays(date, 1))} className="disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent">
        <ChevronRight className="h-5 w-5" />
      </IconButton>
    </div>
  );
}
