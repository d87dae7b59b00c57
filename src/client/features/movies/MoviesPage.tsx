import { lazyPart } from '../../lib/lazy-page';
import { Clapperboard } from 'lucide-react';
import { moviesMessages as m } from '../../../shared/movies-words';
import { useMe } from '../../lib/session';
import { CollectionPage } from '../../ui/CollectionPage';
import { deleteMovie, matchesMovie, moviesQuery, saveMovie } from './api';
import { MovieCard } from './components/MovieCard';

// The form (and zod, which it validates with) loads when first opened, not with the list.
const MovieFormModal = lazyPart(() => import('./components/MovieFormModal').then((m) => m.MovieFormModal));

/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [moviesQuery];

/** Filmler: the couple's movies, searchable by title and director; only the adder edits or deletes. */
export default function MoviesPage() {
  const me = useMe();
  return (
    <CollectionPage
      texts={m}
      icon={<Clapperboard className="h-8 w-8" />}
      meId={me.id}
      query={moviesQuery}
      matches={matchesMovie}
      save={saveMovie}
      remove={deleteMovie}
      renderCard={(movie, slot) => <MovieCard movie={movie} {...slot} />}
      renderForm={(slot) => <MovieFormModal {...slot} />}
    />
  );
}
