import { lazyPart } from '../../lib/lazy-page';
import { Tv } from 'lucide-react';
import { seriesMessages as m } from '../../../shared/series-words';
import { useMe } from '../../lib/session';
import { CollectionPage } from '../../ui/CollectionPage';
import { deleteSeries, matchesSeries, saveSeries, seriesQuery } from './api';
import { SeriesCard } from './components/SeriesCard';

// The form (and zod, which it validates with) loads when first opened, not with the list.
const SeriesFormModal = lazyPart(() => import('./components/SeriesFormModal').then((m) => m.SeriesFormModal));

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [seriesQuery];

/** Diziler: the couple's series, searchable by title and creator; one tap marks the next episode. */
export default function SeriesPage() {
  const me = useMe();
  return (
    <CollectionPage
      texts={m}
      icon={<Tv className="h-8 w-8" />}
      meId={me.id}
      query={seriesQuery}
      matches={matchesSeries}
      save={saveSeries}
      remove={deleteSeries}
      renderCard={(series, slot) => <SeriesCard series={series} {...slot} />}
      renderForm={(slot) => <SeriesFormModal {...slot} />}
    />
  );
}
