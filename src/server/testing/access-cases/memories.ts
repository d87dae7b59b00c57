import { expect } from 'vitest';
import { defineAccessCases, ownerOnly, ownSpace, sameSpace, type AccessWorld } from '../access-table';
import { makePng, multipartForm } from '../photos';

const addMemory = async ({ couple }: AccessWorld) => {
  const res = await couple.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Sahibinin anısı', date: '2024-03-08', category: 'other' } });
  return res.json().memory.id as string;
};
const addPhoto = async (world: AccessWorld, memoryId: string) => {
  const form = multipartForm({ filename: 'a.png', contentType: 'image/png', bytes: await makePng(8, 8) });
  const res = await world.couple.owner.api({ method: 'POST', url: `/api/memories/${memoryId}/photos`, ...form });
  return res.json().memory.photos[0].id as string;
};
const addComment = async (world: AccessWorld, memoryId: string) => {
  const res = await world.couple.owner.api({ method: 'POST', url: `/api/memories/${memoryId}/comments`, payload: { text: 'Sahibinin yorumu' } });
  return res.json().comment.id as string;
};

/** The other couple's answers never hold this couple's memories. */
const onlyOwnMemories = (key: string) => ({ res, actor, world }: { res: { json(): Record<string, unknown> }; actor: string; world: AccessWorld }) => {
  if (actor === 'anonymous') return;
  const list = res.json()[key] as { addedBy: { id: string } | null }[];
  const own = actor === 'other' ? world.other : world.couple;
  expect(list.every((m) => [own.owner.id, own.partner.id].includes(m.addedBy!.id))).toBe(true);
  if (actor !== 'other') expect(list.length).toBeGreaterThan(0);
};

/** Memories: shared in the space; only the adder edits, deletes or changes photos; any member likes and comments. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/memories',
    setup: async (world) => (await addMemory(world), { url: '/api/memories' }),
    expect: ownSpace(200),
    check: onlyOwnMemories('memories'),
  },
  {
    method: 'GET',
    route: '/api/memories/calendar',
    setup: async (world) => (await addMemory(world), { url: '/api/memories/calendar?month=2024-03' }),
    expect: ownSpace(200),
    check: onlyOwnMemories('memories'),
  },
  { method: 'GET', route: '/api/memories/on-this-day', expect: ownSpace(200) },
  {
    method: 'POST',
    route: '/api/memories',
    payload: { title: 'Yeni anı', date: '2024-01-01', category: 'food' },
    expect: ownSpace(201),
  },
  { method: 'GET', route: '/api/memories/:id', setup: async (world) => ({ url: `/api/memories/${await addMemory(world)}` }), expect: sameSpace(200) },
  {
    method: 'PUT',
    route: '/api/memories/:id',
    setup: async (world) => ({ url: `/api/memories/${await addMemory(world)}`, payload: { title: 'Düzenlendi', date: '2024-01-02', category: 'travel' } }),
    expect: ownerOnly(200),
  },
  { method: 'DELETE', route: '/api/memories/:id', setup: async (world) => ({ url: `/api/memories/${await addMemory(world)}` }), expect: ownerOnly(200) },
  {
    method: 'POST',
    route: '/api/memories/:id/photos',
    setup: async (world) => {
      const form = multipartForm({ filename: 'b.png', contentType: 'image/png', bytes: await makePng(8, 8) });
      return { url: `/api/memories/${await addMemory(world)}/photos`, payload: form.payload, headers: form.headers };
    },
    expect: ownerOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/memories/:id/photos/:photoId',
    setup: async (world) => {
      const id = await addMemory(world);
      return { url: `/api/memories/${id}/photos/${await addPhoto(world, id)}` };
    },
    expect: ownerOnly(200),
  },
  { method: 'PUT', route: '/api/memories/:id/like', setup: async (world) => ({ url: `/api/memories/${await addMemory(world)}/like` }), expect: sameSpace(200) },
  { method: 'DELETE', route: '/api/memories/:id/like', setup: async (world) => ({ url: `/api/memories/${await addMemory(world)}/like` }), expect: sameSpace(200) },
  {
    method: 'GET',
    route: '/api/memories/:id/comments',
    setup: async (world) => {
      const id = await addMemory(world);
      await addComment(world, id);
      return { url: `/api/memories/${id}/comments` };
    },
    expect: sameSpace(200),
  },
  {
    method: 'POST',
    route: '/api/memories/:id/comments',
    setup: async (world) => ({ url: `/api/memories/${await addMemory(world)}/comments`, payload: { text: 'Güzel!' } }),
    expect: sameSpace(201),
  },
  {
    method: 'DELETE',
    route: '/api/memories/:id/comments/:commentId',
    setup: async (world) => {
      const id = await addMemory(world);
      return { url: `/api/memories/${id}/comments/${await addComment(world, id)}` };
    },
    expect: ownerOnly(200),
  },
]);
