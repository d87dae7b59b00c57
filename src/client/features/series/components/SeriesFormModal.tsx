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
import type { TitleDetails, TitleSearchResult } from '../../../../shared/catalog';
import { TextInput } from '../../../ui/Field';
import type { FormSlot } from '../../../ui/CollectionPage';
import type { SetField } from '../../../ui/CatalogFormModal';
import { numberOrNull, numberText } from '../../../ui/StatusAndRating';
import { titleForm, TitleFormModal, titleInput, type TitleForm } from '../../../ui/TitleFormModal';
import { searchSeriesCatalog, seriesDetails, yearsText } from '../api';

/** The shared title fields (ui/TitleFormModal.tsx) and the series' own. */
interface Form extends TitleForm<SeriesStatus> {
  creator: string;
  startYear: string;
  endYear: string;
  currentSeason: string;
  currentEpisode: string;
  totalSeasons: string;
}

const fromSeries = (s: Series | null, meId: string): Form => ({
  ...titleForm(s, SERIES_DEFAULT_STATUS, meId),
  creator: s?.creator ?? '',
  startYear: numberText(s?.startYear),
  endYear: numberText(s?.endYear),
  currentSeason: numberText(s?.currentSeason),
  currentEpisode: numberText(s?.currentEpisode),
  totalSeasons: numberText(s?.totalSeasons),
});

const toInput = (f: Form): SeriesInput => ({
  ...titleInput(f, SERIES_COMPLETED_STATUS),
  startYear: numberOrNull(f.startYear),
  endYear: numberOrNull(f.endYear),
  currentSeason: numberOrNull(f.currentSeason),
  currentEpisode: numberOrNull(f.currentEpisode),
  totalSeasons: numberOrNull(f.totalSeasons),
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
  creator: d.director,
  startYear: numberText(d.year ?? r.year),
  endYear: numberText(d.endYear),
  totalSeasons: numberText(d.totalSeasons),
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
  </>
);

/** Add or edit a series; the title searches the series catalogue, a choice fills the form. */
export function SeriesFormModal(slot: FormSlot<Series, SeriesInput>) {
  return (
    <TitleFormModal
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
      fields={fields}
    />
  );
}
