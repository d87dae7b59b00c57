import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { formatTurkishDate, parseIsoDate } from '../../../../shared/dates';
import { dateWords } from '../../../../shared/dates-words';
import { movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GamePastDay } from '../../../../shared/movie-game';
import { Link } from '../../../lib/router';
import { Button } from '../../../ui/Button';
import { GameSection } from './GameSection';
import { cn } from '../../../ui/cn';
import { Spinner } from '../../../ui/Spinner';
import { pastDaysQuery } from '../api';

/** A past day's state: its word (read when shown, in the member's language) and colour. */
const statusLook: Record<GamePastDay['status'], { text: () => string; className: string }> = {
  'not-started': { text: () => gm.pastOpen, className: 'text-stone-600 dark:text-stone-400' },
  playing: { text: () => gm.pastPlaying, className: 'text-amber-700 dark:text-amber-300' },
  won: { text: () => gm.pastWon, className: 'text-emerald-700 dark:text-emerald-400' },
  lost: { text: () => gm.pastLost, className: 'text-rose-700 dark:text-rose-400' },
};

/** The days of one month, newest first, under the month's name. */
function monthsOf(days: readonly GamePastDay[]) {
  const months: { key: string; label: string; days: GamePastDay[] }[] = [];
  for (const d of days) {
    const { year, month } = parseIsoDate(d.day);
    const key = d.day.slice(0, 7);
    if (months.at(-1)?.key !== key) months.push({ key, label: dateWords.monthYear(dateWords.months[month - 1], year), days: [] });
    months.at(-1)!.days.push(d);
  }
  return months;
}

/** The days listed at first; the rest of the 365 on 'Daha eski günler' (a lighter page on a phone). */
const FIRST_DAYS = 60;

/** 'Geçmiş günler': the last 365 days by date; a day not played yet opens as practice. */
export function PastDays({ current, onPick }: { current: string | null; onPick: () => void }) {
  const days = useQuery(pastDaysQuery);
  const [all, setAll] = useState(false);
  return (
    <GameSection icon={History} title={gm.pastDays} testId="past-days" className="space-y-3">
      <p className="text-sm text-stone-600 dark:text-stone-300">{gm.pastDaysHint}</p>
      {days.isPending ? (
        <Spinner />
      ) : days.isError ? (
        <p className="text-sm text-rose-600 dark:text-rose-400">{gm.pastDaysFailed}</p>
      ) : (
        <div className="max-h-80 space-y-4 overflow-y-auto pr-1">
          {monthsOf(all ? days.data.days : days.data.days.slice(0, FIRST_DAYS)).map((m) => (
            <section key={m.key} aria-label={m.label}>
              <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.label}</h3>
              <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-4 lg:grid-cols-6">
                {m.days.map((d) => (
                  <li key={d.day}>
                    <Link
                      to={`/movie-game?gun=${d.day}`}
                      data-testid="past-day"
                      data-day={d.day}
                      aria-current={d.day === current ? 'page' : undefined}
                      onClick={onPick}
                      className={cn(
                        'block rounded-xl px-2.5 py-1.5 ring-1 transition-colors hover:bg-rose-50 dark:hover:bg-stone-800',
                        d.day === current ? 'bg-rose-50 ring-rose-400 dark:bg-stone-800 dark:ring-rose-600' : 'ring-stone-200 dark:ring-stone-700',
                      )}
                    >
                      <span className="block text-sm font-medium text-stone-800 dark:text-stone-100">{formatTurkishDate(d.day, { year: false })}</span>
                      <span className={cn('block text-xs', statusLook[d.status].className)}>
                        {statusLook[d.status].text()}
                        {d.practice && ` · ${gm.practice}`}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {!all && days.data.days.length > FIRST_DAYS && (
            <Button variant="secondary" className="w-full" onClick={() => setAll(true)}>
              {gm.moreDays}
            </Button>
          )}
        </div>
      )}
    </GameSection>
  );
}
