import { useState, type FormEvent } from 'react';
import { tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { Modal } from '../../../../ui/Modal';
import { FormFooter } from '../../../../ui/FormFooter';
import { useToastedMutation } from '../../../../ui/use-toasted-mutation';
import { addTripPlaces } from '../api';
import { TripPlacesPicker, type PickedPlaces } from './TripPlacesPicker';

/** 'Yer ekle' on a trip's page: wishes to tick and new places, by either member. */
export default function AddPlacesModal({ detail, onClose }: { detail: TripDetail; onClose: () => void }) {
  const [picked, setPicked] = useState<PickedPlaces>({ placeIds: [], newPlaces: [] });
  const adding = useToastedMutation({
    run: () => addTripPlaces(detail.trip.id, picked),
    refresh: ['trips', 'places'],
    texts: { done: tm.placesAdded, failed: tm.saveFailed },
    onDone: onClose,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    adding.mutate();
  };
  const none = picked.placeIds.length + picked.newPlaces.length === 0;
  return (
    <Modal open title={tm.addPlaces} onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TripPlacesPicker value={picked} onChange={setPicked} exclude={detail.places.map((p) => p.id)} />
        <FormFooter cancelLabel={tm.cancel} submitLabel={tm.submitAdd} onCancel={onClose} busy={adding.isPending || none} />
      </form>
    </Modal>
  );
}
