import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../../testing/fixtures';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { HOST_SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { hashToken } from '../../platform/tokens';
import { sessions } from '../../db/schema';

/**
 * Issue 33: the session cookie is `__Host-` over https (a sibling subdomain can neither plant nor
 * overwrite it), and a session unused for SESSION_IDLE_DAYS ends.
 */
const DAY = 86_400_000;
const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat();
const login = (app: FastifyInstance, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD }, headers });

describe('the __Host- cookie over https', () => {
  let https: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    https = await createTestApp({ env: { PUBLIC_URL: 'https://defter.example' } });
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await https.close();
    await proxied.close();
  });

  it('is what login sets when PUBLIC_URL is https: Secure, Path=/, no Domain; never the plain name', async () => {
    const c = await createCouple(https);
    const res = await login(https, c.owner.email);
    expect(res.statusCode).toBe(200);
    const header = setCookies(res).find((h) => h.startsWith(`${HOST_SESSION_COOKIE}=`))!;
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
    expect(setCookies(res).some((h) => h.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const token = res.cookies.find((x) => x.name === HOST_SESSION_COOKIE)!.value;
    const me = await https.inject({ url: '/api/session', headers: { cookie: `${HOST_SESSION_COOKIE}=${token}` } });
    expect(me.json().me.id).toBe(c.owner.id);
  });

  it('follows a trusted proxy’s X-Forwarded-Proto: __Host- over https, the plain name over http', async () => {
    const c = await createCouple(proxied);
    const overHttps = await login(proxied, c.owner.email, { 'x-forwarded-proto': 'https' });
    expect(overHttps.cookies.map((x) => x.name)).toContain(HOST_SESSION_COOKIE);
    const overHttp = await login(proxied, c.owner.email);
    expect(overHttp.cookies.map((x) => x.name)).toEqual(expect.arrayContaining([SESSION_COOKIE]));
    expect(overHttp.cookies.map((x) => x.name)).not.toContain(HOST_SESSION_COOKIE);
  });

  it('a plain-named cookie over https is no session: a planted one signs nobody in, is ended and cleared', async () => {
    // What a sibling subdomain could plant: a real session of the attacker's own, under the plain name.
    const attacker = await createCouple(https);
    const planted = (await createSession(https.ctx.db, attacker.owner.id, https.ctx.now(), 30)).token;
    const res = await https.inject({ url: '/api/session', headers: { cookie: `${SESSION_COOKIE}=${planted}` } });
    expect(res.json().me).toBeNull();
    expect(setCookies(res).find((h) => h.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await https.ctx.db.select().from(sessions).where(eq(sessions.id, hashToken(planted)))).toEqual([]);
  });

  it('a member still holding an older version’s cookie is signed out cleanly: ended, cleared, and signs in again', async () => {
    const c = await createCouple(https);
    const old = (await createSession(https.ctx.db, c.owner.id, https.ctx.now(), 30)).token;
    const res = await https.inject({ url: '/api/movies', headers: { cookie: `${SESSION_COOKIE}=${old}` } });
    expect(res.statusCode).toBe(401);
    // The device does not linger in 'Oturumlar'.
    const list = (await c.owner.api({ url: '/api/account/sessions' })).json().sessions as unknown[];
    expect(list).toHaveLength(1);
    expect((await login(https, c.owner.email)).statusCode).toBe(200);
  });

  it('logout over https clears the __Host- cookie', async () => {
    const c = await createCouple(https);
    const res = await c.owner.api({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).find((h) => h.startsWith(`${HOST_SESSION_COOKIE}=;`))).toMatch(/; Secure/);
  });
});

describe('idle expiry (SESSION_IDLE_DAYS)', () => {
  let app: FastifyInstance;
  let c: Couple;
  let t = new Date('2026-01-05T08:00:00Z').getTime();
  beforeAll(async () => {
    app = await createTestApp({ now: () => new Date(t), env: { SESSION_DAYS: '90', SESSION_IDLE_DAYS: '14' } });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it('a session unused for the idle days ends: refused, gone from the device list, removed at the next login', async () => {
    const { token } = await createSession(app.ctx.db, c.owner.id, app.ctx.now(), 90);
    const cookie = `${SESSION_COOKIE}=${token}`;
    t += 14 * DAY - 60_000;
    expect((await app.inject({ url: '/api/movies', headers: { cookie } })).statusCode).toBe(200);
    // Used a minute before its idle end: alive for another 14 days from now.
    t += 14 * DAY - 60_000;
    expect((await app.inject({ url: '/api/movies', headers: { cookie } })).statusCode).toBe(200);
    t += 14 * DAY;
    expect((await app.inject({ url: '/api/movies', headers: { cookie } })).statusCode).toBe(401);
    const fresh = await login(app, c.owner.email);
    const list = (await app.inject({ url: '/api/account/sessions', headers: { cookie: `${SESSION_COOKIE}=${fresh.cookies.find((x) => x.name === SESSION_COOKIE)!.value}` } })).json().sessions;
    expect(list).toHaveLength(1);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.id, hashToken(token)))).toEqual([]);
  });

  it('SESSION_DAYS still ends a session in daily use', async () => {
    const { token } = await createSession(app.ctx.db, c.partner.id, app.ctx.now(), 90);
    const cookie = `${SESSION_COOKIE}=${token}`;
    for (let elapsed = 7; elapsed <= 91; elapsed += 7) {
      t += 7 * DAY;
      const status = (await app.inject({ url: '/api/movies', headers: { cookie } })).statusCode;
      expect(status, `day ${elapsed}`).toBe(elapsed < 90 ? 200 : 401);
    }
  });
});
