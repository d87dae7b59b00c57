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
import type { SetField } from '../../../ui/CatalogFormModal';
import { numberOrNull, numberText } from '../../../ui/StatusAndRating';
import { titleForm, TitleFormModal, titleInput, type TitleForm } from '../../../ui/TitleFormModal';
import { movieDetails, searchMovieCatalog } from '../api';

/** The shared title fields (ui/TitleFormModal.tsx) and the movie's own. */
interface Form extends TitleForm<MovieStatus> {
  director: string;
  year: string;
}

const fromMovie = (movie: Movie | null, meId: string): Form => ({
  ...titleForm(movie, MOVIE_DEFAULT_STATUS, meId),
  director: movie?.director ?? '',
  year: numberText(movie?.year),
});

const toInput = (f: Form): MovieInput => ({ ...titleInput(f, MOVIE_COMPLETED_STATUS), year: numberOrNull(f.year) });

const suggestion = (r: TitleSearchResult) => ({ id: r.id, title: r.title, subtitle: r.year ? String(r.year) : undefined, image: r.poster });

const fromSuggestion = (f: Form, r: TitleSearchResult): Form => ({ ...f, title: r.title, year: numberText(r.year), poster: r.poster, imdbId: r.id });

const fromDetails = (f: Form, d: TitleDetails, r: TitleSearchResult): Form => ({ ...f, director: d.director, year: numberText(d.year ?? r.year) });

const fields = (form: Form, set: SetField<Form>) => (
  <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem]">
    <TextInput label={m.labels.director} value={form.director} maxLength={200} onChange={(e) => set('director', e.target.value)} />
    <TextInput label={l.labels.year} type="number" inputMode="numeric" value={form.year} onChange={(e) => set('year', e.target.value)} />
  </div>
);

/** Add or edit a movie; the title searches the movie catalogue, a choice fills the form. */
export function MovieFormModal(slot: FormSlot<Movie, MovieInput>) {
  return (
    <TitleFormModal
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
      fields={fields}
    />
  );
}
