import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { cookieOf, signIn, whoIs } from '../../testing/sign-in';
import { sessions } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import type { DeviceSession } from '../../../shared/account-security';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

const list = async (app: FastifyInstance, cookie: string) => {
  const res = await app.inject({ url: '/api/account/sessions', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return { body: res.body, sessions: res.json().sessions as DeviceSession[] };
};
const signOutDevice = (app: FastifyInstance, cookie: string, id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { cookie, ...headers } });
const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

describe('Oturumlar: the list of one’s own devices', () => {
  let app: FastifyInstance;
  let couple: Couple;
  let other: Couple;

  beforeAll(async () => {
    app = await createTestApp();
    couple = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  it('lists only the member’s own live sessions, this device first, with readable device names', async () => {
    const phone = await signIn(app, couple.owner.email, undefined, ANDROID);
    const iphone = await signIn(app, couple.owner.email, undefined, IPHONE);
    await signIn(app, couple.partner.email, undefined, IPHONE);
    const { sessions: mine } = await list(app, phone.cookie!);
    expect(mine.map((s) => [s.device, s.current])).toEqual([
      ['Chrome · Android', true],
      ['Safari · iPhone', false],
      [null, false], // the fixture's session, made without a browser
    ]);
    for (const s of mine) {
      expect(Date.parse(s.signedInAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt));
    }
    // The partner sees their own two, not the owner's.
    const { sessions: theirs } = await list(app, couple.partner.cookie);
    expect(theirs).toHaveLength(2);
    expect(theirs.map((s) => s.id).filter((id) => mine.some((m) => m.id === id))).toEqual([]);
    expect(iphone.status).toBe(200);
  });

  it('names sessions by an opaque id: never the cookie’s token nor the hash kept in the database', async () => {
    const phone = await signIn(app, couple.owner.email, undefined, ANDROID);
    const { body, sessions: mine } = await list(app, phone.cookie!);
    const rows = await app.ctx.db.select({ id: sessions.id }).from(sessions);
    for (const { id: hash } of rows) expect(body).not.toContain(hash);
    for (const cookie of [phone.cookie!, couple.owner.cookie]) expect(body).not.toContain(tokenOf(cookie));
    for (const s of mine) expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    // The id cannot be used as a cookie.
    for (const s of mine) expect(await whoIs(app, `${SESSION_COOKIE}=${s.id}`)).toBeNull();
  });

  it('signs another of one’s own devices out: that device is out at its next request, this one stays', async () => {
    const laptop = await signIn(app, couple.owner.email);
    const phone = await signIn(app, couple.owner.email, undefined, ANDROID);
    const { sessions: mine } = await list(app, laptop.cookie!);
    const target = mine.find((s) => s.device === 'Chrome · Android' && !s.current)!;
    const phoneId = (await list(app, phone.cookie!)).sessions.find((s) => s.current)!.id;
    expect(target.id).toBe(phoneId);
    const res = await signOutDevice(app, laptop.cookie!, target.id);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toBeNull();
    expect(await whoIs(app, phone.cookie)).toBeNull();
    expect(await whoIs(app, laptop.cookie)).toBe(couple.owner.id);
    expect((await list(app, laptop.cookie!)).sessions.map((s) => s.id)).not.toContain(target.id);
    // Gone is gone: a second try finds nothing.
    expect((await signOutDevice(app, laptop.cookie!, target.id)).statusCode).toBe(404);
  });

  it('signing this device out from its own list is a logout', async () => {
    const tablet = await signIn(app, couple.owner.email);
    const me = (await list(app, tablet.cookie!)).sessions.find((s) => s.current)!;
    const res = await signOutDevice(app, tablet.cookie!, me.id);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await whoIs(app, tablet.cookie)).toBeNull();
  });

  it('refuses to sign out the partner’s or another couple’s device (404) and changes nothing', async () => {
    const attacker = await signIn(app, couple.owner.email);
    const partnerPhone = await signIn(app, couple.partner.email, undefined, ANDROID);
    const stranger = await signIn(app, other.owner.email, undefined, IPHONE);
    const partnerIds = (await list(app, couple.partner.cookie)).sessions.map((s) => s.id);
    const strangerIds = (await list(app, stranger.cookie!)).sessions.map((s) => s.id);
    const rowsBefore = (await app.ctx.db.select({ id: sessions.id }).from(sessions)).length;
    for (const id of [...partnerIds, ...strangerIds]) {
      const res = await signOutDevice(app, attacker.cookie!, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
    }
    // Not even the token's hash (what the database calls the session) reaches another's session.
    const [strangerRow] = await app.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.owner.id)).limit(1);
    expect((await signOutDevice(app, attacker.cookie!, strangerRow.id)).statusCode).toBe(404);
    for (const junk of ['not-an-id', crypto.randomUUID(), '%00']) expect((await signOutDevice(app, attacker.cookie!, junk)).statusCode).toBe(404);
    expect((await app.ctx.db.select({ id: sessions.id }).from(sessions)).length).toBe(rowsBefore);
    expect(await whoIs(app, partnerPhone.cookie)).toBe(couple.partner.id);
    expect(await whoIs(app, couple.partner.cookie)).toBe(couple.partner.id);
    expect(await whoIs(app, stranger.cookie)).toBe(other.owner.id);
    expect(await whoIs(app, attacker.cookie)).toBe(couple.owner.id);
  });

  it('refuses a sign-out sent from another site', async () => {
    const phone = await signIn(app, couple.owner.email, undefined, ANDROID);
    const id = (await list(app, phone.cookie!)).sessions.find((s) => s.current)!.id;
    const res = await signOutDevice(app, couple.owner.cookie, id, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const all = await app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: { cookie: couple.owner.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(all.statusCode).toBe(403);
    expect(await whoIs(app, phone.cookie)).toBe(couple.owner.id);
    expect(await whoIs(app, couple.owner.cookie)).toBe(couple.owner.id);
  });

  it('Tüm cihazlardan çıkış yap: every session of the member ends, this one too; the partner stays', async () => {
    const c = await createCouple(app);
    const phone = await signIn(app, c.owner.email, undefined, ANDROID);
    const res = await app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: { cookie: c.owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, endedSessions: 2 });
    expect(res.cookies.find((x) => x.name === SESSION_COOKIE)?.value).toBe('');
    expect(await whoIs(app, phone.cookie)).toBeNull();
    expect(await whoIs(app, c.owner.cookie)).toBeNull();
    expect(await whoIs(app, c.partner.cookie)).toBe(c.partner.id);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, c.owner.id))).toEqual([]);
  });
});

describe('last seen', () => {
  it('moves forward at most once every five minutes, not at every request', async () => {
    let t = Date.UTC(2025, 2, 1, 10);
    const app = await createTestApp({ now: () => new Date(t) });
    try {
      const couple = await createCouple(app);
      const lastSeen = async () =>
        (await app.ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, couple.owner.id)))[0].at.getTime();
      // The session cache would hide most lookups; clearing it makes every request ask the database.
      const request = async () => {
        app.ctx.sessions.clear();
        expect((await couple.owner.api({ url: '/api/movies' })).statusCode).toBe(200);
      };
      const signedInAt = t;
      expect(await lastSeen()).toBe(signedInAt);
      t += 60_000;
      await request();
      t += 3 * 60_000;
      await request();
      expect(await lastSeen()).toBe(signedInAt);
      t += 60_000; // five minutes after signing in
      await request();
      expect(await lastSeen()).toBe(t);
      const seen = t;
      t += 4 * 60_000;
      await request();
      expect(await lastSeen()).toBe(seen);
      const { sessions: mine } = (await couple.owner.api({ url: '/api/account/sessions' })).json() as { sessions: DeviceSession[] };
      expect(mine[0]).toMatchObject({ current: true, signedInAt: new Date(signedInAt).toISOString(), lastSeenAt: new Date(seen).toISOString() });
    } finally {
      await app.close();
    }
  });
});
