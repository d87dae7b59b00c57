import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
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
import type { TitleSearchResult } from '../../../../shared/catalog';
import { firstMessage } from '../../../../shared/validation';
import { Modal } from '../../../ui/Modal';
import { Button } from '../../../ui/Button';
import { TextArea, TextInput } from '../../../ui/Field';
import { CatalogSuggest } from '../../../ui/CatalogSuggest';
import { errorText } from '../../../ui/CollectionPage';
import { StatusAndRating, numberOrNull, numberText } from '../../../ui/StatusAndRating';
import { CatalogPreview } from '../../../ui/CatalogPreview';
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
const searchFailed = (error: unknown) => errorText(error, m.searchFailed);

/** Add or edit a movie; the title searches the movie catalogue, a choice fills the form. */
export function MovieFormModal({
  editing,
  busy,
  onSubmit,
  onClose,
}: {
  editing: Movie | null;
  busy: boolean;
  onSubmit: (input: MovieInput) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>(() => fromMovie(editing));
  const [loadingDetails, setLoadingDetails] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const choose = async (r: TitleSearchResult) => {
    setForm((f) => ({ ...f, title: r.title, year: numberText(r.year), poster: r.poster, imdbId: r.id }));
    setLoadingDetails(true);
    try {
      const d = await movieDetails(r.id);
      setForm((f) => ({
        ...f,
        title: d.title || r.title,
        director: d.director,
        year: numberText(d.year ?? r.year),
        genre: d.genres.join(', '),
        imdbId: d.id,
        imdbRating: d.imdbRating,
        poster: d.poster ?? r.poster,
        plot: d.plot,
      }));
    } catch (error) {
      toast.error(errorText(error, m.detailsFailed));
    } finally {
      setLoadingDetails(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = toInput(form);
    const parsed = movieInput.safeParse(input);
    if (!parsed.success) return void toast.error(firstMessage(parsed.error));
    onSubmit(input);
  };

  const hasTitle = form.title.trim().length > 0;
  return (
    <Modal open title={editing ? m.editTitle : m.add} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <CatalogSuggest
          label={m.labels.title}
          placeholder={m.labels.titlePlaceholder}
          value={form.title}
          onChange={(title) => set('title', title)}
          onChoose={choose}
          catalog="movies"
          search={searchMovieCatalog}
          toSuggestion={suggestion}
          searchFailed={searchFailed}
          fallbackIcon={<Clapperboard />}
          hint={hasTitle ? undefined : l.manualHint}
        />
        {hasTitle && (
          <>
            <CatalogPreview
              image={form.poster}
              loading={loadingDetails}
              loadingText={l.loadingDetails}
              text={form.plot}
              rating={form.imdbRating}
              fallbackIcon={<Clapperboard />}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_8rem]">
              <TextInput label={m.labels.director} value={form.director} maxLength={200} onChange={(e) => set('director', e.target.value)} />
              <TextInput label={l.labels.year} type="number" inputMode="numeric" value={form.year} onChange={(e) => set('year', e.target.value)} />
            </div>
            <TextInput label={l.labels.genre} value={form.genre} maxLength={200} onChange={(e) => set('genre', e.target.value)} />
            <StatusAndRating
              statuses={movieStatuses}
              completed={MOVIE_COMPLETED_STATUS}
              status={form.status}
              rating={form.rating}
              onStatus={(s) => set('status', s)}
              onRating={(r) => set('rating', r)}
              labels={{ status: l.labels.status, rating: l.labels.rating, ratingPlaceholder: l.ratingPlaceholder }}
            />
            <TextArea label={l.labels.notes} placeholder={l.notesPlaceholder} maxLength={4000} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="secondary" onClick={onClose}>
                {l.cancel}
              </Button>
              <Button type="submit" disabled={busy || loadingDetails}>
                {editing ? l.submitEdit : l.submitAdd}
              </Button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}
