import { Link } from '../../../lib/router';
import { CalendarHeart, Camera, ChevronRight, Hourglass, PartyPopper } from 'lucide-react';
import { homeMessages as m, type HomeSpecialDate } from '../../../../shared/home';
import { formatCount, formatDate } from '../../../../shared/dates';
import { Card } from '../../../ui/Card';

function CardTitle({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
      <span className="text-rose-600 dark:text-rose-400">{icon}</span>
      {children}
    </h2>
  );
}

export function TogetherCard({ days, since }: { days: number; since: string }) {
  return (
    <Card className="flex flex-col justify-between gap-4">
      <CardTitle icon={<Hourglass className="h-4 w-4" />}>{m.togetherTitle}</CardTitle>
      <p data-testid="days-together">
        <span className="font-serif text-5xl font-semibold text-stone-900 dark:text-stone-50">{formatCount(days)}</span>{' '}
        <span className="ml-1 text-lg text-stone-500 dark:text-stone-400">{m.days(days)}</span>
      </p>
      <p className="text-sm text-stone-500 dark:text-stone-400">{m.togetherSince(formatDate(since))}</p>
    </Card>
  );
}

export function CountdownCard({ next }: { next: HomeSpecialDate | null }) {
  const today = next?.daysLeft === 0;
  return (
    <Card
      data-testid="countdown"
      className={
        today
          ? 'flex flex-col justify-between gap-4 bg-gradient-to-br from-rose-500 to-rose-400 text-white ring-rose-400 dark:from-rose-700 dark:to-rose-600 dark:ring-rose-700'
          : 'flex flex-col justify-between gap-4'
      }
    >
      {today ? (
        <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-rose-50 uppercase">
          <PartyPopper className="h-4 w-4" />
          {m.countdownTitle}
        </h2>
      ) : (
        <CardTitle icon={<CalendarHeart className="h-4 w-4" />}>{m.countdownTitle}</CardTitle>
      )}
      {next ? (
        <>
          <p>
            {today ? (
              <span className="font-serif text-5xl font-semibold">{m.today}</span>
            ) : (
              <>
                <span className="font-serif text-5xl font-semibold text-stone-900 dark:text-stone-50">{formatCount(next.daysLeft)}</span>{' '}
                <span className="ml-1 text-lg text-stone-500 dark:text-stone-400">{m.daysLeft(next.daysLeft)}</span>
              </>
            )}
          </p>
          <p className={today ? 'text-sm text-rose-50' : 'text-sm text-stone-500 dark:text-stone-400'}>
            <span data-testid="countdown-name" className={today ? 'font-semibold text-white' : 'font-semibold text-stone-700 dark:text-stone-200'}>
              {next.name}
            </span>
            {' · '}
            {formatDate(next.date, { year: false })}
          </p>
        </>
      ) : (
        <p className="text-sm text-stone-500 dark:text-stone-400">
          {m.noSpecialDate}{' '}
          <Link to="/settings" className="font-medium text-rose-600 hover:underline dark:text-rose-400">
            {m.specialDatesLink}
          </Link>
        </p>
      )}
    </Card>
  );
}

export function MemoriesCard() {
  return (
    <Link
      to="/memories"
      className="group flex flex-col justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-rose-200 dark:bg-stone-900 dark:ring-stone-800 dark:hover:ring-rose-900"
    >
      <CardTitle icon={<Camera className="h-4 w-4" />}>{m.memoriesTitle}</CardTitle>
      <p className="text-stone-600 dark:text-stone-300">{m.memoriesText}</p>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-rose-600 dark:text-rose-400">
        {m.memoriesLink}
        <ChevronRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
