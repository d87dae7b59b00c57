import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { defineAccessCases, ownSpace, type Actor, type AccessWorld } from '../access-table';
import { TEST_PASSWORD, type TestMember } from '../fixtures';
import { sessions, users } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { hashToken } from '../../platform/tokens';
import { verifyPassword } from '../../platform/passwords';
import type { DeviceSession } from '../../../shared/account-security';

/** 'Şifreyi değiştir' and 'Oturumlar': each member reaches only their own password and sessions. */

const memberFor = (world: AccessWorld, actor: Actor): TestMember | null =>
  actor === 'owner' ? world.couple.owner : actor === 'partner' ? world.couple.partner : actor === 'other' ? world.other.owner : null;

/** The fixture members' own sessions, which the other cases' setups sign in with, brought back after a sign-out of all. */
async function restoreFixtureSession(world: AccessWorld, member: TestMember) {
  const token = member.cookie.slice(SESSION_COOKIE.length + 1);
  const expiresAt = new Date(world.app.ctx.now().getTime() + 30 * 86_400_000);
  await world.app.ctx.db.insert(sessions).values({ id: hashToken(token), userId: member.id, expiresAt }).onConflictDoNothing();
}

/** A spare session of the couple's owner (another device of theirs); its public id. */
async function ownerDevice(world: AccessWorld) {
  const { token } = await createSession(world.app.ctx.db, world.couple.owner.id, world.app.ctx.now(), 1, 'Chrome · Android');
  const [row] = await world.app.ctx.db.select({ publicId: sessions.publicId }).from(sessions).where(eq(sessions.id, hashToken(token)));
  return row.publicId;
}

export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/account/sessions',
    expect: ownSpace(200),
    check: async ({ res, actor, world }) => {
      const self = memberFor(world, actor);
      if (!self) return;
      const listed = (res.json().sessions as DeviceSession[]).map((s) => s.id);
      expect(listed.length).toBeGreaterThan(0);
      const owners = await world.app.ctx.db.select({ userId: sessions.userId }).from(sessions).where(inArray(sessions.publicId, listed));
      expect(new Set(owners.map((o) => o.userId))).toEqual(new Set([self.id]));
    },
  },
  {
    method: 'DELETE',
    route: '/api/account/sessions/:id',
    setup: async (world) => ({ url: `/api/account/sessions/${await ownerDevice(world)}` }),
    // Only the owner's own device: the partner and another couple find nothing.
    expect: { owner: 200, partner: 404, other: 404, anonymous: 401 },
    check: async ({ actor, world, prepared }) => {
      const publicId = prepared.url.split('/').pop()!;
      const left = await world.app.ctx.db.select().from(sessions).where(eq(sessions.publicId, publicId));
      expect(left).toHaveLength(actor === 'owner' ? 0 : 1);
    },
  },
  {
    method: 'DELETE',
    route: '/api/account/sessions',
    expect: ownSpace(200),
    check: async ({ actor, world }) => {
      const self = memberFor(world, actor);
      const everyone = [world.couple.owner, world.couple.partner, world.other.owner];
      for (const m of everyone) {
        const rows = await world.app.ctx.db.select().from(sessions).where(eq(sessions.userId, m.id));
        // The actor has no session left; everyone else keeps theirs.
        if (m === self) expect(rows).toEqual([]);
        else expect(rows.length).toBeGreaterThan(0);
      }
      if (self) await restoreFixtureSession(world, self);
    },
  },
  {
    method: 'POST',
    route: '/api/account/password',
    name: 'wrong current password',
    payload: { currentPassword: 'yanlis-sifre', newPassword: 'yeni-sifre-123', newPasswordAgain: 'yeni-sifre-123' },
    expect: ownSpace(400),
    check: async ({ actor, world }) => {
      const self = memberFor(world, actor);
      if (!self) return;
      const [row] = await world.app.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, self.id));
      expect(await verifyPassword(row.hash, TEST_PASSWORD)).toBe(true);
    },
  },
]);
