import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, as } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD } from '../../testing/fixtures';
import { capturedLogger } from '../../testing/log-capture';
import { createSpaceWithOwner, addMemberToSpace } from './repo';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { hashPassword } from '../../platform/passwords';
import { users } from '../../db/schema';
import { messages } from '../../../shared/messages';
import { accountMessages } from '../../../shared/account-words';

/**
 * Issue 33: an invite link must not be a free oracle for which e-mails have an account on this
 * server, and a full space must hold no live link (none made, none left, none coming back when
 * MAX_SPACE_MEMBERS is raised).
 */
const INVALID = { error: accountMessages.invite.invalid };
const FULL = { error: accountMessages.invite.spaceFull };
const MINUTE = 60_000;

describe('probing e-mails through an invite link', () => {
  let app: FastifyInstance;
  let t = new Date('2026-03-01T09:00:00Z').getTime();
  const logs = capturedLogger('info');

  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(t), logger: logs.logger, env: { LOGIN_MAX_PER_EMAIL: '3', LOGIN_WINDOW_MINUTES: '15' } });
  });
  afterAll(() => app.close());

  async function soloWithInvite() {
    const tag = Math.random().toString(36).slice(2, 9);
    const { space, user } = await createSpaceWithOwner(app.ctx.db, { name: 'Ayşe', email: `solo-${tag}@example.com`, passwordHash: await hashPassword(TEST_PASSWORD), togetherSince: '2024-02-03' });
    const { token } = await createSession(app.ctx.db, user.id, app.ctx.now(), 30);
    const owner = as(app, `${SESSION_COOKIE}=${token}`);
    const res = await owner({ method: 'POST', url: '/api/invites' });
    expect(res.statusCode).toBe(201);
    return { spaceId: space.id, invite: res.json().token as string, owner };
  }
  const accept = (token: string, email: string, remoteAddress = '203.0.113.9') =>
    app.inject({ method: 'POST', url: `/api/invites/${token}/accept`, payload: { name: 'Yoklayan', email, password: 'yoklama-sifre' }, remoteAddress });

  it('the holder of a link gets a few tries in a window, then a Turkish 429 with Retry-After; the link survives for the partner', async () => {
    const { spaceId, invite } = await soloWithInvite();
    const strangers = await Promise.all([1, 2, 3, 4].map(() => createCouple(app)));
    for (const s of strangers.slice(0, 3)) expect((await accept(invite, s.owner.email)).statusCode).toBe(409);
    // The fourth probe, even from another address, is refused before anything is looked up.
    const refused = await accept(invite, strangers[3].owner.email, '198.51.100.44');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.auth.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    // The probes are logged as events, without the e-mails.
    const lines = logs.lines.map((l) => JSON.parse(l) as { event?: string }).filter((l) => l.event === 'invite_join_refused');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(lines)).not.toContain(strangers[0].owner.email);
    // After the window the real partner joins with the same link: the probes did not use it up.
    t += 15 * MINUTE;
    const joined = await accept(invite, 'gercek-partner@example.com');
    expect(joined.statusCode).toBe(201);
    expect(await app.ctx.db.select().from(users).where(eq(users.spaceId, spaceId))).toHaveLength(2);
  });

  it('a new link of the same space does not start the count again', async () => {
    const { invite, owner } = await soloWithInvite();
    const taken = (await createCouple(app)).owner.email;
    for (let n = 0; n < 3; n++) expect((await accept(invite, taken)).statusCode).toBe(409);
    const fresh = (await owner({ method: 'POST', url: '/api/invites' })).json().token as string;
    expect((await accept(fresh, taken)).statusCode).toBe(429);
  });
});

describe('a full space holds no live invite', () => {
  let app: FastifyInstance;
  // MAX_SPACE_MEMBERS as a restart with another setting would make it (the routes read it per request).
  const setMax = (n: number) => {
    app.ctx.config.maxSpaceMembers = n;
  };
  const info = (token: string) => app.inject({ url: `/api/invites/${token}` });
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses to make a link for a full space, in Turkish', async () => {
    setMax(2);
    const couple = await createCouple(app);
    const res = await couple.owner.api({ method: 'POST', url: '/api/invites' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(FULL);
  });

  it('a link made before the space filled ends when it fills, and stays ended when MAX_SPACE_MEMBERS is raised', async () => {
    setMax(3);
    const couple = await createCouple(app);
    const { token } = (await couple.owner.api({ method: 'POST', url: '/api/invites' })).json();
    expect((await info(token)).statusCode).toBe(200);
    // A third member comes in another way (the CLI's user:add --partner-of): the space is full.
    await addMemberToSpace(app.ctx.db, { spaceId: couple.spaceId, email: `ucuncu-${Date.now()}@example.com`, passwordHash: 'x', name: 'Üç', maxMembers: 3 });
    expect((await info(token)).json()).toEqual(INVALID);
    setMax(4);
    expect((await info(token)).json()).toEqual(INVALID);
    const res = await app.inject({ method: 'POST', url: `/api/invites/${token}/accept`, payload: { name: 'Dört', email: `dort-${Date.now()}@example.com`, password: 'uzun-sifre-1' } });
    expect(res.json()).toEqual(INVALID);
  });

  it('a link left live while the limit was lower does not come back when it is raised', async () => {
    setMax(3);
    const couple = await createCouple(app);
    const { token } = (await couple.owner.api({ method: 'POST', url: '/api/invites' })).json();
    // The operator lowers the limit: the space is full now; whoever opens the link finds it ended.
    setMax(2);
    expect((await info(token)).json()).toEqual(INVALID);
    setMax(3);
    expect((await info(token)).json()).toEqual(INVALID);
  });
});
