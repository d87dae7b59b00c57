import { wishMessages as wm } from '../../shared/wishes-words';
import type { ReactNode } from 'react';
import { HeartHandshake, Star } from 'lucide-react';
import { statusLabel } from '../../shared/list-status-words';
import { formWords as l } from '../../shared/form-words';
import type { ListItemBase } from '../../shared/lists';
import { type WishKind } from '../../shared/ikimiz-words';
import { RatingRow } from './ikimiz/RatingRow';
import { WishButton } from './ikimiz/WishButton';
import { MediaCard, Pill, type PillTone } from './MediaCard';
import { ItemActions } from './ItemActions';
import type { CardSlot } from './CollectionPage';

/**
 * The card of a movie, series or book: its cover and title, the status pill, 'İkimiz de
 * istiyoruz' on a match, the IMDb rating when the catalogue gave one, both members' ratings once
 * finished with 'Puan ver' ('İstiyorum' while still to watch / read), the adder's name, and the
 * edit and delete icons for the one who added it. The list brings its subtitle, tones and its own lines below.
 */
export function ListItemCard<S extends string>({
  item,
  kind,
  testId,
  image,
  icon,
  subtitle,
  tones,
  completed,
  toWatch,
  imdbRating = null,
  isOwner,
  onEdit,
  onDelete,
  children,
}: {
  item: ListItemBase & { status: S };
  kind: WishKind;
  testId: string;
  image: string | null;
  icon: ReactNode;
  subtitle?: string;
  tones: Record<S, PillTone>;
  completed: S;
  /** İzlenecek / Okunacak: where 'İstiyorum' is offered. */
  toWatch: S;
  imdbRating?: number | null;
  children?: ReactNode;
} & CardSlot) {
  return (
    <MediaCard
      testId={testId}
      image={image}
      imageAlt={item.title}
      fallbackIcon={icon}
      title={item.title}
      subtitle={subtitle || undefined}
      actions={isOwner ? <ItemActions onEdit={onEdit} onDelete={onDelete} editLabel={l.edit} deleteLabel={l.delete} /> : undefined}
      badges={
        <>
          <Pill tone={tones[item.status]}>{statusLabel(item.status)}</Pill>
          {item.matched && (
            <Pill tone="rose" data-testid="match-pill">
              <HeartHandshake className="h-3 w-3" aria-hidden="true" />
              {wm.shelf}
            </Pill>
          )}
          {imdbRating !== null && (
            <Pill>
              <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
              IMDb {imdbRating.toFixed(1)}
            </Pill>
          )}
        </>
      }
      footer={item.addedBy ? `${l.addedBy} ${item.addedBy.displayName}` : undefined}
    >
      {item.status === completed && <RatingRow kind={kind} item={item} />}
      {item.status === toWatch && (
        <div className="flex justify-end">
          <WishButton kind={kind} id={item.id} />
        </div>
      )}
      {children}
    </MediaCard>
  );
}
