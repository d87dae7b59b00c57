import type { ReactNode } from 'react';
import { Heart, Star } from 'lucide-react';
import { listMessages as l, statusLabel } from '../../shared/list-words';
import type { ListItemBase } from '../../shared/lists';
import { MediaCard, Pill, type PillTone } from './MediaCard';
import { ItemActions } from './ItemActions';
import type { CardSlot } from './CollectionPage';

/**
 * The card of a movie, series or book: its cover and title, the status pill, the 1–10 rating once
 * finished, the IMDb rating when the catalogue gave one, the adder's name, and the edit and delete
 * icons for the one who added it. The list brings its subtitle, tones and its own lines below.
 */
export function ListItemCard<S extends string>({
  item,
  testId,
  image,
  icon,
  subtitle,
  tones,
  completed,
  imdbRating = null,
  isOwner,
  onEdit,
  onDelete,
  children,
}: {
  item: ListItemBase & { status: S };
  testId: string;
  image: string | null;
  icon: ReactNode;
  subtitle?: string;
  tones: Record<S, PillTone>;
  completed: S;
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
          {item.status === completed && item.rating !== null && (
            <Pill tone="rose" aria-label={`${l.labels.rating}: ${item.rating}/10`}>
              <Heart className="h-3 w-3 fill-current" aria-hidden="true" />
              {item.rating}/10
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
      {children}
    </MediaCard>
  );
}
