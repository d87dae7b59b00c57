import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../../testing/fixtures';
import { sessions } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { HOST_SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { messages } from '../../../shared/messages';
import { validationMessages } from '../../../shared/validation-words';

const DAY = 86_400_000;
const sessionCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE);
const cookieHeader = (res: LightMyRequestResponse) => `${SESSION_COOKIE}=${sessionCookieOf(res)!.value}`;

function clock(start = new Date('2025-03-01T10:00:00Z')) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

describe('sessions', () => {
  let app: FastifyInstance;
  let couple: Couple;
  const time = clock();
  const login = (extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: couple.owner.email, password: TEST_PASSWORD }, ...extra });

  beforeAll(async () => {
    // Idle as long as the whole session: the expiry test below leaves a session unused to its end
    // (idle expiry: session-cookie.int.test.ts).
    app = await createTestApp({ now: time.now, env: { SESSION_DAYS: '30', SESSION_IDLE_DAYS: '30' } });
    couple = await createCouple(app);
  });
  afterAll(() => app.close());

  it('login sets an httpOnly, SameSite=Lax cookie for the whole site, not Secure over plain http', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires!.getTime()).toBe(time.now().getTime() + 30 * DAY);
    const header = [res.headers['set-cookie'] ?? []].flat().find((h) => h.startsWith(`${SESSION_COOKIE}=`));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it('keeps only a hash of the token in the database', async () => {
    const res = await login();
    const token = sessionCookieOf(res)!.value;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.id, token))).toEqual([]);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.id, hashToken(token)))).toHaveLength(1);
  });

  it('gives a new token at every login, even to a request that already had one', async () => {
    const first = await login();
    const second = await login({ headers: { cookie: cookieHeader(first) } });
    expect(sessionCookieOf(second)!.value).not.toBe(sessionCookieOf(first)!.value);
    for (const res of [first, second]) {
      const me = await app.inject({ url: '/api/session', headers: { cookie: cookieHeader(res) } });
      expect(me.json().me.id).toBe(couple.owner.id);
    }
  });

  it('logout deletes the session record, clears the cookie, and the old cookie then gets 401', async () => {
    const res = await login();
    const cookie = cookieHeader(res);
    const id = hashToken(sessionCookieOf(res)!.value);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookieOf(out)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    const after = await app.inject({ url: '/api/space/members', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: messages.auth.notSignedIn });
    expect((await app.inject({ url: '/api/session', headers: { cookie } })).json().me).toBeNull();
    // Other sessions of the same member live on.
    expect((await couple.owner.api({ url: '/api/space/members' })).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const res = await login();
    const cookie = cookieHeader(res);
    time.advance(30 * DAY - 60_000);
    expect((await app.inject({ url: '/api/space/members', headers: { cookie } })).statusCode).toBe(200);
    time.advance(60_000);
    const expired = await app.inject({ url: '/api/space/members', headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/session', headers: { cookie } })).json()).toEqual({ me: null, needsSetup: false });

    // The next login removes the expired record from the database.
    const expiredId = hashToken(sessionCookieOf(res)!.value);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.id, expiredId))).toHaveLength(1);
    await login();
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.id, expiredId))).toHaveLength(0);
  });
});

describe('session cookie behind HTTPS', () => {
  it('is Secure when a trusted proxy says the request came over https, and only then', async () => {
    const trusting = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const plain = await createTestApp();
    try {
      for (const [app, expected] of [
        [trusting, true],
        [plain, false],
      ] as const) {
        const couple = await createCouple(app);
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { email: couple.owner.email, password: TEST_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        // Over https it is also named __Host- (session-cookie.int.test.ts).
        const cookie = res.cookies.find((c) => c.name === (expected ? HOST_SESSION_COOKIE : SESSION_COOKIE))!;
        expect(Boolean(cookie.secure)).toBe(expected);
        expect(/;\s*Secure/i.test(String(res.headers['set-cookie']))).toBe(expected);
        if (expected) expect(res.headers['strict-transport-security']).toBeDefined();
      }
    } finally {
      await trusting.close();
      await plain.close();
    }
  });
});

describe('login', () => {
  let app: FastifyInstance;
  let couple: Couple;
  let ip = 0;
  const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
  const post = (payload: unknown, remoteAddress = nextIp(), extra: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as never, remoteAddress, ...extra });

  beforeAll(async () => {
    app = await createTestApp();
    couple = await createCouple(app);
  });
  afterAll(() => app.close());

  it('returns the member on success, whatever the case of the e-mail', async () => {
    const res = await post({ email: `  ${couple.partner.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().me).toMatchObject({ id: couple.partner.id, displayName: 'Mehmet', space: { id: couple.spaceId } });
    expect(res.json().me.passwordHash).toBeUndefined();
  });

  it.each([
    ['a wrong password', () => ({ email: couple.owner.email, password: 'yanlis-sifre' })],
    ['an unknown e-mail', () => ({ email: 'kimse@example.com', password: TEST_PASSWORD })],
    ['an empty password', () => ({ email: couple.owner.email, password: '' })],
  ])('answers 401 with the one failure message for %s, and sets no cookie', async (_what, body) => {
    const res = await post(body());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Geçersiz e-posta veya şifre.' });
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it.each([
    ['no fields', {}],
    ['a number for the e-mail', { email: 5, password: 'x' }],
    ['no password', { email: 'a@b.co' }],
  ])('answers 400 with the failure message for %s', async (_what, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Geçersiz e-posta veya şifre.' });
  });

  it.each([
    ['broken JSON', { payload: '{"email":', headers: { 'content-type': 'application/json' } }],
    ['a form body', { payload: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['plain text', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
    ['a JSON array', { payload: '[1,2]', headers: { 'content-type': 'application/json' } }],
  ])('answers 400 with the body error for %s', async (_what, opts) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), ...opts });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.invalidBody });
  });
});

describe('login rate limits', () => {
  const tooMany = { error: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.' };

  it('behind one proxy (TRUST_PROXY=1), a forged X-Forwarded-For is not the client address', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '1', LOGIN_MAX_PER_IP: '5' } });
    try {
      // The attacker writes a new address each time; the proxy (10.0.0.2) appends the real one.
      const codes: number[] = [];
      for (let i = 1; i <= 8; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.77` },
          payload: { email: `kimse${i}@example.com`, password: 'tahmin-123' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('limits attempts per IP address (429, Turkish), other addresses unaffected, open again after the window', async () => {
    const time = clock();
    const app = await createTestApp({ now: time.now, env: { LOGIN_MAX_PER_IP: '3', LOGIN_WINDOW_MINUTES: '15' } });
    try {
      const couple = await createCouple(app);
      const attempt = (email: string, password: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
      for (let i = 0; i < 3; i++) {
        expect((await attempt(`kimse${i}@example.com`, 'x', '203.0.113.5')).statusCode).toBe(401);
      }
      const limited = await attempt(couple.owner.email, TEST_PASSWORD, '203.0.113.5');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(tooMany);
      expect(sessionCookieOf(limited)).toBeUndefined();
      expect((await attempt(couple.owner.email, TEST_PASSWORD, '203.0.113.6')).statusCode).toBe(200);
      time.advance(15 * 60_000);
      expect((await attempt(couple.owner.email, TEST_PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits failed attempts per e-mail from any address; a success starts the count again', async () => {
    const app = await createTestApp({ env: { LOGIN_MAX_PER_EMAIL: '2' } });
    try {
      const couple = await createCouple(app);
      let n = 0;
      const attempt = (email: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: `198.51.100.${++n}` });
      expect((await attempt(couple.owner.email, 'yanlis-1')).statusCode).toBe(401);
      expect((await attempt(couple.owner.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await attempt(couple.owner.email, 'yanlis-2')).statusCode).toBe(401);
      expect((await attempt(couple.owner.email, 'yanlis-3')).statusCode).toBe(401);
      const limited = await attempt(couple.owner.email.toUpperCase(), TEST_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(tooMany);
      // Another member's address is unaffected.
      expect((await attempt(couple.partner.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
