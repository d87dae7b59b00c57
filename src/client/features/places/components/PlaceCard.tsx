import { CalendarDays, MapPin, Sparkles, Star } from 'lucide-react';
import { addressUnderName, placeCategoryLabels, placesMessages as m, type Place } from '../../../../shared/places-words';
import { formatDate } from '../../../../shared/format-date';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { ItemActions } from '../../../ui/ItemActions';
import { categoryIcons } from './category-icons';
import { coupleAverage, formatRating } from '../../../../shared/ikimiz-words';
import { RatingRow } from '../../../ui/ikimiz/RatingRow';

/**
 * A place: photo (placeholder when missing or broken), name, address, visit date, the couple's
 * average and both members' ratings, notes, category. A 'Gideceğiz' place shows why instead of a
 * date and takes no rating yet, and 'Gittik olarak işaretle' to both.
 */
export function PlaceCard({
  place,
  isOwner,
  onEdit,
  onDelete,
  onVisit,
  showName = true,
}: {
  place: Place;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** 'Gittik olarak işaretle' (a wish only). */
  onVisit?: () => void;
  /** Off where a heading above already names the place (the details modal). */
  showName?: boolean;
}) {
  const Icon = categoryIcons[place.category] ?? MapPin;
  const wish = place.status === 'wish';
  const average = coupleAverage(place.ratings);
  return (
    <article
      data-testid="place-card"
      data-status={place.status}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition-shadow hover:shadow-md dark:bg-stone-900 dark:ring-stone-800"
    >
      <div className="relative">
        <ImageWithFallback
          src={place.photo?.thumbUrl}
          alt={place.name}
          fallback={<Icon className="h-10 w-10" aria-hidden="true" />}
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-stone-700 shadow-sm dark:bg-stone-900/90 dark:text-stone-200">
          <Icon className="h-3.5 w-3.5 text-rose-600 dark:text-rose-300" aria-hidden="true" />
          {placeCategoryLabels[place.category] ?? place.category}
        </span>
        {average !== null && (
          <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-stone-800 shadow-sm dark:bg-stone-900/90 dark:text-stone-100">
            <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            {formatRating(average)}/10
          </span>
        )}
        {wish && (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-rose-600/95 px-2.5 py-1 text-xs font-semibold text-white shadow-sm dark:bg-rose-700/95">
            <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
            {m.statusWish}
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
        {place.visitDate && (
          <p className="flex items-center gap-1.5 text-sm text-stone-600 dark:text-stone-300">
            <CalendarDays className="h-3.5 w-3.5 shrink-0 text-stone-500 dark:text-stone-400" aria-hidden="true" />
            <time dateTime={place.visitDate}>{formatDate(place.visitDate)}</time>
          </p>
        )}
        {place.reason && (
          <p className="rounded-xl bg-rose-50/80 px-3 py-2 text-sm text-stone-700 dark:bg-rose-950/30 dark:text-stone-200">
            <span className="font-medium text-rose-700 dark:text-rose-300">{m.reason}</span> <span className="whitespace-pre-line">{place.reason}</span>
          </p>
        )}
        {!wish && <RatingRow kind="places" item={{ id: place.id, title: place.name, ratings: place.ratings }} />}
        {place.notes && <p className="line-clamp-4 text-sm whitespace-pre-line text-stone-700 dark:text-stone-300">{place.notes}</p>}
        {wish && onVisit && (
          <button
            type="button"
            onClick={onVisit}
            className="tap-target mt-1 inline-flex w-full items-center justify-center gap-1.5 rounded-xl px-2 py-1.5 text-[13px] font-semibold whitespace-nowrap text-rose-700 ring-1 ring-rose-200 transition-colors hover:bg-rose-50 dark:text-rose-300 dark:ring-rose-900 dark:hover:bg-rose-950/40"
          >
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {m.markVisited}
          </button>
        )}
        <p className="mt-auto pt-1 text-xs text-stone-500 dark:text-stone-400">
          {m.addedBy} <span className="font-medium text-stone-600 dark:text-stone-300">{place.addedBy?.displayName ?? '—'}</span>
        </p>
      </div>
    </article>
  );
}
