import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripInput, tripsMessages as tm, tripUpdate, type TripSummary } from '../../../../../shared/trips';
import { todayInSpaceZone, addDays } from '../../../../../shared/dates';
import { useMe } from '../../../../lib/session';
import { useNavigate } from '../../../../lib/router';
import { toast } from '../../../../lib/toast';
import { parsedOrToast } from '../../../../lib/validate';
import { Modal } from '../../../../ui/Modal';
import { TextInput } from '../../../../ui/Field';
import { FormFooter } from '../../../../ui/FormFooter';
import { errorText } from '../../../../ui/error-text';
import { PhotoField } from '../../components/PhotoField';
import { usePhotoChoice } from '../../components/use-photo-choice';
import { saveTrip } from '../api';
import { TripPlacesPicker, type PickedPlaces } from './TripPlacesPicker';

/**
 * 'Yeni seyahat' (issue 37): 'Seyahat adı', its first and last day (60 days at most), a cover
 * photo through the photo pipeline, and its places — wishes ticked or new ones found. Editing
 * changes the trip itself; its places change on its page.
 */
export default function TripFormModal({ editing, onClose }: { editing: TripSummary | null; onClose: () => void }) {
  const me = useMe();
  const client = useQueryClient();
  const navigate = useNavigate();
  const today = todayInSpaceZone(new Date(), me.space.timeZone);
  const [name, setName] = useState(editing?.name ?? '');
  const [startDate, setStartDate] = useState(editing?.startDate ?? addDays(today, 7));
  const [endDate, setEndDate] = useState(editing?.endDate ?? addDays(today, 10));
  const [picked, setPicked] = useState<PickedPlaces>({ placeIds: [], newPlaces: [] });
  const { choice, choose, remove } = usePhotoChoice(editing?.cover?.url ?? null);

  const saving = useMutation({
    mutationFn: (input: Parameters<typeof saveTrip>[1]['input']) => saveTrip(editing?.id ?? null, { input, cover: choice.file }, (e) => toast.error(errorText(e, tm.saveFailed))),
    onSuccess: (trip) => {
      toast.success(editing ? tm.updated : tm.added);
      void client.invalidateQueries({ queryKey: ['trips'] });
      void client.invalidateQueries({ queryKey: ['places'] });
      void client.invalidateQueries({ queryKey: ['home'] });
      onClose();
      if (!editing) navigate(`/places/trips/${trip.id}`);
    },
    onError: (error) => toast.error(errorText(error, tm.saveFailed)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = editing
      ? { name, startDate, endDate, ...(choice.removed && !choice.file ? { cover: null } : {}) }
      : { name, startDate, endDate, ...picked };
    if (parsedOrToast(editing ? tripUpdate : tripInput, input) !== undefined) saving.mutate(input);
  };

  return (
    <Modal open title={editing ? tm.editTitle : tm.addTitle} onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextInput label={tm.name} required maxLength={80} placeholder={tm.namePlaceholder} value={name} onChange={(e) => setName(e.target.value)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={tm.startDate} type="date" required value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          <TextInput label={tm.endDate} type="date" required min={startDate} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </div>
        <PhotoField label={tm.cover} choice={choice} onChoose={(file) => void choose(file)} onRemove={remove} />
        {!editing && <TripPlacesPicker value={picked} onChange={setPicked} />}
        <FormFooter cancelLabel={tm.cancel} submitLabel={editing ? tm.submitEdit : tm.submitAdd} onCancel={onClose} busy={saving.isPending || choice.busy || !name.trim()} />
      </form>
    </Modal>
  );
}
