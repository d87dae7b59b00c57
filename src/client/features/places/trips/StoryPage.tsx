import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpenText, Route } from 'lucide-react';
import { groupDigits } from '../../../../shared/dates';
import { formatTripDates, tripsMessages as tm, type TripDetail } from '../../../../shared/trips-words';
import { useParams } from '../../../lib/router';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState } from '../../../ui/EmptyState';
import { errorText } from '../../../ui/error-text';
import { tripQuery } from './api';
import { BackLink } from './components/TripHeader';
import { RouteMap } from './components/RouteMap';
import { Part } from './components/StoryPart';
import { lazyPart } from '../../../lib/lazy-page';
import { usePartAfterDraw } from '../../../lib/use-part-after-draw';

// The days, the songs' player and the share picture: their own chunk, asked for once the story's
// first screen is drawn, so the page's first load stays within its budget (decision 020 (7)).
const StoryBelow = lazyPart(() => import('./components/StoryBelow').then((m) => m.StoryBelow));

function Below({ detail }: { detail: TripDetail }) {
  const ready = usePartAfterDraw(StoryBelow);
  return ready ? (
    <Suspense fallback={null}>
      <StoryBelow detail={detail} />
    </Suspense>
  ) : null;
}

/** The story's four figures: days, places, photos, kilometres along the route. */
function Figures({ counts }: { counts: TripDetail['counts'] }) {
  const figures: [string, number][] = [
    [tm.figures.days, counts.days],
    [tm.figures.places, counts.places],
    [tm.figures.photos, counts.photos],
    [tm.figures.km, counts.km],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="story-figures">
      {figures.map(([word, n]) => (
        <div key={word} className="rounded-2xl bg-white/70 px-4 py-3 ring-1 ring-rose-100 dark:bg-stone-900/60 dark:ring-stone-800">
          <dd className="font-serif text-4xl font-semibold text-stone-900 dark:text-stone-50">{groupDigits(n)}</dd>
          <dt className="text-sm text-stone-600 dark:text-stone-300">{word}</dt>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Seyahat hikâyesi' (issue 37), once the trip has ended: its figures, the route in visit order,
 * the days with their photos, both members' songs of those days one after another, and a picture
 * to share. Before that it says when it will be ready.
 */
export default function StoryPage() {
  const { id = '' } = useParams();
  const detail = useQuery(tripQuery(id));
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <EmptyState title={errorText(detail.error, tm.notFound)} />;
  const d = detail.data;
  const back = <BackLink to={`/places/trips/${d.trip.id}`} label={d.trip.name} />;
  if (d.trip.phase !== 'past') {
    return (
      <div className="mx-auto max-w-4xl">
        {back}
        <EmptyState icon={<BookOpenText className="h-8 w-8" />} title={tm.storyNotReady} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {back}
      <header className="space-y-5 rounded-3xl bg-gradient-to-br from-rose-50 to-amber-50 p-6 sm:p-10 dark:from-stone-900 dark:to-stone-900 dark:ring-1 dark:ring-stone-800">
        <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-300">{tm.story}</p>
        <h1 className="font-serif text-4xl font-semibold tracking-tight [overflow-wrap:anywhere] text-stone-900 sm:text-5xl dark:text-stone-50">
          {d.trip.name}
        </h1>
        <p className="text-stone-600 dark:text-stone-300">{formatTripDates(d.trip.startDate, d.trip.endDate)}</p>
        <Figures counts={d.counts} />
      </header>
      <Part id="route" title={tm.route} icon={<Route className="h-4 w-4" />}>
        {d.route.length > 0 ? (
          <>
            <RouteMap stops={d.route} />
            <ol className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2 dark:text-stone-200">
              {d.route.map((stop, i) => (
                <li key={stop.id} data-testid="route-name">
                  {tm.routeStop(i + 1, stop.name)}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="text-sm text-stone-500 dark:text-stone-400">{tm.routeEmpty}</p>
        )}
      </Part>
      {/* The days, songs and share picture start below the first screen: their chunk is asked for once it is drawn. */}
      <Below detail={d} />
    </div>
  );
}
