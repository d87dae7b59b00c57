import { lazy, Suspense } from 'react';
import { MapPin } from 'lucide-react';
import { formatTurkishDate } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { Spinner } from '../../../ui/Spinner';
import { BigFigure, Muted, Section } from './Section';

const YearMap = lazy(() => import('./YearMap'));

export function PlacesSection({ places }: { places: YearInReview['places'] }) {
  return (
    <Section id="places" title={m.places} icon={<MapPin className="h-4 w-4" />}>
      <BigFigure testId="yil-places-count">{m.placesCount(places.count)}</BigFigure>
      {places.points.length > 0 && (
        <Suspense fallback={<div className="flex h-72 items-center justify-center"><Spinner /></div>}>
          <YearMap points={places.points} highlight={[places.first?.id, places.farthest?.id].filter((id): id is string => !!id)} />
        </Suspense>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {places.first && (
          <div data-testid="yil-first-place">
            <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.firstPlace}</h3>
            <p className="mt-1 text-lg font-semibold text-stone-900 dark:text-stone-50">{places.first.name}</p>
            <Muted>{formatTurkishDate(places.first.visitDate)}</Muted>
          </div>
        )}
        {places.farthest && (
          <div data-testid="yil-farthest-place">
            <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{m.farthestPlace}</h3>
            <p className="mt-1 text-lg font-semibold text-stone-900 dark:text-stone-50">{places.farthest.name}</p>
            <Muted>
              {m.km(places.farthest.km)} · {formatTurkishDate(places.farthest.visitDate)}
            </Muted>
          </div>
        )}
      </div>
    </Section>
  );
}
