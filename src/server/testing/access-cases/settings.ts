import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { defineAccessCases, ownSpace } from '../access-table';
import { users } from '../../db/schema';

/** The member's own profile: each member changes only their own. */
export const accessCases = defineAccessCases([
  {
    method: 'PATCH',
    route: '/api/settings/profile',
    payload: { displayName: 'Yeni Ad' },
    expect: ownSpace(200),
    check: async ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const me = res.json().me;
      const self = actor === 'owner' ? world.couple.owner : actor === 'partner' ? world.couple.partner : world.other.owner;
      expect(me.id).toBe(self.id);
      // Only the actor's own name changed.
      for (const m of [world.couple.owner, world.couple.partner, world.other.owner]) {
        const [row] = await world.app.ctx.db.select({ name: users.displayName }).from(users).where(eq(users.id, m.id));
        expect(row.name).toBe(m.id === self.id ? 'Yeni Ad' : m.name);
      }
      // Put the name back so the next actor starts from the same place.
      await world.app.ctx.db.update(users).set({ displayName: self.name }).where(eq(users.id, self.id));
    },
  },
]);
