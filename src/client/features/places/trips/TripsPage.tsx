import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-page';
import { useQuery } from '@tanstack/react-query';
import { Plane, Plus } from 'lucide-react';
import { tripsMessages as tm, type TripSummary } from '../../../../shared/trips-words';
import { PageHeader } from '../../../ui/PageHeader';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState } from '../../../ui/EmptyState';
import { FirstScreen, screenPlace } from '../../../ui/ImageWithFallback';
import { PlacesTabs } from '../components/PlacesTabs';
import { tripsQuery } from './api';
import { TripCard } from './components/TripCard';

// The form (zod, the location search, the photo pipeline) loads when it is first opened.
const TripFormModal = lazyPart(() => import('./components/TripFormModal').then((m) => m.default));

/** What this page shows first (app/lazy-page.tsx). */
export const openingQueries = [tripsQuery];

/** On their days first, then the coming ones soonest first, then the past ones latest first. */
const order = { ongoing: 0, upcoming: 1, past: 2 } as const;
const sorted = (trips: TripSummary[]) =>
  [...trips].sort((a, b) => order[a.phase] - order[b.phase] || (a.phase === 'past' ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate)));

/** 'Seyahatler' (issue 37): the couple's trips, a tab of the places; 'Yeni seyahat' opens the form. */
export default function TripsPage() {
  const trips = useQuery(tripsQuery);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageHeader
        title={tm.title}
        action={
          <Button icon={<Plus className="h-4 w-4" />} onClick={() => setAdding(true)}>
            {tm.add}
          </Button>
        }
      />
      <PlacesTabs />
      {trips.isPending ? (
        <Spinner />
      ) : trips.isError ? (
        <EmptyState icon={<Plane className="h-8 w-8" />} title={tm.loadFailed} />
      ) : trips.data.length === 0 ? (
        <EmptyState icon={<Plane className="h-8 w-8" />} title={tm.empty}>
          {tm.emptyHint}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:gap-5">
          {sorted(trips.data).map((trip, index) => (
            <li key={trip.id}>
              <FirstScreen.Provider value={screenPlace(index)}>
                <TripCard trip={trip} />
              </FirstScreen.Provider>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <Suspense fallback={null}>
          <TripFormModal editing={null} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
