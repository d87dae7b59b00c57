import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { capsuleMessages as m } from '../../../../shared/capsules-words';
import { formatTurkishDate } from '../../../../shared/dates';
import { homeCapsulesQuery } from '../api';
import { cardPlaceholder, HomeCard } from './HomeCard';

const tone = {
  frame: 'min-h-40 from-amber-100 via-amber-50 to-white ring-amber-100 dark:from-amber-950/40 dark:via-stone-900 dark:to-stone-900 dark:ring-stone-800',
  heading: 'text-amber-800 dark:text-amber-300',
  arrow: 'text-amber-700 dark:text-amber-300',
};

/** 'Zaman Kapsülü' → /kapsul: 'Açılmayı bekleyen kapsül: 128 gün' (its title and day; never more). */
export function CapsuleCard() {
  const { data } = useQuery(homeCapsulesQuery);
  const next = data?.next;
  return (
    <HomeCard to="/kapsul" testId="home-capsule" icon={Hourglass} title={m.title} tone={tone}>
      {!data ? (
        cardPlaceholder
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
    </HomeCard>
  );
}
