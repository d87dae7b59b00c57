import { expect } from 'vitest';
import { defineAccessCases, everyone, ownSpace } from '../access-table';
import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from '../fixtures';
import { addMemberToSpace, createSpaceWithOwner } from '../../features/account/repo';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';

/** Sign-in, sign-out, setup, the member list and invites. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/health',
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/session',
    expect: everyone(200),
    check: ({ res, actor, world }) => {
      const { me } = res.json();
      if (actor === 'anonymous') expect(me).toBeNull();
      else if (actor === 'other') expect(me.space.id).toBe(world.other.spaceId);
      else expect(me.space.id).toBe(world.couple.spaceId);
    },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    setup: ({ couple }) => ({ url: '/api/auth/login', payload: { email: couple.owner.email, password: TEST_PASSWORD } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    name: 'wrong password',
    setup: ({ couple }) => ({ url: '/api/auth/login', payload: { email: couple.owner.email, password: 'yanlis-sifre' } }),
    expect: everyone(401),
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    expect: ownSpace(200),
  },
  {
    method: 'POST',
    route: '/api/setup',
    payload: { name: 'Kötü Niyet', email: 'setup-again@example.com', password: 'uzun-sifre-1', togetherSince: '2024-01-01' },
    expect: everyone(409),
  },
  {
    method: 'GET',
    route: '/api/space/members',
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const ids = res.json().members.map((m: { id: string }) => m.id);
      const couple = actor === 'other' ? world.other : world.couple;
      expect(ids.sort()).toEqual([couple.owner.id, couple.partner.id].sort());
    },
  },
  {
    method: 'POST',
    route: '/api/invites',
    // The world's spaces are full (two members): none may make a link (issue 33); who may invite
    // into a space with room is shown in features/account/invites.int.test.ts.
    expect: ownSpace(409),
  },
  {
    method: 'GET',
    route: '/api/invites/:token',
    setup: async ({ app }) => ({ url: `/api/invites/${(await linkOfSpaceWithRoom(app)).token}` }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/invites/:token/accept',
    name: 'the space filled after the link was made',
    setup: async ({ app }) => {
      const { token, spaceId } = await linkOfSpaceWithRoom(app);
      await addMemberToSpace(app.ctx.db, { spaceId, email: `second-${crypto.randomUUID()}@example.com`, passwordHash: 'x', name: 'İki', maxMembers: 2 });
      return {
        url: `/api/invites/${token}/accept`,
        payload: { name: 'Üçüncü', email: `third-${crypto.randomUUID()}@example.com`, password: 'uzun-sifre-1' },
      };
    },
    expect: everyone(404),
  },
]);

/** A space of one member (room for the partner) and a live link to it, made through the API. */
async function linkOfSpaceWithRoom(app: FastifyInstance) {
  const { space, user } = await createSpaceWithOwner(app.ctx.db, {
    name: 'Tek',
    email: `solo-${crypto.randomUUID()}@example.com`,
    passwordHash: 'x',
    togetherSince: '2024-02-03',
  });
  const { token: session } = await createSession(app.ctx.db, user.id, app.ctx.now(), 1);
  const res = await app.inject({ method: 'POST', url: '/api/invites', headers: { cookie: `${SESSION_COOKIE}=${session}` } });
  return { token: res.json().token as string, spaceId: space.id };
}
