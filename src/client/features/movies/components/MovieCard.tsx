import { Clapperboard } from 'lucide-react';
import { MOVIE_COMPLETED_STATUS, MOVIE_TO_WATCH_STATUS } from '../../../../shared/movies-words';
import type { Movie } from '../../../../shared/movies';
import { ClampedText } from '../../../ui/MediaCard';
import { ListItemCard } from '../../../ui/ListItemCard';
import type { CardSlot } from '../../../ui/CollectionPage';

const statusTone = { İzlenecek: 'sky', İzleniyor: 'amber', İzlendi: 'emerald' } as const;

const ICON = <Clapperboard className="h-10 w-10" aria-hidden="true" />;
/** What every movie card shows alike: ListItemCard's settings for this list. */
const CARD = { testId: 'movie-card', icon: ICON, tones: statusTone, completed: MOVIE_COMPLETED_STATUS, toWatch: MOVIE_TO_WATCH_STATUS, kind: 'movies' } as const;

export function MovieCard({ movie, ...slot }: { movie: Movie } & CardSlot) {
  return (
    <ListItemCard
      {...slot}
      {...CARD}
      item={movie}
      image={movie.poster}
      subtitle={[movie.year, movie.director].filter(Boolean).join(' · ')}
      imdbRating={movie.imdbRating}
    >
      {movie.genre && <p className="text-xs text-stone-500 dark:text-stone-400">{movie.genre}</p>}
      {movie.plot && <ClampedText>{movie.plot}</ClampedText>}
      {movie.notes && <ClampedText lines={2} className="italic text-stone-500 dark:text-stone-400">“{movie.notes}”</ClampedText>}
    </ListItemCard>
  );
}
