import { CalendarDays, MapPin, Star } from 'lucide-react';
import { addressUnderName, placeCategoryLabels, placesMessages as m, type Place } from '../../../../shared/places-words';
import { formatDate } from '../../../../shared/dates';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { ItemActions } from '../../../ui/ItemActions';
import { categoryIcons } from './category-icons';

/** A place: photo (placeholder when missing or broken), name, address, visit date, x/10, notes, category. */
export function PlaceCard({
  place,
  isOwner,
  onEdit,
  onDelete,
  showName = true,
}: {
  place: Place;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Off where a heading above already names the place (the details modal). */
  showName?: boolean;
}) {
  const Icon = categoryIcons[place.category] ?? MapPin;
  return (
    <article
      data-testid="place-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition-shadow hover:shadow-md dark:bg-stone-900 dark:ring-stone-800"
    >
      <div className="relative">
        <ImageWithFallback
          src={place.photo?.thumbUrl}
          alt={place.name}
          fallback={<Icon className="h-10 w-10" aria-hidden="true" />}
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-stone-700 shadow-sm backdrop-blur dark:bg-stone-900/85 dark:text-stone-200">
          <Icon className="h-3.5 w-3.5 text-rose-600 dark:text-rose-300" aria-hidden="true" />
          {placeCategoryLabels[place.category] ?? place.category}
        </span>
        {place.rating !== null && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm backdrop-blur dark:bg-stone-900/85 dark:text-stone-100">
            <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            {place.rating}/10
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {(showName || isOwner) && (
          <div className="flex items-start justify-between gap-2">
            {showName ? <h2 className="leading-snug font-semibold [overflow-wrap:anywhere] text-stone-900 dark:text-stone-50">{place.name}</h2> : <span />}
            {isOwner && (
              <div className="-mt-1.5 -mr-2 flex shrink-0">
                <ItemActions onEdit={onEdit} onDelete={onDelete} editLabel={m.edit} deleteLabel={m.delete} />
              </div>
            )}
          </div>
        )}
        {place.address && (
          <p className="flex items-start gap-1.5 text-sm text-stone-500 dark:text-stone-400">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2 [overflow-wrap:anywhere]" title={place.address}>
              {showName ? addressUnderName(place.address, place.name) : place.address}
            </span>
          </p>
        )}
        <p className="flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-300">
          <CalendarDays className="h-3.5 w-3.5 shrink-0 text-stone-500 dark:text-stone-400" aria-hidden="true" />
          <time dateTime={place.visitDate}>{formatDate(place.visitDate)}</time>
        </p>
        {place.notes && <p className="line-clamp-4 text-sm whitespace-pre-line text-stone-700 dark:text-stone-300">{place.notes}</p>}
        <p className="mt-auto pt-1 text-xs text-stone-500 dark:text-stone-400">
          {m.addedBy} <span className="font-medium text-stone-600 dark:text-stone-300">{place.addedBy?.displayName ?? '—'}</span>
        </p>
      </div>
    </article>
  );
}
