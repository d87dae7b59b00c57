import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../testing/fixtures';
import { messages } from '../../shared/messages';

/**
 * Issue 33: every 429 says when to come back (`Retry-After`, the seconds left in the window that
 * refused it), and every answer carries `Cross-Origin-Resource-Policy: same-origin` (no other site
 * may embed our JSON or photos) and `Origin-Agent-Cluster: ?1`.
 */
const MINUTE = 60_000;

describe('Retry-After on every 429', () => {
  let app: FastifyInstance;
  let c: Couple;
  let t = new Date('2026-02-01T10:00:00Z').getTime();

  beforeAll(async () => {
    app = await createTestApp({
      now: () => new Date(t),
      env: { LOGIN_MAX_PER_IP: '2', LOGIN_MAX_PER_EMAIL: '2', LOGIN_WINDOW_MINUTES: '15', CATALOG_MAX_PER_MINUTE: '1' },
    });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);
  const login = (email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'yanlis-sifre' }, remoteAddress });

  it('a login refused per address says how long is left of its window', async () => {
    await login('a@example.com', '198.51.100.7');
    t += 5 * MINUTE;
    await login('b@example.com', '198.51.100.7');
    t += MINUTE;
    const res = await login('c@example.com', '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: messages.auth.tooManyAttempts });
    // The window opened 6 minutes ago: 9 minutes are left.
    expect(retryAfter(res)).toBe(9 * 60);
  });

  it('a login refused per e-mail, and a password change refused, say so too', async () => {
    for (const n of [1, 2]) await login(c.partner.email, `198.51.100.${20 + n}`);
    const res = await login(c.partner.email, '198.51.100.30');
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBe(15 * 60);
    const change = (currentPassword: string) =>
      c.owner.api({ method: 'POST', url: '/api/account/password', payload: { currentPassword, newPassword: 'yepyeni-sifre', newPasswordAgain: 'yepyeni-sifre' } });
    await change('tahmin-1');
    await change('tahmin-2');
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBe(15 * 60);
  });

  it.each([
    ['the catalogue', '/api/catalog/movies/search?q=matrix'],
    ['the place search', '/api/places/geocode/search?q=galata'],
  ])('a search refused by %s’s per-minute limit says within a minute', async (_what, url) => {
    await c.partner.api({ url });
    const res = await c.partner.api({ url });
    expect(res.statusCode).toBe(429);
    expect(retryAfter(res)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(res)).toBeLessThanOrEqual(60);
  });
});

describe('isolation headers on every answer', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it.each([
    ['a JSON read', '/api/movies', true],
    ['a refusal', '/api/movies', false],
    ['a public answer', '/api/health', false],
    ['a page', '/login', false],
    ['an unknown path', '/yok/boyle-bir-yer', false],
  ])('%s carries CORP same-origin and Origin-Agent-Cluster', async (_what, url, signedIn) => {
    const res = signedIn ? await c.owner.api({ url }) : await app.inject({ url });
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
  });
});
