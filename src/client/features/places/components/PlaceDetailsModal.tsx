import type { Place } from '../../../../shared/places-words';
import { Modal } from '../../../ui/Modal';
import type { CardSlot } from '../../../ui/CollectionPage';
import { PlaceCard } from './PlaceCard';

/** A place opened from its map popup: the same card, larger, with the owner's edit and delete. */
export function PlaceDetailsModal({ place, slot, onClose, onVisit }: { place: Place; slot: CardSlot; onClose: () => void; onVisit: () => void }) {
  return (
    <Modal open title={place.name} onClose={onClose}>
      <PlaceCard
        place={place}
        showName={false}
        isOwner={slot.isOwner}
        onEdit={() => {
          onClose();
          slot.onEdit();
        }}
        onDelete={() => {
          onClose();
          slot.onDelete();
        }}
        onVisit={() => {
          onClose();
          onVisit();
        }}
      />
    </Modal>
  );
}
