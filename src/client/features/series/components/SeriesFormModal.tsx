import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
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
import type { TitleSearchResult } from '../../../../shared/catalog';
import { firstMessage } from '../../../../shared/validation';
import { Modal } from '../../../ui/Modal';
import { Button } from '../../../ui/Button';
import { TextArea, TextInput } from '../../../ui/Field';
import { CatalogSuggest } from '../../../ui/CatalogSuggest';
import { CatalogPreview } from '../../../ui/CatalogPreview';
import { errorText } from '../../../ui/CollectionPage';
import { StatusAndRating, numberOrNull, numberText } from '../../../ui/StatusAndRating';
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
const searchFailed = (error: unknown) => errorText(error, m.searchFailed);

/** Add or edit a series; the title searches the series catalogue, a choice fills the form. */
export function SeriesFormModal({
  editing,
  busy,
  onSubmit,
  onClose,
}: {
  editing: Series | null;
  busy: boolean;
  onSubmit: (input: SeriesInput) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>(() => fromSeries(editing));
  const [loadingDetails, setLoadingDetails] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const choose = async (r: TitleSearchResult) => {
    setForm((f) => ({ ...f, title: r.title, startYear: numberText(r.year), endYear: numberText(r.endYear), poster: r.poster, imdbId: r.id }));
    setLoadingDetails(true);
    try {
      const d = await seriesDetails(r.id);
      setForm((f) => ({
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
    const parsed = seriesInput.safeParse(input);
    if (!parsed.success) return void toast.error(firstMessage(parsed.error));
    onSubmit(input);
  };

  const hasTitle = form.title.trim().length > 0;
  const number = { type: 'number', inputMode: 'numeric' } as const;
  return (
    <Modal open title={editing ? m.editTitle : m.add} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <CatalogSuggest
          label={m.labels.title}
          placeholder={m.labels.titlePlaceholder}
          value={form.title}
          onChange={(title) => set('title', title)}
          onChoose={choose}
          catalog="series"
          search={searchSeriesCatalog}
          toSuggestion={suggestion}
          searchFailed={searchFailed}
          fallbackIcon={<Tv />}
          hint={hasTitle ? undefined : l.manualHint}
        />
        {hasTitle && (
          <>
            <CatalogPreview image={form.poster} loading={loadingDetails} loadingText={l.loadingDetails} text={form.plot} rating={form.imdbRating} fallbackIcon={<Tv />} />
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
            <StatusAndRating
              statuses={seriesStatuses}
              completed={SERIES_COMPLETED_STATUS}
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
