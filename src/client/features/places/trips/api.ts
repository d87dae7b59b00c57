import { queryOptions } from '@tanstack/react-query';
import type { TripDetail, TripInput, TripPlacesInput, TripSummary, TripUpdate } from '../../../../shared/trips';
import { api } from '../../../lib/api';

/** Every trip of the space ('Seyahatler'). A place's change can change a trip's page too. */
export const tripsQuery = queryOptions({
  queryKey: ['trips'],
  queryFn: async () => (await api.get<{ trips: TripSummary[] }>('/api/trips')).trips,
  meta: { topics: ['places', 'profile'] },
});

/** A trip's page and story: its places, and its days with their memories, songs and visits. */
export const tripQuery = (id: string) =>
  queryOptions({
    queryKey: ['trips', id],
    queryFn: () => api.get<TripDetail>(`/api/trips/${encodeURIComponent(id)}`),
    meta: { topics: ['places', 'memories', 'music', 'profile'] },
  });

const uploadCover = (id: string, file: File) => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return api.upload<{ trip: TripSummary }>(`/api/trips/${id}/cover`, form);
};

/** What the trip form hands over: the trip (new: with its places), and a cover photo if one was chosen. */
export type TripFormValue = { input: TripInput; cover: File | null } | { input: TripUpdate; cover: File | null };

/**
 * Saves the trip, then its cover (the same route replaces an older one). The trip is saved even
 * when its cover is then refused: `onCoverFailed` tells the person, and the form closes.
 */
export async function saveTrip(id: string | null, { input, cover }: TripFormValue, onCoverFailed: (error: unknown) => void): Promise<TripSummary> {
  const { trip } = id ? await api.put<{ trip: TripSummary }>(`/api/trips/${id}`, input) : await api.post<{ trip: TripSummary }>('/api/trips', input);
  if (!cover) return trip;
  try {
    return (await uploadCover(trip.id, cover)).trip;
  } catch (error) {
    onCoverFailed(error);
    return trip;
  }
}

export const deleteTrip = (id: string) => api.delete<{ ok: true }>(`/api/trips/${id}`);
export const addTripPlaces = (id: string, input: TripPlacesInput) => api.post<{ trip: TripSummary }>(`/api/trips/${id}/places`, input);
export const removeTripPlace = (id: string, placeId: string) => api.delete<{ ok: true }>(`/api/trips/${id}/places/${placeId}`);
