import { expect } from 'vitest';
import { addDays, todayInSpaceZone } from '../../../shared/dates';
import { insertCapsule } from '../../features/capsules/repo';
import { capsuleSocial } from '../../features/capsules/social';
import { defineAccessCases, ownerOnly, ownSpace, sameSpace, type AccessWorld } from '../access-table';
import { makePng, multipartFiles } from '../photos';
import { sealCapsule } from '../capsules';

const LETTER = 'Sahibinin mühürlü mektubu';
const today = ({ app }: AccessWorld) => todayInSpaceZone(app.ctx.now(), 'Europe/Istanbul');
/** A sealed capsule of the owner's, through the route. */
const sealed = async (world: AccessWorld) => {
  const res = await sealCapsule(world.couple.owner, { title: 'Sahibinin kapsülü', body: LETTER, openDate: addDays(today(world), 30) });
  return res.json().capsule.id as string;
};
/** An opened one (written straight to the database: the route seals from tomorrow on). */
const opened = async (world: AccessWorld) =>
  insertCapsule(world.app.ctx.db, { spaceId: world.couple.spaceId, addedBy: world.couple.owner.id, title: 'Açılmış kapsül', body: 'Açılmış mektup', openDate: today(world), photoIds: [], now: world.app.ctx.now() });
/** No sealed letter in anything another member (or another couple) reads. */
const noLetter = ({ res }: { res: { body: string } }) => expect(res.body).not.toContain(LETTER);

/** Zaman Kapsülü: shared in the space, sealed to all until its day; only its author deletes it; never edited. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/capsules',
    setup: async (world) => (await sealed(world), { url: '/api/capsules' }),
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      noLetter({ res });
      if (actor === 'anonymous') return;
      expect((res.json().capsules as { title: string }[]).some((c) => c.title === 'Sahibinin kapsülü')).toBe(actor !== 'other');
    },
  },
  { method: 'GET', route: '/api/capsules/summary', setup: async (world) => (await sealed(world), { url: '/api/capsules/summary' }), expect: ownSpace(200) },
  { method: 'GET', route: '/api/capsules/:id', setup: async (world) => ({ url: `/api/capsules/${await sealed(world)}` }), expect: sameSpace(200), check: noLetter },
  {
    method: 'POST',
    route: '/api/capsules',
    setup: async (world) => {
      const form = multipartFiles([{ filename: 'a.png', contentType: 'image/png', bytes: await makePng(8, 8) }], { title: 'Yeni', body: 'Mektup', openDate: addDays(today(world), 1) });
      return { url: '/api/capsules', payload: form.payload, headers: form.headers };
    },
    expect: ownSpace(201),
  },
  { method: 'DELETE', route: '/api/capsules/:id', setup: async (world) => ({ url: `/api/capsules/${await sealed(world)}` }), expect: ownerOnly(200) },
  { method: 'PUT', route: '/api/capsules/:id/like', setup: async (world) => ({ url: `/api/capsules/${await opened(world)}/like` }), expect: sameSpace(200) },
  { method: 'DELETE', route: '/api/capsules/:id/like', setup: async (world) => ({ url: `/api/capsules/${await opened(world)}/like` }), expect: sameSpace(200) },
  {
    method: 'GET',
    route: '/api/capsules/:id/comments',
    setup: async (world) => {
      const id = await opened(world);
      await capsuleSocial.addComment(world.app.ctx.db, world.couple.spaceId, world.couple.owner.id, id, 'Sahibinin yorumu', world.app.ctx.now());
      return { url: `/api/capsules/${id}/comments` };
    },
    expect: sameSpace(200),
  },
  {
    method: 'POST',
    route: '/api/capsules/:id/comments',
    setup: async (world) => ({ url: `/api/capsules/${await opened(world)}/comments`, payload: { text: 'Ne güzel!' } }),
    expect: sameSpace(201),
  },
  {
    method: 'DELETE',
    route: '/api/capsules/:id/comments/:commentId',
    setup: async (world) => {
      const id = await opened(world);
      const commentId = await capsuleSocial.addComment(world.app.ctx.db, world.couple.spaceId, world.couple.owner.id, id, 'Silinecek yorum', world.app.ctx.now());
      return { url: `/api/capsules/${id}/comments/${commentId}` };
    },
    expect: ownerOnly(200),
  },
]);
