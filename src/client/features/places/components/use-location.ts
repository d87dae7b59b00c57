import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { GeoResult, Place } from '../../../../shared/places-words';
import { placesFormMessages as m } from '../../../../shared/places-form-words';
import { errorText } from '../../../ui/error-text';
import { reverseGeocode } from '../api';
import type { Point } from '../map/LocationPickerMap';

export interface LocationState {
  point: Point | null;
  address: string;
  /** The geocoder's whole address (a tooltip); '' for a stored place or a bare point. */
  fullAddress: string;
  /** The reverse lookup found nothing there: 'Konum bulunamadı'. */
  notFound: boolean;
  resolving: boolean;
}

/** The place's location: from a search result, a map click or the photo's GPS (the last two reverse-geocoded). */
export function useLocation(editing: Place | null) {
  const [state, setState] = useState<LocationState>({
    point: editing ? { lat: editing.lat, lng: editing.lng } : null,
    address: editing?.address ?? '',
    fullAddress: '',
    notFound: false,
    resolving: false,
  });
  // Only the latest click's answer counts when several are on their way.
  const latest = useRef(0);

  const pick = async (point: Point) => {
    const ticket = ++latest.current;
    setState({ point, address: '', fullAddress: '', notFound: false, resolving: true });
    try {
      const result = await reverseGeocode(Number(point.lat.toFixed(6)), Number(point.lng.toFixed(6)));
      if (ticket !== latest.current) return;
      setState({ point, address: result?.address ?? '', fullAddress: result?.fullAddress ?? '', notFound: !result, resolving: false });
    } catch (error) {
      if (ticket !== latest.current) return;
      setState({ point, address: '', fullAddress: '', notFound: false, resolving: false });
      toast.error(errorText(error, m.geocodeFailed), { toastId: 'geocode' });
    }
  };

  const choose = (result: GeoResult) => {
    latest.current += 1;
    setState({ point: { lat: result.lat, lng: result.lng }, address: result.address, fullAddress: result.fullAddress, notFound: false, resolving: false });
  };

  return { location: state, pick, choose };
}
