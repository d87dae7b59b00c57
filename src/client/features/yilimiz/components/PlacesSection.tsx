import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-page';
import { MapPin } from 'lucide-react';
import { formatDate } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { Spinner } from '../../../ui/Spinner';
import { useNearScreen } from '../../../ui/use-near-screen';
import { BigFigure, Muted, Section } from './Section';

// Leaflet and the map load when the section comes near the screen, not with the page (decision 020).
const YearMap = lazyPart(() => import('./YearMap').then((m) => m.default));
const mapBox = 'flex h-72 items-center justify-center';

export function PlacesSection({ places }: { places: YearInReview['places'] }) {
  const [mapSlot, setMapSlot] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(mapSlot);
  return (
    <Section id="places" title={m.places} icon={<MapPin className="h-4 w-4" />}>
      <BigFigure testId="yil-places-count">{m.placesCount(places.count)}</BigFigure>
      {places.points.length > 0 &&
        (near ? (
          <Suspense fallback={<div className={mapBox}><Spinner /></div>}>
            <YearMap points={places.points} highlight={[places.first?.id, places.farthest?.id].filter((id): id is string => !!id)} />
          </Suspense>
        ) : (
          <div ref={setMapSlot} className={mapBox} />
        ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {places.first && (
          <div data-testid="yil-first-place">
            <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.firstPlace}</h3>
            <p className="mt-1 text-lg font-semibold text-stone-900 dark:text-stone-50">{places.first.name}</p>
            <Muted>{formatDate(places.first.visitDate)}</Muted>
          </div>
        )}
        {places.farthest && (
          <div data-testid="yil-farthest-place">
            <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.farthestPlace}</h3>
            <p className="mt-1 text-lg font-semibold text-stone-900 dark:text-stone-50">{places.farthest.name}</p>
            <Muted>
              {m.km(places.farthest.km)} · {formatDate(places.farthest.visitDate)}
            </Muted>
          </div>
        )}
      </div>
    </Section>
  );
}
