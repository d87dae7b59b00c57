import { queryOptions } from '@tanstack/react-query';
import type { GeoResult, Place, PlaceInput } from '../../../shared/places';
import { api } from '../../lib/api';
import { matchesAny } from '../../ui/CollectionPage';

export const placesQuery = queryOptions({
  queryKey: ['places'],
  queryFn: async () => (await api.get<{ places: Place[] }>('/api/places')).places,
  meta: { topics: ['profile'] },
});

/** What the modal hands over: the place's fields, and a new photo (already shrunk) if one was chosen. */
export interface PlaceFormValue {
  input: PlaceInput;
  photoFile: File | null;
}

const uploadPhoto = (id: string, file: File) => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return api.upload<{ place: Place }>(`/api/places/${id}/photo`, form);
};

/**
 * Saves the fields, then the photo (the same route replaces an older one and removes its files).
 * The place is saved even when its photo is then refused: `onPhotoFailed` tells the person, and
 * the form closes rather than invite a second, duplicate place.
 */
export async function savePlace(id: string | null, { input, photoFile }: PlaceFormValue, onPhotoFailed: (error: unknown) => void): Promise<Place> {
  const { place } = id ? await api.put<{ place: Place }>(`/api/places/${id}`, input) : await api.post<{ place: Place }>('/api/places', input);
  if (!photoFile) return place;
  try {
    return (await uploadPhoto(place.id, photoFile)).place;
  } catch (error) {
    onPhotoFailed(error);
    return place;
  }
}

export const deletePlace = (id: string) => api.delete<{ ok: true }>(`/api/places/${id}`);

/** 'Gittik olarak işaretle': the wish gets its day (from a trip's page, one of the trip's days). */
export const markPlaceVisited = async (id: string, visitDate: string, tripId?: string) =>
  (await api.post<{ place: Place }>(`/api/places/${id}/visit`, { visitDate, ...(tripId && { tripId }) })).place;

export const searchLocations = async (q: string) =>
  (await api.get<{ results: GeoResult[] }>(`/api/places/geocode/search?q=${encodeURIComponent(q)}`)).results;

export const reverseGeocode = async (lat: number, lng: number) =>
  (await api.get<{ result: GeoResult | null }>(`/api/places/geocode/reverse?lat=${lat}&lng=${lng}`)).result;

/** Search by name or address, the Turkish way (İ/i, I/ı). */
export const matchesPlace = (place: Place, search: string) => matchesAny([place.name, place.address], search);
