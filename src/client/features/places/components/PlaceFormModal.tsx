import { useEffect, useRef, useState, type FormEvent } from 'react';
import { lazyPart } from '../../../lib/lazy-page';
import { Loader2, MapPin } from 'lucide-react';
import { PLACE_CATEGORIES, placeCategoryLabels, placeInput, placesFormMessages as f, placesMessages as m, type Place, type PlaceCategory, type PlaceStatus } from '../../../../shared/places';
import { todayInSpaceZone } from '../../../../shared/dates';
import { useMe } from '../../../lib/session';
import { parsedOrToast } from '../../../lib/validate';
import { Modal } from '../../../ui/Modal';
import { Select, TextArea, TextInput } from '../../../ui/Field';
import { FormFooter } from '../../../ui/FormFooter';
import { RatingInput } from '../../../ui/RatingInput';
import { numberOrNull, ownSide } from '../../../ui/StatusAndRating';
import { ikimizMessages as im, MEMBER_NOTE_MAX } from '../../../../shared/ikimiz-words';
import type { PlaceFormValue } from '../api';
import { MapFrame } from '../map/MapFrame';
import { LocationSearch } from './LocationSearch';
import { PhotoField } from './PhotoField';
import { usePhotoChoice } from './use-photo-choice';
import { PressedGroup } from './PressedGroup';
import { useLocation } from './use-location';
import type { Point } from '../map/LocationPickerMap';

// Leaflet arrives only when the modal opens.
const LocationPickerMap = lazyPart(() => import('../map/LocationPickerMap').then((m) => m.default));

/** What a new place starts with when it comes from the phone's share sheet (a map link's point, a name). */
export interface PlaceFormStart {
  point: Point | null;
  name: string;
}

const statuses = [
  { value: 'visited' as const, get label() { return m.statusVisited; } },
  { value: 'wish' as const, get label() { return m.statusWish; } },
];

/**
 * Add or edit a place (spec §2 Places modal); 'Ekle' / 'Güncelle' wait for a location and a name.
 * A shared map link (`start.point`) sets the marker there and looks its address up, as a map click does.
 * 'Gittik' asks for the visit date, the rating and notes; 'Gideceğiz' for 'Neden?' instead (issue 37).
 */
export function PlaceFormModal({
  editing,
  start,
  busy,
  onSubmit,
  onClose,
}: {
  editing: Place | null;
  start?: PlaceFormStart;
  busy: boolean;
  onSubmit: (value: PlaceFormValue) => void;
  onClose: () => void;
}) {
  const me = useMe();
  const { location, pick, choose } = useLocation(editing);
  const { choice, choose: choosePhoto, remove: removePhoto } = usePhotoChoice(editing?.photo?.url ?? null);
  const [name, setName] = useState(editing?.name ?? start?.name ?? '');
  const startPicked = useRef(false);
  useEffect(() => {
    if (startPicked.current || !start?.point) return;
    startPicked.current = true;
    void pick(start.point);
  }, [start, pick]);
  const [category, setCategory] = useState<PlaceCategory>(editing?.category ?? 'Restoran');
  const [status, setStatus] = useState<PlaceStatus>(editing?.status ?? 'visited');
  const today = todayInSpaceZone(new Date(), me.space.timeZone);
  const [visitDate, setVisitDate] = useState(editing?.visitDate ?? today);
  const [reason, setReason] = useState(editing?.reason ?? '');
  const wish = status === 'wish';
  // The signed-in member's own rating and note ('Puanınız', 'Notunuz'; İkimiz), once they went.
  const own = ownSide(editing, me.id);
  const [rating, setRating] = useState(own.rating);
  const [note, setNote] = useState(own.note);
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const ready = location.point !== null && name.trim().length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!location.point) return;
    const input = {
      name,
      address: location.address,
      lat: location.point.lat,
      lng: location.point.lng,
      category,
      status,
      visitDate: wish ? null : visitDate,
      rating: wish ? null : numberOrNull(rating),
      note: wish ? '' : note,
      notes,
      reason,
      ...(choice.removed && !choice.file ? { photo: null } : {}),
    };
    if (parsedOrToast(placeInput, input) !== undefined) onSubmit({ input, photoFile: choice.file });
  };

  return (
    <Modal open title={editing ? f.editTitle : f.addTitle} onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <PressedGroup label={f.statusLabel} value={status} options={statuses} onChange={setStatus} testId="place-status" />
        <LocationSearch
          onChoose={(result) => {
            choose(result);
            if (!name.trim()) setName(result.name);
          }}
        />
        <div data-testid="location-picker">
          <MapFrame className="h-56 sm:h-64">
            {(onFailed) => <LocationPickerMap point={location.point} onPick={(p) => void pick(p)} onFailed={onFailed} />}
          </MapFrame>
          <p className="mt-1.5 text-xs text-stone-500 dark:text-stone-400">{f.mapHint}</p>
        </div>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-stone-700 dark:text-stone-300">{f.selectedAddress}</p>
          <p data-testid="selected-address" className="flex items-start gap-2 rounded-xl bg-rose-50/70 px-3.5 py-2.5 text-sm text-stone-700 dark:bg-stone-800/70 dark:text-stone-200">
            {location.resolving ? <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-rose-400" aria-hidden="true" /> : <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-rose-400" aria-hidden="true" />}
            <span className="[overflow-wrap:anywhere]" title={location.fullAddress && location.fullAddress !== location.address ? location.fullAddress : undefined}>
              {location.resolving ? '…' : location.notFound ? f.locationNotFound : location.address || (location.point ? `${location.point.lat.toFixed(5)}, ${location.point.lng.toFixed(5)}` : f.noLocation)}
            </span>
          </p>
        </div>
        <TextInput label={f.name} required maxLength={120} placeholder={f.namePlaceholder} value={name} onChange={(e) => setName(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label={f.category} value={category} onChange={(e) => setCategory(e.target.value as PlaceCategory)}>
            {PLACE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {placeCategoryLabels[c]}
              </option>
            ))}
          </Select>
          {!wish && <TextInput label={f.visitDate} type="date" required max={today} value={visitDate} onChange={(e) => setVisitDate(e.target.value)} />}
          {!wish && <RatingInput label={f.rating} placeholder={f.ratingPlaceholder} value={rating} onChange={setRating} />}
        </div>
        {wish ? (
          <TextArea label={m.reason} rows={2} maxLength={500} placeholder={f.reasonPlaceholder} value={reason} onChange={(e) => setReason(e.target.value)} />
        ) : (
          <>
            <TextInput label={f.note} placeholder={im.notePlaceholder} maxLength={MEMBER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
            <TextArea label={f.notes} rows={3} maxLength={2000} placeholder={f.notesPlaceholder} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </>
        )}
        <PhotoField choice={choice} onChoose={(file) => void choosePhoto(file)} onRemove={removePhoto} onUseGps={() => choice.gps && void pick(choice.gps)} />
        <FormFooter cancelLabel={f.cancel} submitLabel={editing ? f.submitEdit : f.submitAdd} onCancel={onClose} busy={busy || !ready || choice.busy} />
      </form>
    </Modal>
  );
}
