import { listMessages as l } from '../../shared/list-words';
import type { TitleDetails, TitleSearchResult } from '../../shared/catalog';
import type { MemberRating } from '../../shared/ikimiz-words';
import { TextInput } from './Field';
import type { FormSlot } from './CollectionPage';
import { CatalogFormModal, type CatalogFormConfig, type CatalogFormFields, type SetField } from './CatalogFormModal';
import { numberOrNull, numberText, ownSide } from './StatusAndRating';

/**
 * What the movie and the series forms share: the fields a title of the OMDb (or offline)
 * catalogue fills alike, how an item and a choice's details become them, and the form around the
 * list's own fields. Each list adds only what is its own (a director and a year; a creator, years
 * and seasons).
 */
export interface TitleForm<S extends string> extends CatalogFormFields<S> {
  genre: string;
  /** Minutes, typed as text. */
  runtime: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
}

/** The stored fields of a title the form starts from. */
export interface TitleItem<S extends string> {
  title: string;
  status: S;
  notes: string;
  genre: string;
  runtime: number | null;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
  ratings: MemberRating[];
}

/** The shared part of the form of an item (or a new one starting at `defaultStatus`). */
export const titleForm = <S extends string>(item: TitleItem<S> | null, defaultStatus: S, meId: string): TitleForm<S> => ({
  title: item?.title ?? '',
  status: item?.status ?? defaultStatus,
  ...ownSide(item, meId),
  notes: item?.notes ?? '',
  genre: item?.genre ?? '',
  runtime: numberText(item?.runtime),
  imdbId: item?.imdbId ?? null,
  imdbRating: item?.imdbRating ?? null,
  poster: item?.poster ?? null,
  plot: item?.plot ?? '',
  tags: item?.tags ?? [],
});

/** The shared part of the input: numbers from their text; the rating only with the completed status. */
export const titleInput = <S extends string>(f: TitleForm<S>, completed: S) => ({
  ...f,
  runtime: numberOrNull(f.runtime),
  rating: f.status === completed ? numberOrNull(f.rating) : null,
});

const fromTitleDetails = <F extends TitleForm<string>>(f: F, d: TitleDetails, r: TitleSearchResult): F => ({
  ...f,
  title: d.title || r.title,
  genre: d.genres.join(', '),
  runtime: numberText(d.runtime),
  imdbId: d.id,
  imdbRating: d.imdbRating,
  poster: d.poster ?? r.poster,
  plot: d.plot,
});

const genreAndRuntime = <F extends TitleForm<string>>(form: F, set: SetField<F>) => (
  <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-4">
    <TextInput label={l.labels.genre} value={form.genre} maxLength={200} onChange={(e) => set('genre', e.target.value)} />
    <TextInput label={l.labels.runtime} type="number" inputMode="numeric" min={1} value={form.runtime} onChange={(e) => set('runtime', e.target.value)} />
  </div>
);

type Config<T, F extends TitleForm<S>, I, S extends string> = Omit<CatalogFormConfig<T, F, I, S, TitleSearchResult, TitleDetails>, 'preview' | 'fromDetails'> & {
  /** What the chosen title's details give the list's own fields (the shared ones are filled already). */
  fromDetails: (form: F, details: TitleDetails, result: TitleSearchResult) => F;
};

/** Add or edit a movie or a series: the catalogue form with the poster, plot and IMDb rating above, genre and runtime below. */
export function TitleFormModal<T, F extends TitleForm<S>, I, S extends string>({ fromDetails, fields, ...props }: FormSlot<T, I> & Config<T, F, I, S>) {
  return (
    <CatalogFormModal
      {...props}
      fromDetails={(f, d, r) => fromDetails(fromTitleDetails(f, d, r), d, r)}
      preview={(f) => ({ image: f.poster, text: f.plot, rating: f.imdbRating })}
      fields={(form, set) => (
        <>
          {fields(form, set)}
          {genreAndRuntime(form, set)}
        </>
      )}
    />
  );
}
