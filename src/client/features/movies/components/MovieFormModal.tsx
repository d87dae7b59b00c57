import { Clapperboard } from 'lucide-react';
import {
  MOVIE_COMPLETED_STATUS,
  MOVIE_DEFAULT_STATUS,
  movieInput,
  moviesMessages as m,
  movieStatuses,
  type Movie,
  type MovieInput,
  type MovieStatus,
} from '../../../../shared/movies';
import { listMessages as l } from '../../../../shared/lists';
import type { TitleDetails, TitleSearchResult } from '../../../../shared/catalog';
import { TextInput } from '../../../ui/Field';
import type { FormSlot } from '../../../ui/CollectionPage';
import { CatalogFormModal, type SetField } from '../../../ui/CatalogFormModal';
import { numberOrNull, numberText } from '../../../ui/StatusAndRating';
import { movieDetails, searchMovieCatalog } from '../api';

interface Form {
  title: string;
  director: string;
  year: string;
  genre: string;
  status: MovieStatus;
  rating: string;
  notes: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
}

const fromMovie = (movie: Movie | null): Form => ({
  title: movie?.title ?? '',
  director: movie?.director ?? '',
  year: numberText(movie?.year),
  genre: movie?.genre ?? '',
  status: movie?.status ?? MOVIE_DEFAULT_STATUS,
  rating: numberText(movie?.rating),
  notes: movie?.notes ?? '',
  imdbId: movie?.imdbId ?? null,
  imdbRating: movie?.imdbRating ?? null,
  poster: movie?.poster ?? null,
  plot: movie?.plot ?? '',
  tags: movie?.tags ?? [],
});

const toInput = (f: Form): MovieInput => ({
  ...f,
  year: numberOrNull(f.year),
  rating: f.status === MOVIE_COMPLETED_STATUS ? numberOrNull(f.rating) : null,
});

const suggestion = (r: TitleSearchResult) => ({ id: r.id, title: r.title, subtitle: r.year ? String(r.year) : undefined, image: r.poster });

const fromSuggestion = (f: Form, r: TitleSearchResult): Form => ({ ...f, title: r.title, year: numberText(r.year), poster: r.poster, imdbId: r.id });

const fromDetails = (f: Form, d: TitleDetails, r: TitleSearchResult): Form => ({
  ...f,
  title: d.title || r.title,
  director: d.director,
  year: numberText(d.year ?? r.year),
  genre: d.genres.join(', '),
  imdbId: d.id,
  imdbRating: d.imdbRating,
  poster: d.poster ?? r.poster,
  plot: d.plot,
});

const fields = (form: Form, set: SetField<Form>) => (
  <>
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem]">
      <TextInput label={m.labels.director} value={form.director} maxLength={200} onChange={(e) => set('director', e.target.value)} />
      <TextInput label={l.labels.year} type="number" inputMode="numeric" value={form.year} onChange={(e) => set('year', e.target.value)} />
    </div>
    <TextInput label={l.labels.genre} value={form.genre} maxLength={200} onChange={(e) => set('genre', e.target.value)} />
  </>
);

/** Add or edit a movie; the title searches the movie catalogue, a choice fills the form. */
export function MovieFormModal(slot: FormSlot<Movie, MovieInput>) {
  return (
    <CatalogFormModal
      {...slot}
      texts={m}
      catalog="movies"
      icon={<Clapperboard />}
      statuses={movieStatuses}
      completed={MOVIE_COMPLETED_STATUS}
      schema={movieInput}
      fromItem={fromMovie}
      toInput={toInput}
      search={searchMovieCatalog}
      toSuggestion={suggestion}
      fromSuggestion={fromSuggestion}
      details={movieDetails}
      fromDetails={fromDetails}
      preview={(f) => ({ image: f.poster, text: f.plot, rating: f.imdbRating })}
      fields={fields}
    />
  );
}
