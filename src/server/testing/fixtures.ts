import type { FastifyInstance } from 'fastify';
import { createSpaceWithOwner, addMemberToSpace } from '../features/account/repo';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { HOST_SESSION_COOKIE } from '../platform/auth/session-cookie';
import { hashPassword } from '../platform/passwords';
import { as, type Injector } from './test-app';
import type { SeedContext } from '../platform/feature';

let counter = 0;
let passwordHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'dogru-sifre-123';

export interface TestMember {
  id: string;
  spaceId: string;
  email: string;
  name: string;
  cookie: string;
  api: Injector;
}

export interface Couple {
  spaceId: string;
  owner: TestMember;
  partner: TestMember;
}

/** The session cookie's name on this app: `__Host-` when PUBLIC_URL is https (session-cookie.ts). */
export const sessionCookieNameOf = (app: FastifyInstance) => (app.ctx.config.publicUrl?.startsWith('https:') ? HOST_SESSION_COOKIE : SESSION_COOKIE);

/** A cookie of a new session of `userId`, valid `days` days. */
export async function sessionCookie(app: FastifyInstance, userId: string, days = 30) {
  const { token } = await createSession(app.ctx.db, userId, app.ctx.now(), days);
  return `${sessionCookieNameOf(app)}=${token}`;
}

/** A space with two members, each with a live session; written straight to the database. */
export async function createCouple(app: FastifyInstance, names: [string, string] = ['Ayşe', 'Mehmet']): Promise<Couple> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const n = ++counter;
  const tag = `${process.pid}-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const { space, user } = await createSpaceWithOwner(app.ctx.db, {
    name: names[0],
    email: `owner-${tag}@example.com`,
    passwordHash: hash,
    togetherSince: '2024-02-03',
  });
  const partnerUser = await addMemberToSpace(app.ctx.db, {
    spaceId: space.id,
    email: `partner-${tag}@example.com`,
    passwordHash: hash,
    name: names[1],
    maxMembers: 2,
  });
  const member = async (u: { id: string; email: string; displayName: string }): Promise<TestMember> => {
    const cookie = await sessionCookie(app, u.id);
    return { id: u.id, spaceId: space.id, email: u.email, name: u.displayName, cookie, api: as(app, cookie) };
  };
  return { spaceId: space.id, owner: await member(user), partner: await member(partnerUser) };
}

/** What `npm run seed:demo` hands each feature's seeder, made for a test couple. */
export function seedContextFor(app: FastifyInstance, couple: Couple, now: Date): SeedContext {
  return {
    db: app.ctx.db,
    space: { id: couple.spaceId, name: 'Demo', togetherSince: '2024-02-03' },
    members: [couple.owner, couple.partner].map((m) => ({ id: m.id, email: m.email, displayName: m.name })),
    now,
  };
}
