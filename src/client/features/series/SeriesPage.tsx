import { lazyPart } from '../../lib/lazy-page';
import { Tv } from 'lucide-react';
import { seriesMessages as m, SERIES_COMPLETED_STATUS } from '../../../shared/series-words';
import type { Series } from '../../../shared/series';
import { useMe } from '../../lib/session';
import { CollectionPage } from '../../ui/CollectionPage';
import { myWishesQuery } from '../../ui/ikimiz/api';
import { useListIkimiz } from '../../ui/ikimiz/use-list-ikimiz';
import { TonightButton } from '../../ui/ikimiz/TonightButton';
import { seriesQuery, seriesApi } from './api';
import { SeriesCard } from './components/SeriesCard';

// The form (and zod, which it validates with) loads when first opened, not with the list.
const SeriesFormModal = lazyPart(() => import('./components/SeriesFormModal').then((m) => m.SeriesFormModal));

const TONIGHT = ['series'] as const;

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [seriesQuery, myWishesQuery];

/** Diziler: the couple's series, searchable by title and creator; one tap marks the next episode. */
export default function SeriesPage() {
  const me = useMe();
  const ikimiz = useListIkimiz<Series>(SERIES_COMPLETED_STATUS, <TonightButton kinds={TONIGHT} />);
  return (
    <CollectionPage
      {...ikimiz}
      texts={m}
      icon={<Tv className="h-8 w-8" />}
      meId={me.id}
      {...seriesApi}
      renderCard={(series, slot) => <SeriesCard series={series} {...slot} />}
      renderForm={(slot) => <SeriesFormModal {...slot} />}
    />
  );
}
