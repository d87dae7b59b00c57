import { Link } from '../../../lib/router';
import { ChevronRight, Sparkles, Stars } from 'lucide-react';
import { formatDate } from '../../../../shared/dates';
import { nextMilestone, reviewSeasonYear } from '../../../../shared/milestones';
import { milestoneWords as y } from '../../../../shared/milestone-words';
import { Card } from '../../../ui/Card';

/** From 1 December to 31 January: the year's review is ready (issue 22). */
export function YearReviewCard({ today }: { today: string }) {
  const year = reviewSeasonYear(today);
  if (year === null) return null;
  return (
    <Link
      to={`/yilimiz/${year}`}
      data-testid="home-yilimiz"
      className="group flex items-center gap-4 rounded-2xl bg-gradient-to-br from-rose-500 to-amber-400 p-5 text-white shadow-sm hover:shadow-md dark:from-rose-800 dark:to-amber-700"
    >
      <Sparkles className="h-8 w-8 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-serif text-2xl font-semibold">{y.homeCard(year)}</span>
        <span className="block text-sm text-rose-50">{y.homeCardHint}</span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}

/** The next milestone day (100th, 500th, every 1,000th day, an anniversary), counted like 'Birlikte Geçen Zaman'. */
export function MilestoneCard({ togetherSince, today }: { togetherSince: string; today: string }) {
  const next = nextMilestone(togetherSince, today);
  return (
    <Card className="flex flex-col justify-between gap-4" data-testid="next-milestone">
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        <Stars className="h-4 w-4 text-rose-600 dark:text-rose-400" aria-hidden="true" />
        {y.milestoneTitle}
      </h2>
      <p className="font-serif text-2xl font-semibold text-stone-900 dark:text-stone-50">{y.nextMilestone(next)}</p>
      <p className="text-sm text-stone-500 dark:text-stone-400">{formatDate(next.date)}</p>
    </Card>
  );
}
