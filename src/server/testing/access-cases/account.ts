import { expect } from 'vitest';
import { defineAccessCases, everyone, ownSpace } from '../access-table';
import { TEST_PASSWORD } from '../fixtures';

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
    expect: ownSpace(201),
    check: async ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      // The invite belongs to the actor's own space: its info names the actor.
      const info = await world.app.inject({ url: `/api/invites/${res.json().token}` });
      const inviter = actor === 'owner' ? world.couple.owner : actor === 'partner' ? world.couple.partner : world.other.owner;
      expect(info.json().invitedBy).toBe(inviter.name);
    },
  },
  {
    method: 'GET',
    route: '/api/invites/:token',
    setup: async ({ couple }) => {
      const res = await couple.owner.api({ method: 'POST', url: '/api/invites' });
      return { url: `/api/invites/${res.json().token}` };
    },
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/invites/:token/accept',
    name: 'space already has two members',
    setup: async ({ couple }) => {
      const res = await couple.owner.api({ method: 'POST', url: '/api/invites' });
      return {
        url: `/api/invites/${res.json().token}/accept`,
        payload: { name: 'Üçüncü', email: `third-${crypto.randomUUID()}@example.com`, password: 'uzun-sifre-1' },
      };
    },
    expect: everyone(409),
  },
]);
