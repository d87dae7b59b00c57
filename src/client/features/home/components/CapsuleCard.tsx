import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Hourglass } from 'lucide-react';
import { Link } from '../../../lib/router';
import { capsuleMessages as m } from '../../../../shared/capsules-words';
import { formatTurkishDate } from '../../../../shared/dates';
import { homeCapsulesQuery } from '../api';

/** 'Zaman Kapsülü' → /kapsul: 'Açılmayı bekleyen kapsül: 128 gün' (its title and day; never more). */
export function CapsuleCard() {
  const { data } = useQuery(homeCapsulesQuery);
  const next = data?.next;
  return (
    <Link
      to="/kapsul"
      data-testid="home-capsule"
      className="group flex min-h-40 flex-col gap-3 rounded-2xl bg-gradient-to-br from-amber-100 via-amber-50 to-white p-5 shadow-sm ring-1 ring-amber-100 transition hover:-translate-y-0.5 hover:shadow-md dark:from-amber-950/40 dark:via-stone-900 dark:to-stone-900 dark:ring-stone-800"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
          <Hourglass className="h-4 w-4" aria-hidden="true" />
          {m.title}
        </span>
        <ChevronRight className="h-5 w-5 text-amber-700 transition-transform group-hover:translate-x-0.5 dark:text-amber-300" aria-hidden="true" />
      </span>
      {!data ? (
        <span className="h-14 animate-pulse rounded-xl bg-white/60 dark:bg-stone-800/60" aria-hidden="true" />
      ) : next ? (
        <>
          <span className="font-serif text-xl leading-snug font-semibold text-stone-900 dark:text-stone-50" data-testid="home-capsule-next">
            {next.daysLeft === 1 ? m.homeNextTomorrow : m.homeNext(next.daysLeft)}
          </span>
          <span className="mt-auto text-sm text-stone-600 dark:text-stone-300">
            {next.title} · {formatTurkishDate(next.openDate)}
          </span>
        </>
      ) : (
        <>
          <span className="font-serif text-xl leading-snug font-semibold text-stone-900 dark:text-stone-50">{m.homeNone}</span>
          {data.opened > 0 && <span className="mt-auto text-sm text-stone-600 dark:text-stone-300">{m.homeOpened(data.opened)}</span>}
        </>
      )}
    </Link>
  );
}
