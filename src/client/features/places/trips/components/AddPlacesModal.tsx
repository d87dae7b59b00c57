import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { toast } from '../../../../lib/toast';
import { Modal } from '../../../../ui/Modal';
import { FormFooter } from '../../../../ui/FormFooter';
import { errorText } from '../../../../ui/error-text';
import { addTripPlaces } from '../api';
import { TripPlacesPicker, type PickedPlaces } from './TripPlacesPicker';

/** 'Yer ekle' on a trip's page: wishes to tick and new places, by either member. */
export default function AddPlacesModal({ detail, onClose }: { detail: TripDetail; onClose: () => void }) {
  const client = useQueryClient();
  const [picked, setPicked] = useState<PickedPlaces>({ placeIds: [], newPlaces: [] });
  const adding = useMutation({
    mutationFn: () => addTripPlaces(detail.trip.id, picked),
    onSuccess: () => {
      toast.success(tm.placesAdded);
      void client.invalidateQueries({ queryKey: ['trips'] });
      void client.invalidateQueries({ queryKey: ['places'] });
      onClose();
    },
    onError: (error) => toast.error(errorText(error, tm.saveFailed)),
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
