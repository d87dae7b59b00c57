import { Suspense, useCallback, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams } from '../../lib/router';
import { toast } from '../../lib/toast';
import { MapPinned } from 'lucide-react';
import { placeInFilter, placesMessages as m, type Place, type PlaceFilter as Filter } from '../../../shared/places-words';
import { useMe } from '../../lib/session';
import { clientConfigQuery } from '../../lib/client-config';
import { CollectionPage } from '../../ui/CollectionPage';
import { errorText } from '../../ui/error-text';
import { deletePlace, matchesPlace, placesQuery, savePlace, type PlaceFormValue } from './api';
import { ViewSwitch, type PlacesView } from './components/ViewSwitch';
import { PlaceFilter } from './components/PlaceFilter';
import { PlacesTabs } from './components/PlacesTabs';
import { MapFrame } from './map/MapFrame';
import { lazyPart } from '../../lib/lazy-page';
import type { PlaceFormStart } from './components/PlaceFormModal';
import { useSharedItem } from '../../lib/use-shared-item';
import { useArrangement } from '../../ui/ikimiz/use-arrangement';

// The map view's code (its still picture, which sends for Leaflet when the person reaches for it,
// decision 021) loads with the map view only: the list does not carry it. Opening the page on the
// map loads it with the page (openingParts; its HTML preloads it too). The form (and zod, which it
// validates with) loads when first opened.
const PlacesMapView = lazyPart(() => import('./map/PlacesMapView').then((m) => m.PlacesMapView));
// The cards, likewise, come with the list view only (decision 028): the map view, which draws
// none, stays under its first-load budget. The list's HTML preloads them (the manifest's '' view).
const PlaceCard = lazyPart(() => import('./components/list-view').then((m) => m.PlaceCard));
// The order's select ('En yeni' / 'Puana göre') shows with the cards only, and comes with them.
const SortSelect = lazyPart(() => import('./components/list-view').then((m) => m.SortSelect));
// A place opened on the map shows in a dialog, loaded with the first one (decision 020).
const PlaceDetailsModal = lazyPart(() => import('./components/PlaceDetailsModal').then((m) => m.PlaceDetailsModal));
const PlaceFormModal = lazyPart(() => import('./components/PlaceFormModal').then((m) => m.PlaceFormModal));
const MarkVisitedModal = lazyPart(() => import('./components/MarkVisitedModal').then((m) => m.default));

/**
 * What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). The
 * map view also needs the tile address before it can draw its first tile.
 */
export const openingQueries = (url: URL) => (url.searchParams.get('view') === 'map' ? [placesQuery, clientConfigQuery] : [placesQuery]);
export const openingParts = (url: URL) => (url.searchParams.get('view') === 'map' ? [PlacesMapView] : [PlaceCard, SortSelect]);
/**
 * The map view's first tile (nearest the middle of what shows of it), asked for as soon as the
 * places and the tile address are here (its chunk is loaded by then), while the page draws: it is
 * the largest paint; with the other tile that may be it when the estimate hesitates (a phone).
 * Only for the map of every place (a search in the address draws fewer).
 */
export const openingImages = async (url: URL, client: QueryClient): Promise<string[]> => {
  if (url.searchParams.get('view') !== 'map' || [...url.searchParams.keys()].some((k) => k !== 'view')) return [];
  const places = client.getQueryData(placesQuery.queryKey);
  const config = client.getQueryData(clientConfigQuery.queryKey);
  if (!places || !config) return [];
  const { openingTiles, expectedBoxSize, expectedBoxTop } = await import('./map/PlacesMapView');
  return openingTiles(places, config.map.tileUrl, expectedBoxSize(), window.devicePixelRatio > 1, { height: window.innerHeight, top: expectedBoxTop() });
};

const visited = (place: Place) => place.status === 'visited';

/** Yerler / Mekanlar: the couple's places as cards or on a map; only the adder edits or deletes. */
export default function PlacesPage() {
  const me = useMe();
  // 'Puana göre' (İkimiz): the rating of a place they went to counts ('Gideceğiz' has none yet).
  const order = useArrangement<Place>(visited, false);
  // `?view=map` opens the map (a link or a refresh keeps the view; Lighthouse measures it so).
  const [params, setParams] = useSearchParams();
  const view: PlacesView = params.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: PlacesView) => setParams(next === 'map' ? { view: next } : {}, { replace: true });
  // The place shown in its details modal, over the list or the map: opened from a map popup, or
  // by `/places?place=<id>` (a push about a place, a link). An id that is not one of the couple's
  // places (deleted, mistyped, another couple's) opens nothing: the page shows as usual.
  const asked = params.get('place');
  const [opened, setOpened] = useState<string | null>(asked);
  const closeOpened = useCallback(() => setOpened(null), []);
  // A link followed while the page is open (the address changes, the page stays) opens it too.
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    if (asked) setOpened(asked);
  }
  useEffect(() => {
    if (!asked) return;
    // The address is cleared at once (a reload does not reopen it; the view stays).
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('place');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  // 'Hepsi' / 'Gittik' / 'Gideceğiz', over the list and the map; the search narrows it further.
  const [filter, setFilter] = useState<Filter>('all');
  const matches = useCallback((place: Place, search: string) => placeInFilter(place, filter) && matchesPlace(place, search), [filter]);
  const [visiting, setVisiting] = useState<Place | null>(null);
  const closeVisiting = useCallback(() => setVisiting(null), []);
  // A map link or geo: point shared from the phone: 'Yeni Mekan Ekle' at that point.
  const [shared, setShared] = useState<{ start: PlaceFormStart } | null>(null);
  // The reading of shared items (and the music words it checks links with) loads when one comes.
  useSharedItem(async (item) => {
    const { classifyShare, shareName } = await import('../../../shared/share');
    const target = classifyShare(item, 0);
    setShared({ start: { point: target.kind === 'places' ? target.point : null, name: shareName(item) } });
  });

  return (
    <>
      <CollectionPage
        texts={m}
        icon={<MapPinned className="h-8 w-8" />}
        meId={me.id}
        query={placesQuery}
        matches={matches}
        save={(id, value: PlaceFormValue) => savePlace(id, value, (error) => toast.error(errorText(error, m.saveFailed)))}
        remove={deletePlace}
        renderCard={(place, slot) => (
          // Only after switching from the map: the cards' code is on its way.
          <Suspense fallback={<div className="aspect-[3/4] rounded-2xl bg-stone-100 dark:bg-stone-900" />}>
            <PlaceCard place={place} {...slot} onVisit={() => setVisiting(place)} />
          </Suspense>
        )}
        renderForm={(slot) => <PlaceFormModal {...slot} />}
        below={<PlacesTabs />}
        toolbar={
          <div className="flex flex-wrap items-center gap-2">
            <PlaceFilter filter={filter} onChange={setFilter} />
            {view === 'list' && (
              <Suspense fallback={null}>
                <SortSelect sort={order.sort} onSort={order.setSort} />
              </Suspense>
            )}
            <ViewSwitch view={view} onChange={setView} />
          </div>
        }
        arrange={order.arrange}
        addRequest={shared}
        renderItems={
          view === 'map'
            ? (visible) => (
                <MapFrame className="h-[65dvh] min-h-80">
                  {(onFailed) => <PlacesMapView places={visible} onOpen={(p) => setOpened(p.id)} onFailed={onFailed} />}
                </MapFrame>
              )
            : undefined
        }
        renderOpened={(places, slotFor) => {
          const place = opened ? places.find((p: Place) => p.id === opened) : undefined;
          return place ? (
            <Suspense fallback={null}>
              <PlaceDetailsModal place={place} slot={slotFor(place)} onClose={closeOpened} onVisit={() => setVisiting(place)} />
            </Suspense>
          ) : null;
        }}
      />
      {visiting && (
        <Suspense fallback={null}>
          <MarkVisitedModal place={visiting} onClose={closeVisiting} />
        </Suspense>
      )}
    </>
  );
}
