import { Clapperboard, Heart, Star } from 'lucide-react';
import { MOVIE_COMPLETED_STATUS, type Movie } from '../../../../shared/movies';
import { listMessages as l } from '../../../../shared/lists';
import { ClampedText, MediaCard, Pill } from '../../../ui/MediaCard';
import { ItemActions } from '../../../ui/ItemActions';
import type { CardSlot } from '../../../ui/CollectionPage';

const statusTone = { İzlenecek: 'sky', İzleniyor: 'amber', İzlendi: 'emerald' } as const;

export function MovieCard({ movie, isOwner, onEdit, onDelete }: { movie: Movie } & CardSlot) {
  const subtitle = [movie.year, movie.director].filter(Boolean).join(' · ');
  return (
    <MediaCard
      testId="movie-card"
      image={movie.poster}
      imageAlt={movie.title}
      fallbackIcon={<Clapperboard className="h-10 w-10" aria-hidden="true" />}
      title={movie.title}
      subtitle={subtitle || undefined}
      actions={isOwner ? <ItemActions onEdit={onEdit} onDelete={onDelete} editLabel={l.edit} deleteLabel={l.delete} /> : undefined}
      badges={
        <>
          <Pill tone={statusTone[movie.status]}>{movie.status}</Pill>
          {movie.status === MOVIE_COMPLETED_STATUS && movie.rating !== null && (
            <Pill tone="rose" aria-label={`${l.labels.rating}: ${movie.rating}/10`}>
              <Heart className="h-3 w-3 fill-current" aria-hidden="true" />
              {movie.rating}/10
            </Pill>
          )}
          {movie.imdbRating !== null && (
            <Pill>
              <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
              IMDb {movie.imdbRating.toFixed(1)}
            </Pill>
          )}
        </>
      }
      footer={movie.addedBy ? `${l.addedBy} ${movie.addedBy.displayName}` : undefined}
    >
      {movie.genre && <p className="text-xs text-stone-500 dark:text-stone-400">{movie.genre}</p>}
      {movie.plot && <ClampedText>{movie.plot}</ClampedText>}
      {movie.notes && <ClampedText lines={2} className="italic text-stone-500 dark:text-stone-400">“{movie.notes}”</ClampedText>}
    </MediaCard>
  );
}
