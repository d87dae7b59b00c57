import { Tv } from 'lucide-react';
import {
  SERIES_COMPLETED_STATUS,
  SERIES_DEFAULT_STATUS,
  seriesInput,
  seriesMessages as m,
  seriesStatuses,
  type Series,
  type SeriesInput,
  type SeriesStatus,
} from '../../../../shared/series';
import { listMessages as l } from '../../../../shared/lists';
import type { TitleDetails, TitleSearchResult } from '../../../../shared/catalog';
import { TextInput } from '../../../ui/Field';
import type { FormSlot } from '../../../ui/CollectionPage';
import { CatalogFormModal, type SetField } from '../../../ui/CatalogFormModal';
import { numberOrNull, numberText } from '../../../ui/StatusAndRating';
import { searchSeriesCatalog, seriesDetails, yearsText } from '../api';

interface Form {
  title: string;
  creator: string;
  startYear: string;
  endYear: string;
  currentSeason: string;
  currentEpisode: string;
  totalSeasons: string;
  status: SeriesStatus;
  genre: string;
  rating: string;
  notes: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
}

const fromSeries = (s: Series | null): Form => ({
  title: s?.title ?? '',
  creator: s?.creator ?? '',
  startYear: numberText(s?.startYear),
  endYear: numberText(s?.endYear),
  currentSeason: numberText(s?.currentSeason),
  currentEpisode: numberText(s?.currentEpisode),
  totalSeasons: numberText(s?.totalSeasons),
  status: s?.status ?? SERIES_DEFAULT_STATUS,
  genre: s?.genre ?? '',
  rating: numberText(s?.rating),
  notes: s?.notes ?? '',
  imdbId: s?.imdbId ?? null,
  imdbRating: s?.imdbRating ?? null,
  poster: s?.poster ?? null,
  plot: s?.plot ?? '',
  tags: s?.tags ?? [],
});

const toInput = (f: Form): SeriesInput => ({
  ...f,
  startYear: numberOrNull(f.startYear),
  endYear: numberOrNull(f.endYear),
  currentSeason: numberOrNull(f.currentSeason),
  currentEpisode: numberOrNull(f.currentEpisode),
  totalSeasons: numberOrNull(f.totalSeasons),
  rating: f.status === SERIES_COMPLETED_STATUS ? numberOrNull(f.rating) : null,
});

const suggestion = (r: TitleSearchResult) => ({ id: r.id, title: r.title, subtitle: yearsText(r.year, r.endYear) || undefined, image: r.poster });

const fromSuggestion = (f: Form, r: TitleSearchResult): Form => ({
  ...f,
  title: r.title,
  startYear: numberText(r.year),
  endYear: numberText(r.endYear),
  poster: r.poster,
  imdbId: r.id,
});

const fromDetails = (f: Form, d: TitleDetails, r: TitleSearchResult): Form => ({
  ...f,
  title: d.title || r.title,
  creator: d.director,
  startYear: numberText(d.year ?? r.year),
  endYear: numberText(d.endYear),
  totalSeasons: numberText(d.totalSeasons),
  genre: d.genres.join(', '),
  imdbId: d.id,
  imdbRating: d.imdbRating,
  poster: d.poster ?? r.poster,
  plot: d.plot,
});

const number = { type: 'number', inputMode: 'numeric' } as const;

const fields = (form: Form, set: SetField<Form>) => (
  <>
    <TextInput label={m.labels.creator} value={form.creator} maxLength={200} onChange={(e) => set('creator', e.target.value)} />
    <div className="grid grid-cols-2 gap-4">
      <TextInput label={m.labels.startYear} {...number} value={form.startYear} onChange={(e) => set('startYear', e.target.value)} />
      <TextInput label={m.labels.endYear} {...number} value={form.endYear} onChange={(e) => set('endYear', e.target.value)} />
    </div>
    <div className="grid grid-cols-3 gap-3">
      <TextInput label={m.labels.currentSeason} {...number} min={1} value={form.currentSeason} onChange={(e) => set('currentSeason', e.target.value)} />
      <TextInput label={m.labels.currentEpisode} {...number} min={1} value={form.currentEpisode} onChange={(e) => set('currentEpisode', e.target.value)} />
      <TextInput label={m.labels.totalSeasons} {...number} min={1} value={form.totalSeasons} onChange={(e) => set('totalSeasons', e.target.value)} />
    </div>
    <TextInput label={l.labels.genre} value={form.genre} maxLength={200} onChange={(e) => set('genre', e.target.value)} />
  </>
);

/** Add or edit a series; the title searches the series catalogue, a choice fills the form. */
export function SeriesFormModal(slot: FormSlot<Series, SeriesInput>) {
  return (
    <CatalogFormModal
      {...slot}
      texts={m}
      catalog="series"
      icon={<Tv />}
      statuses={seriesStatuses}
      completed={SERIES_COMPLETED_STATUS}
      schema={seriesInput}
      fromItem={fromSeries}
      toInput={toInput}
      search={searchSeriesCatalog}
      toSuggestion={suggestion}
      fromSuggestion={fromSuggestion}
      details={seriesDetails}
      fromDetails={fromDetails}
      preview={(f) => ({ image: f.poster, text: f.plot, rating: f.imdbRating })}
      fields={fields}
    />
  );
}
