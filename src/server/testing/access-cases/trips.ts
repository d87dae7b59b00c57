import { expect } from 'vitest';
import { defineAccessCases, ownerOnly, ownSpace, sameSpace, type AccessWorld } from '../access-table';
import { makeJpeg, multipartForm } from '../photos';

const trip = { name: 'Sahibinin seyahati', startDate: '2030-06-01', endDate: '2030-06-05' };
const wish = { name: 'Gidilecek yer', lat: 38.6431, lng: 34.8289, status: 'wish' };

const addTrip = async ({ couple }: AccessWorld, placeIds: string[] = []) => {
  const res = await couple.owner.api({ method: 'POST', url: '/api/trips', payload: { ...trip, placeIds } });
  return res.json().trip.id as string;
};
const addWish = async ({ couple }: AccessWorld) => (await couple.owner.api({ method: 'POST', url: '/api/places', payload: wish })).json().place.id as string;

/** Trips (issue 37): shared in the space; changed only by their adder; places added by either member. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/trips',
    setup: async (world) => {
      await addTrip(world);
      return { url: '/api/trips' };
    },
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      const names = (res.json().trips as { name: string }[]).map((t) => t.name);
      expect(names.includes(trip.name)).toBe(actor !== 'other');
    },
  },
  { method: 'POST', route: '/api/trips', payload: { ...trip, name: 'Yeni seyahat' }, expect: ownSpace(201) },
  {
    method: 'GET',
    route: '/api/trips/:id',
    setup: async (world) => ({ url: `/api/trips/${await addTrip(world, [await addWish(world)])}` }),
    expect: sameSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'owner' || actor === 'partner') expect(res.json().places.map((p: { name: string }) => p.name)).toEqual([wish.name]);
      else expect(JSON.stringify(res.json())).not.toContain(wish.name);
    },
  },
  {
    method: 'PUT',
    route: '/api/trips/:id',
    setup: async (world) => ({ url: `/api/trips/${await addTrip(world)}`, payload: { ...trip, name: 'Düzenlendi' } }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/trips/:id/cover',
    setup: async (world) => {
      const form = multipartForm({ filename: 'kapak.jpg', contentType: 'image/jpeg', bytes: await makeJpeg() });
      return { url: `/api/trips/${await addTrip(world)}/cover`, payload: form.payload, headers: form.headers };
    },
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/trips/:id',
    setup: async (world) => ({ url: `/api/trips/${await addTrip(world)}` }),
    expect: ownerOnly(200),
  },
  {
    // Either member adds places; another couple finds no trip.
    method: 'POST',
    route: '/api/trips/:id/places',
    setup: async (world) => ({ url: `/api/trips/${await addTrip(world)}/places`, payload: { newPlaces: [{ name: 'Yeni durak', lat: 38.6, lng: 34.8 }] } }),
    expect: sameSpace(200),
  },
  {
    // The trip's adder (who chose the place) may take it out; the partner did not choose it.
    method: 'DELETE',
    route: '/api/trips/:id/places/:placeId',
    setup: async (world) => {
      const placeId = await addWish(world);
      return { url: `/api/trips/${await addTrip(world, [placeId])}/places/${placeId}` };
    },
    expect: ownerOnly(200),
  },
]);
