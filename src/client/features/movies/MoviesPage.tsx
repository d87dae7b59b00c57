import { lazyPart } from '../../lib/lazy-page';
import { Clapperboard } from 'lucide-react';
import { moviesMessages as m, MOVIE_COMPLETED_STATUS } from '../../../shared/movies-words';
import type { Movie } from '../../../shared/movies';
import { useMe } from '../../lib/session';
import { CollectionPage } from '../../ui/CollectionPage';
import { myWishesQuery } from '../../ui/ikimiz/api';
import { useListIkimiz } from '../../ui/ikimiz/use-list-ikimiz';
import { TonightButton } from '../../ui/ikimiz/TonightButton';
import { moviesQuery, moviesApi } from './api';
import { MovieCard } from './components/MovieCard';

// The form (and zod, which it validates with) loads when first opened, not with the list.
const MovieFormModal = lazyPart(() => import('./components/MovieFormModal').then((m) => m.MovieFormModal));

const TONIGHT = ['movies'] as const;

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [moviesQuery, myWishesQuery];

/** Filmler: the couple's movies, searchable by title and director; only the adder edits or deletes. */
export default function MoviesPage() {
  const me = useMe();
  const ikimiz = useListIkimiz<Movie>(MOVIE_COMPLETED_STATUS, <TonightButton kinds={TONIGHT} />);
  return (
    <CollectionPage
      {...ikimiz}
      texts={m}
      icon={<Clapperboard className="h-8 w-8" />}
      meId={me.id}
      {...moviesApi}
      renderCard={(movie, slot) => <MovieCard movie={movie} {...slot} />}
      renderForm={(slot) => <MovieFormModal {...slot} />}
    />
  );
}
