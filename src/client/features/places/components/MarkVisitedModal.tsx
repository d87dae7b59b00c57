import { useState, type FormEvent } from 'react';
import { placesMessages as m, type Place } from '../../../../shared/places-words';
import { placesFormMessages as f } from '../../../../shared/places-form-words';
import { todayInSpaceZone } from '../../../../shared/dates';
import { useMe } from '../../../lib/session';
import { Modal } from '../../../ui/Modal';
import { TextInput } from '../../../ui/Field';
import { FormFooter } from '../../../ui/FormFooter';
import { useToastedMutation } from '../../../ui/use-toasted-mutation';
import { markPlaceVisited } from '../api';

/**
 * 'Gittik olarak işaretle' asks for the day they went: today at most (the space's today); from a
 * trip's page, one of the trip's days. The server holds the same rules.
 */
export default function MarkVisitedModal({ place, trip, onClose }: { place: Place; trip?: { id: string; startDate: string; endDate: string }; onClose: () => void }) {
  const me = useMe();
  const today = todayInSpaceZone(new Date(), me.space.timeZone);
  const max = trip && trip.endDate < today ? trip.endDate : today;
  const [date, setDate] = useState(max);
  const saving = useToastedMutation({
    run: () => markPlaceVisited(place.id, date, trip?.id),
    refresh: ['places', 'trips'],
    texts: { done: f.markedVisited, failed: f.markVisitedFailed },
    onDone: onClose,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (date) saving.mutate();
  };
  return (
    <Modal open title={m.markVisited} onClose={onClose} size="sm">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="font-medium text-stone-800 dark:text-stone-100">{place.name}</p>
        <TextInput label={f.markVisitedHint} type="date" required min={trip?.startDate} max={max} value={date} onChange={(e) => setDate(e.target.value)} />
        <FormFooter cancelLabel={f.cancel} submitLabel={f.markVisitedSubmit} onCancel={onClose} busy={saving.isPending || !date} />
      </form>
    </Modal>
  );
}
