import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { MapPinned } from 'lucide-react';
import { placesMessages as m, type Place } from '../../../shared/places-words';
import { useMe } from '../../lib/session';
import { CollectionPage, type CardSlot } from '../../ui/CollectionPage';
import { errorText } from '../../ui/error-text';
import { deletePlace, matchesPlace, placesQuery, savePlace, type PlaceFormValue } from './api';
import { PlaceCard } from './components/PlaceCard';
import { ViewSwitch, type PlacesView } from './components/ViewSwitch';
import { MapFrame } from './map/MapFrame';

// Leaflet and the clustering code load only when the map is shown; the form (and zod, which it
// validates with) when first opened.
const PlacesMap = lazy(() => import('./map/PlacesMap'));
// A place opened on the map shows in a dialog, loaded with the first one (decision 020).
const PlaceDetailsModal = lazy(() => import('./components/PlaceDetailsModal').then((m) => ({ default: m.PlaceDetailsModal })));
const PlaceFormModal = lazy(() => import('./components/PlaceFormModal').then((m) => ({ default: m.PlaceFormModal })));

/** What this page shows first: loaded with the page when it opens the app (app/lazy-page.tsx). */
export const openingQueries = [placesQuery];

/** Yerler / Mekanlar: the couple's places as cards or on a map; only the adder edits or deletes. */
export default function PlacesPage() {
  const me = useMe();
  // `?view=map` opens the map (a link or a refresh keeps the view; Lighthouse measures it so).
  const [params, setParams] = useSearchParams();
  const view: PlacesView = params.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: PlacesView) => setParams(next === 'map' ? { view: next } : {}, { replace: true });
  const [opened, setOpened] = useState<{ id: string; slot: CardSlot } | null>(null);
  const closeOpened = useCallback(() => setOpened(null), []);

  return (
    <CollectionPage
      texts={m}
      icon={<MapPinned className="h-8 w-8" />}
      meId={me.id}
      query={placesQuery}
      matches={matchesPlace}
      save={(id, value: PlaceFormValue) => savePlace(id, value, (error) => toast.error(errorText(error, m.saveFailed)))}
      remove={deletePlace}
      renderCard={(place, slot) => <PlaceCard place={place} {...slot} />}
      renderForm={(slot) => <PlaceFormModal {...slot} />}
      toolbar={<ViewSwitch view={view} onChange={setView} />}
      renderItems={
        view === 'map'
          ? (visible, slotFor) => {
              const place = opened && visible.find((p: Place) => p.id === opened.id);
              return (
                <>
                  <MapFrame className="h-[65dvh] min-h-80">
                    {(onFailed) => <PlacesMap places={visible} onOpen={(p) => setOpened({ id: p.id, slot: slotFor(p) })} onFailed={onFailed} />}
                  </MapFrame>
                  {place && opened && (
                    <Suspense fallback={null}>
                      <PlaceDetailsModal place={place} slot={opened.slot} onClose={closeOpened} />
                    </Suspense>
                  )}
                </>
              );
            }
          : undefined
      }
    />
  );
}
