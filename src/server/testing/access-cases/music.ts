import { expect } from 'vitest';
import { defineAccessCases, ownSpace, ownerOnly, type AccessWorld } from '../access-table';
import { music } from '../../db/schema';

/**
 * A song of the owner written straight to the database: the access app has no YouTube to ask,
 * and each setup needs a fresh song (one per member per day, so each on its own past day).
 */
let day = 0;
const addSong = async ({ app, couple }: AccessWorld) => {
  const date = new Date(Date.UTC(2020, 0, 1) + day++ * 86_400_000).toISOString().slice(0, 10);
  const [row] = await app.ctx.db
    .insert(music)
    .values({ spaceId: couple.spaceId, addedBy: couple.owner.id, date, videoId: '2Vv-BfVoq4g', title: 'Perfect', artist: 'Ed Sheeran' })
    .returning({ id: music.id });
  return { id: row.id, date };
};

/** Music: shared in the space by day; deleted only by the member who added it. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/music',
    setup: async (world) => ({ url: `/api/music?date=${(await addSong(world)).date}` }),
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json().music).toHaveLength(actor === 'other' ? 0 : 1);
    },
  },
  {
    method: 'GET',
    route: '/api/music/search',
    name: 'too short to search',
    setup: () => ({ url: '/api/music/search?q=a' }),
    expect: ownSpace(200),
  },
  {
    method: 'GET',
    route: '/api/music/search',
    name: 'no key on this server',
    setup: () => ({ url: '/api/music/search?q=perfect' }),
    expect: ownSpace(400),
  },
  {
    method: 'POST',
    route: '/api/music',
    name: 'a link that is not a video',
    payload: { date: '2020-01-01', url: 'https://example.org/' },
    expect: ownSpace(400),
  },
  {
    method: 'DELETE',
    route: '/api/music/:id',
    setup: async (world) => ({ url: `/api/music/${(await addSong(world)).id}` }),
    expect: ownerOnly(200),
  },
]);
