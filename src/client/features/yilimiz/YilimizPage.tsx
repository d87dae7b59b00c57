import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../lib/router';
import { BookOpen, Clapperboard, Heart, Tv } from 'lucide-react';
import { YEAR_PATTERN, yilimizMessages as m, type YearInReview } from '../../../shared/yilimiz';
import { Spinner } from '../../ui/Spinner';
import { EmptyState } from '../../ui/EmptyState';
import { errorText } from '../../ui/error-text';
import { cn } from '../../ui/cn';
import { yearQuery } from './api';
import { BigFigure, Muted, Section } from './components/Section';
import { ListSection } from './components/ListSection';
import { lazyPart } from '../../lib/lazy-page';
import { usePartAfterDraw } from '../../lib/use-part-after-draw';

// The sections after the lists (agreement, places, trips, memories, songs, game, quotes, questions,
// sharing) are their own chunk with their words (the songs', the wishes'…), asked for as soon as the
// first screen is drawn, as /settings' (decision 020): the page stays within its first-load budget
// in both languages. They come after everything drawn first, so nothing on screen moves.
const YilimizBelow = lazyPart(() => import('./YilimizBelow').then((m) => m.YilimizBelow));

/** What this page shows first when it opens the app as `/yilimiz` (lib/lazy-page.tsx). */
export const openingQueries = [yearQuery(null)];

/** Yılımız: `/yilimiz` (this year in the space's zone) and `/yilimiz/:yil`. Every figure comes from the server. */
export default function YilimizPage() {
  const { yil } = useParams();
  const year = yil && YEAR_PATTERN.test(yil) ? Number(yil) : null;
  const review = useQuery(yearQuery(yil ? (year ?? -1) : null));
  if (review.isPending) return <Spinner />;
  if (review.isError) return <EmptyState title={errorText(review.error, m.loadError)} />;
  const y = review.data;
  const empty = !(y.movies.count || y.series.count || y.books.count || y.places.count || y.memories.count || y.songs.count || y.quotes.count || y.trips.length || y.questions.answeredTogether || y.game.players.some((p) => p.daysPlayed));
  return (
    <div className="snap-y space-y-4">
      <Section id="days" title={m.titleOf(y.year)} icon={<Heart className="h-4 w-4" />} className="bg-gradient-to-br from-rose-50 to-amber-50 dark:from-stone-900 dark:to-stone-900">
        <h1 className="font-serif text-5xl font-semibold tracking-tight text-stone-900 sm:text-6xl dark:text-stone-50">{m.titleOf(y.year)}</h1>
        <BigFigure testId="yil-days">{m.daysThisYear(y.days.thisYear)}</BigFigure>
        <Muted>{m.daysTotal(y.days.total)}</Muted>
        {empty && (
          <p data-testid="yil-empty" className="text-lg text-stone-600 dark:text-stone-300">
            {m.empty}
          </p>
        )}
        <YearLinks years={y.years} current={y.year} />
      </Section>
      {!empty && <YearSections review={y} />}
    </div>
  );
}

function YearSections({ review: y }: { review: YearInReview }) {
  const below = usePartAfterDraw(YilimizBelow);
  return (
    <>
      <ListSection id="movies" title={m.movies} icon={<Clapperboard className="h-4 w-4" />} figure={m.moviesCount(y.movies.count)} peopleTitle={m.directors} list={y.movies} />
      <ListSection id="series" title={m.series} icon={<Tv className="h-4 w-4" />} figure={m.seriesCount(y.series.count)} peopleTitle={m.creators} list={y.series} />
      <ListSection id="books" title={m.books} icon={<BookOpen className="h-4 w-4" />} figure={m.booksCount(y.books.count)} peopleTitle={m.authors} list={y.books} />
      {below && (
        <Suspense fallback={null}>
          <YilimizBelow review={y} />
        </Suspense>
      )}
    </>
  );
}

/** The other years that can be opened (each past year's page links to the rest). */
function YearLinks({ years, current }: { years: number[]; current: number }) {
  if (years.length < 2) return null;
  return (
    <nav aria-label={m.pastYears} className="flex flex-wrap gap-2">
      {years.map((year) => (
        <Link
          key={year}
          to={`/yilimiz/${year}`}
          aria-current={year === current ? 'page' : undefined}
          className={cn(
            'tap-target rounded-full px-3 py-1 text-sm font-medium ring-1',
            year === current ? 'bg-rose-600 text-white ring-rose-600' : 'bg-white/70 text-stone-700 ring-stone-200 hover:bg-white dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-700',
          )}
        >
          {year}
        </Link>
      ))}
    </nav>
  );
}
