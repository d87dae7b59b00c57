import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, as, type Injector } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD } from '../../testing/fixtures';
import { createSpaceWithOwner } from './repo';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { hashPassword } from '../../platform/passwords';
import { invites, users } from '../../db/schema';

const INVALID = { error: 'Bu davet bağlantısı geçersiz veya süresi dolmuş.' };
const DAY = 86_400_000;

describe('invites', () => {
  let app: FastifyInstance;
  let t = new Date('2025-04-01T09:00:00Z').getTime();
  let n = 0;
  const passwordHash = hashPassword(TEST_PASSWORD);

  /** A space with only its first member, signed in. */
  async function solo(name = 'Ayşe') {
    const tag = `${++n}-${Math.random().toString(36).slice(2, 7)}`;
    const { space, user } = await createSpaceWithOwner(app.ctx.db, {
      name,
      email: `solo-${tag}@example.com`,
      passwordHash: await passwordHash,
      togetherSince: '2024-02-03',
    });
    const { token } = await createSession(app.ctx.db, user.id, app.ctx.now(), 30);
    return { spaceId: space.id, id: user.id, email: user.email, api: as(app, `${SESSION_COOKIE}=${token}`) };
  }
  const createInvite = async (api: Injector) => {
    const res = await api({ method: 'POST', url: '/api/invites' });
    expect(res.statusCode).toBe(201);
    return res.json() as { token: string; url: string; expiresAt: string };
  };
  const info = (token: string) => app.inject({ url: `/api/invites/${token}` });
  const accept = (token: string, body: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      payload: { name: 'Mehmet', email: `partner-${++n}@example.com`, password: 'partner-sifre', ...body },
    });

  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(t) });
  });
  afterAll(() => app.close());

  it('only a signed-in member can create one', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/invites' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a link to /invite/<token> valid for 7 days, and its info names the space and the inviter', async () => {
    const owner = await solo('Ayşe');
    const invite = await createInvite(owner.api);
    // Without PUBLIC_URL the link follows the Host the request came to.
    expect(invite.url).toBe(`http://localhost:80/invite/${invite.token}`);
    expect(new Date(invite.expiresAt).getTime()).toBe(t + 7 * DAY);
    const res = await info(invite.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, spaceName: 'Defterimiz', invitedBy: 'Ayşe' });
    // Only a hash is stored.
    const rows = await app.ctx.db.select().from(invites).where(eq(invites.spaceId, owner.spaceId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(invite.token);
  });

  it('uses PUBLIC_URL for the link when it is set', async () => {
    // Room for a third member, so the couple may still invite.
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://defter.example/', MAX_SPACE_MEMBERS: '3' } });
    try {
      const couple = await createCouple(other);
      const res = await couple.owner.api({ method: 'POST', url: '/api/invites' });
      expect(res.json().url).toBe(`https://defter.example/invite/${res.json().token}`);
    } finally {
      await other.close();
    }
  });

  it('accepting joins the partner to the same space and signs them in', async () => {
    const owner = await solo();
    const { token } = await createInvite(owner.api);
    const res = await accept(token, { name: 'Mehmet', email: 'Mehmet.Yeni@Example.com' });
    expect(res.statusCode).toBe(201);
    const me = res.json().me;
    expect(me).toMatchObject({ displayName: 'Mehmet', email: 'mehmet.yeni@example.com', space: { id: owner.spaceId } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const partner = as(app, `${SESSION_COOKIE}=${cookie.value}`);
    expect((await partner({ url: '/api/session' })).json().me.id).toBe(me.id);
    const members = (await owner.api({ url: '/api/space/members' })).json().members.map((m: { id: string }) => m.id);
    expect(members).toEqual([owner.id, me.id]);
    const [row] = await app.ctx.db.select().from(invites).where(eq(invites.spaceId, owner.spaceId));
    expect(row.usedBy).toBe(me.id);
    // The new member can sign in with the chosen password.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'mehmet.yeni@example.com', password: 'partner-sifre' } });
    expect(login.statusCode).toBe(200);
  });

  it('works once: a used link is invalid for info and for accepting', async () => {
    const owner = await solo();
    const { token } = await createInvite(owner.api);
    expect((await accept(token)).statusCode).toBe(201);
    for (const res of [await info(token), await accept(token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const wide = await createTestApp({ env: { MAX_SPACE_MEMBERS: '5' } });
    try {
      const couple = await createCouple(wide);
      const { token } = (await couple.owner.api({ method: 'POST', url: '/api/invites' })).json();
      const go = (email: string) =>
        wide.inject({ method: 'POST', url: `/api/invites/${token}/accept`, payload: { name: 'X', email, password: 'uzun-sifre-1' } });
      const results = await Promise.all([go('bir@example.com'), go('iki@example.com')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
      expect(await wide.ctx.db.select().from(users).where(eq(users.spaceId, couple.spaceId))).toHaveLength(3);
    } finally {
      await wide.close();
    }
  });

  it('expires after 7 days', async () => {
    const owner = await solo();
    const { token } = await createInvite(owner.api);
    const start = t;
    try {
      t = start + 7 * DAY - 60_000;
      expect((await info(token)).statusCode).toBe(200);
      t = start + 7 * DAY;
      for (const res of [await info(token), await accept(token)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(INVALID);
      }
    } finally {
      t = start;
    }
    expect(await app.ctx.db.select().from(users).where(eq(users.spaceId, owner.spaceId))).toHaveLength(1);
  });

  it.each([
    ['a short token', 'abc'],
    ['an unknown token', 'x'.repeat(43)],
    ['a token with odd characters', encodeURIComponent('../../etc/passwd<script>')],
  ])('answers the invalid-link message for %s', async (_what, token) => {
    for (const res of [await info(token), await accept(token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('answers a plain Turkish 404 for a token too long for the router', async () => {
    for (const res of [await info('y'.repeat(300)), await accept('y'.repeat(300))]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  it('keeps a space within MAX_SPACE_MEMBERS (two by default): a full space makes no link', async () => {
    const couple = await createCouple(app);
    const res = await couple.owner.api({ method: 'POST', url: '/api/invites' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Bu defter dolu: daha fazla üye eklenemez.' });
  });

  it('a join that finds the space filled meanwhile is refused and signs nobody in', async () => {
    const owner = await solo();
    const { token } = await createInvite(owner.api);
    // Someone joins another way between the page's check and the accept (the CLI's user:add).
    const { addMemberToSpace } = await import('./repo');
    await addMemberToSpace(app.ctx.db, { spaceId: owner.spaceId, email: `cli-${++n}@example.com`, passwordHash: await passwordHash, name: 'Cli', maxMembers: 2 });
    const res = await accept(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('lets a third member in when MAX_SPACE_MEMBERS allows it', async () => {
    const wide = await createTestApp({ env: { MAX_SPACE_MEMBERS: '3' } });
    try {
      const couple = await createCouple(wide);
      const first = (await couple.owner.api({ method: 'POST', url: '/api/invites' })).json().token;
      const join = (token: string, email: string) =>
        wide.inject({ method: 'POST', url: `/api/invites/${token}/accept`, payload: { name: 'Üç', email, password: 'uzun-sifre-1' } });
      expect((await join(first, 'uc@example.com')).statusCode).toBe(201);
      // Full now: no fourth link is made.
      const second = await couple.owner.api({ method: 'POST', url: '/api/invites' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ error: 'Bu defter dolu: daha fazla üye eklenemez.' });
    } finally {
      await wide.close();
    }
  });

  it('refuses an e-mail that already has an account, and the link stays usable', async () => {
    const owner = await solo();
    const someone = await createCouple(app);
    const { token } = await createInvite(owner.api);
    const dup = await accept(token, { email: someone.partner.email.toUpperCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'Bu e-posta adresi zaten kullanılıyor.' });
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('validates the form with Turkish messages without using up the link', async () => {
    const owner = await solo();
    const { token } = await createInvite(owner.api);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'kisa' }, 'Şifre en az 8 karakter olmalıdır.'],
      [{ email: 'olmaz' }, 'Geçerli bir e-posta adresi girin.'],
      [{ name: '' }, 'Lütfen adınızı girin.'],
    ];
    for (const [body, message] of cases) {
      const res = await accept(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect((await info(token)).statusCode).toBe(200);
  });
});
