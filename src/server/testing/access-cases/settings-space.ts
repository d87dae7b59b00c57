import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { defineAccessCases, ownSpace, sameSpace, type AccessWorld } from '../access-table';
import { MemoryBlobStore } from '../../platform/blobs';
import { makePng, multipartForm } from '../photos';
import type { SpecialDate } from '../../../shared/settings';

/**
 * Space settings, special dates, the profile photo and photo serving (issue 4). The profile
 * name route's cases are in settings/access-cases.ts.
 */

/** Photos go to memory here: the access table's app has no temporary DATA_DIR. */
function memoryBlobs(app: FastifyInstance) {
  if (!(app.ctx.blobs instanceof MemoryBlobStore)) app.ctx.blobs = new MemoryBlobStore();
}

async function photoForm() {
  return multipartForm({ filename: 'ben.png', contentType: 'image/png', bytes: await makePng(16, 16) });
}

async function ownerPhotoId({ app, couple }: AccessWorld) {
  memoryBlobs(app);
  const form = await photoForm();
  const res = await couple.owner.api({ method: 'POST', url: '/api/settings/profile/photo', ...form });
  return (res.json().me.photoUrl as string).split('/')[3];
}

async function addSpecialDate({ couple }: AccessWorld) {
  const res = await couple.owner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: 'Erişim Günü', date: '2020-05-05' } });
  return res.json().specialDate.id as string;
}

export const accessCases = defineAccessCases([
  {
    method: 'PATCH',
    route: '/api/settings/space',
    payload: { name: 'Erişim Defteri' },
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const own = actor === 'other' ? world.other : world.couple;
      expect(res.json().me.space.id).toBe(own.spaceId);
    },
  },
  {
    method: 'GET',
    route: '/api/settings/special-dates',
    setup: async (world) => {
      await addSpecialDate(world);
      return { url: '/api/settings/special-dates' };
    },
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      const names = (res.json().specialDates as SpecialDate[]).map((d) => d.name);
      expect(names.includes('Erişim Günü')).toBe(actor !== 'other');
    },
  },
  {
    method: 'POST',
    route: '/api/settings/special-dates',
    payload: { name: 'Yeni Gün', date: '2021-01-01' },
    expect: ownSpace(201),
  },
  {
    method: 'PATCH',
    route: '/api/settings/special-dates/:id',
    setup: async (world) => ({ url: `/api/settings/special-dates/${await addSpecialDate(world)}`, payload: { name: 'Yeni Ad' } }),
    expect: sameSpace(200),
  },
  {
    method: 'DELETE',
    route: '/api/settings/special-dates/:id',
    setup: async (world) => ({ url: `/api/settings/special-dates/${await addSpecialDate(world)}` }),
    expect: sameSpace(200),
  },
  {
    method: 'POST',
    route: '/api/settings/profile/photo',
    setup: async ({ app }) => {
      memoryBlobs(app);
      const form = await photoForm();
      return { url: '/api/settings/profile/photo', payload: form.payload, headers: form.headers };
    },
    expect: ownSpace(200),
  },
  {
    method: 'DELETE',
    route: '/api/settings/profile/photo',
    expect: ownSpace(200),
  },
  {
    method: 'GET',
    route: '/api/photos/:id',
    setup: async (world) => ({ url: `/api/photos/${await ownerPhotoId(world)}` }),
    expect: sameSpace(200),
  },
  {
    method: 'GET',
    route: '/api/photos/:id/thumb',
    setup: async (world) => ({ url: `/api/photos/${await ownerPhotoId(world)}/thumb` }),
    expect: sameSpace(200),
  },
]);
