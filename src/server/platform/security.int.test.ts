import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../testing/fixtures';
import { capturedLogger } from '../testing/log-capture';
import { invites, users } from '../db/schema';
import { SESSION_COOKIE } from './auth/sessions';
import { messages } from '../../shared/messages';

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['a public API answer', '/api/health'],
    ['an error answer', '/api/space/members'],
    ['an unknown API path', '/api/yok'],
    ['a page of the app', '/settings'],
  ])('are on %s', async (_what, url) => {
    const res = await app.inject({ url });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('requests from another site', () => {
  let app: FastifyInstance;
  let couple: Couple;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://defter.example' } });
    couple = await createCouple(app);
  });
  afterAll(() => app.close());

  const nameOf = async (id: string) => (await app.ctx.db.select().from(users).where(eq(users.id, id)))[0].displayName;

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a garbage Origin', { origin: 'not a url' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a look-alike of the public address', { origin: 'https://defter.example.evil.example' }],
  ])('refuses a change with %s (403) and changes nothing', async (_what, headers) => {
    const res = await couple.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Saldırgan' }, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: messages.http.badOrigin });
    expect(await nameOf(couple.owner.id)).toBe('Ayşe');
  });

  it('refuses a cross-site POST that would create an invite, and signs no one in or out', async () => {
    const before = await app.ctx.db.select().from(invites);
    const create = await couple.owner.api({ method: 'POST', url: '/api/invites', headers: { origin: 'https://evil.example' } });
    expect(create.statusCode).toBe(403);
    expect(await app.ctx.db.select().from(invites)).toEqual(before);
    const logout = await couple.owner.api({ method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } });
    expect(logout.statusCode).toBe(403);
    expect((await couple.owner.api({ url: '/api/session' })).json().me.id).toBe(couple.owner.id);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: couple.owner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
  });

  it('accepts the same origin, the public address and requests with no Origin', async () => {
    for (const origin of ['http://localhost:80', 'https://defter.example', undefined]) {
      const res = await couple.owner.api({
        method: 'PATCH',
        url: '/api/settings/profile',
        payload: { displayName: 'Ayşe' },
        headers: origin ? { origin } : {},
      });
      expect(res.statusCode, String(origin)).toBe(200);
    }
  });

  it('lets reading requests through from anywhere (they change nothing)', async () => {
    const res = await couple.owner.api({ url: '/api/space/members', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('request logs', () => {
  it('hold method, path and status but no password, cookie, session token or invite token', async () => {
    const { lines, logger } = capturedLogger('info');
    const app = await createTestApp({ logger });
    try {
      const setup = await app.inject({
        method: 'POST',
        url: '/api/setup',
        payload: { name: 'Ayşe', email: 'ayse@example.com', password: 'kurulum-sifresi-1', togetherSince: '2024-02-03' },
      });
      const setupToken = setup.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ayse@example.com', password: 'yanlis-sifre-xyz' } });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ayse@example.com', password: 'kurulum-sifresi-1' } });
      const loginToken = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      const cookie = `${SESSION_COOKIE}=${loginToken}`;
      const invite = (await app.inject({ method: 'POST', url: '/api/invites', headers: { cookie } })).json();
      await app.inject({ url: `/api/invites/${invite.token}` });
      const accept = await app.inject({
        method: 'POST',
        url: `/api/invites/${invite.token}/accept`,
        payload: { name: 'Mehmet', email: 'mehmet@example.com', password: 'davet-sifresi-2' },
      });
      const partnerToken = accept.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      await app.inject({ url: `/api/invites/${'x'.repeat(300)}` });
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, authorization: 'Bearer gizli-baslik' } });
      await app.inject({ url: '/api/space/members', headers: { cookie } });

      const text = lines.join('');
      const entries = lines.map((l) => JSON.parse(l));
      // The cycle was really logged.
      expect(entries.some((e) => e.req?.method === 'POST' && e.req?.url === '/api/auth/login')).toBe(true);
      expect(entries.some((e) => e.res?.statusCode === 401)).toBe(true);
      expect(entries.some((e) => e.req?.url === '/api/invites/:token/accept')).toBe(true);
      for (const secret of [
        'kurulum-sifresi-1',
        'yanlis-sifre-xyz',
        'davet-sifresi-2',
        setupToken,
        loginToken,
        partnerToken,
        invite.token,
        'gizli-baslik',
        SESSION_COOKIE,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
