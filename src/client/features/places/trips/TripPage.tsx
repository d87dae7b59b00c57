import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tripsMessages as tm, type TripDetail } from '../../../../shared/trips-words';
import { useParams, useNavigate } from '../../../lib/router';
import { useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState } from '../../../ui/EmptyState';
import { errorText } from '../../../ui/error-text';
import { useDeleteWithConfirm } from '../../../ui/use-delete-with-confirm';
import { deleteTrip, removeTripPlace, tripQuery } from './api';
import { BackLink, TripHeader } from './components/TripHeader';
import { TripPlaces } from './components/TripPlaces';
import { TripDays } from './components/TripDays';
import { AfterFirstDraw } from '../../../ui/AfterFirstDraw';

const TripFormModal = lazyPart(() => import('./components/TripFormModal').then((m) => m.default));
const AddPlacesModal = lazyPart(() => import('./components/AddPlacesModal').then((m) => m.default));
const MarkVisitedModal = lazyPart(() => import('../components/MarkVisitedModal').then((m) => m.default));

type TripPlace = TripDetail['places'][number];

/** A trip's page: its days and places; on its days and after, what they gathered (issue 37). */
export default function TripPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detail = useQuery(tripQuery(id));
  const [dialog, setDialog] = useState<{ kind: 'edit' } | { kind: 'add' } | { kind: 'visit'; place: TripPlace } | null>(null);
  const close = () => setDialog(null);
  const deletion = useDeleteWithConfirm({
    remove: deleteTrip,
    refresh: ['trips'],
    texts: { confirm: tm.confirmDelete, deleted: tm.deleted, failed: tm.deleteFailed },
    onDeleted: () => navigate('/places/trips', { replace: true }),
  });
  const removing = useMutation({
    mutationFn: (place: TripPlace) => removeTripPlace(id, place.id),
    onSuccess: () => {
      toast.success(tm.placeRemoved);
      void client.invalidateQueries({ queryKey: ['trips'] });
    },
    onError: (error) => toast.error(errorText(error, tm.saveFailed)),
  });

  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <EmptyState title={errorText(detail.error, tm.notFound)} />;
  const { trip } = detail.data;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/places/trips" label={tm.back} />
      <TripHeader trip={trip} isOwner={trip.addedBy?.id === me.id} onEdit={() => setDialog({ kind: 'edit' })} onDelete={() => deletion.ask(trip)} />
      <div className="space-y-6">
        <TripPlaces detail={detail.data} meId={me.id} onAdd={() => setDialog({ kind: 'add' })} onVisit={(place) => setDialog({ kind: 'visit', place })} onRemove={(place) => removing.mutate(place)} />
        {/* What the days gathered starts below the trip's places: drawn after them, in slices. */}
        {trip.phase !== 'upcoming' && (
          <AfterFirstDraw>
            <TripDays days={detail.data.days} />
          </AfterFirstDraw>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <TripFormModal editing={trip} onClose={close} />}
        {dialog?.kind === 'add' && <AddPlacesModal detail={detail.data} onClose={close} />}
        {dialog?.kind === 'visit' && <MarkVisitedModal place={dialog.place} trip={trip} onClose={close} />}
      </Suspense>
      {deletion.dialog}
    </div>
  );
}
