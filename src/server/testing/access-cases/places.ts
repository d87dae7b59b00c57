import { expect } from 'vitest';
import { defineAccessCases, ownerOnly, ownSpace, sameSpace, type AccessWorld } from '../access-table';
import { makeJpeg, multipartForm } from '../photos';
import { ikimizAccessCases } from '../ikimiz-access-cases';

const place = { name: 'Sahibinin yeri', lat: 41.0256, lng: 28.9741, category: 'Kafe', visitDate: '2025-04-12' };

const addPlace = async ({ couple }: AccessWorld) => {
  const res = await couple.owner.api({ method: 'POST', url: '/api/places', payload: place });
  return res.json().place.id as string;
};

/** Places: shared in the space, edited, deleted and given a photo only by the member who added them. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/places',
    setup: async (world) => {
      await addPlace(world);
      return { url: '/api/places' };
    },
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const places: { addedBy: { id: string } | null }[] = res.json().places;
      const own = actor === 'other' ? world.other : world.couple;
      expect(places.every((p) => [own.owner.id, own.partner.id].includes(p.addedBy!.id))).toBe(true);
      if (actor !== 'other') expect(places.length).toBeGreaterThan(0);
    },
  },
  {
    method: 'POST',
    route: '/api/places',
    payload: { ...place, name: 'Yeni bir yer' },
    expect: ownSpace(201),
  },
  {
    method: 'PUT',
    route: '/api/places/:id',
    setup: async (world) => ({ url: `/api/places/${await addPlace(world)}`, payload: { ...place, name: 'Düzenlendi' } }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/places/:id/photo',
    setup: async (world) => {
      const form = multipartForm({ filename: 'yer.jpg', contentType: 'image/jpeg', bytes: await makeJpeg() });
      return { url: `/api/places/${await addPlace(world)}/photo`, payload: form.payload, headers: form.headers };
    },
    expect: ownerOnly(200),
  },
  {
    // 'Gittik olarak işaretle': a fact of the couple, so either member may; another couple finds nothing.
    method: 'POST',
    route: '/api/places/:id/visit',
    setup: async ({ couple }) => {
      const res = await couple.owner.api({ method: 'POST', url: '/api/places', payload: { ...place, visitDate: undefined, status: 'wish' } });
      return { url: `/api/places/${res.json().place.id}/visit`, payload: { visitDate: '2025-04-12' } };
    },
    expect: sameSpace(200),
  },
  {
    method: 'DELETE',
    route: '/api/places/:id',
    setup: async (world) => ({ url: `/api/places/${await addPlace(world)}` }),
    expect: ownerOnly(200),
  },
  // Either member's own rating and note; a place has no status.
  ...ikimizAccessCases('/api/places', place, {}),
  {
    // A short query: the proxy answers without calling the outside service.
    method: 'GET',
    route: '/api/places/geocode/search',
    setup: () => ({ url: '/api/places/geocode/search?q=ab' }),
    expect: ownSpace(200),
  },
  {
    // The test app's geocoder is unreachable: a Turkish 502 for members, 401 for visitors.
    method: 'GET',
    route: '/api/places/geocode/reverse',
    setup: () => ({ url: '/api/places/geocode/reverse?lat=41.0082&lng=28.9784' }),
    expect: ownSpace(502),
    check: ({ res, actor }) => {
      if (actor !== 'anonymous') expect(res.json().error).toBe('Konum araması sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    },
  },
]);
