import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './testing/test-app';
import { createCouple } from './testing/fixtures';
import { actors, caseLabel, fillParams, runAccessCase, type AccessCase, type AccessWorld } from './testing/access-table';
import { messages } from '../shared/messages';

/**
 * Routes × actors. Every feature's `testing/access-cases/<feature>.ts` is picked up here by its folder; a route
 * registered without a case fails `every route has a case`.
 */
const modules = import.meta.glob<{ accessCases: AccessCase[] }>('./testing/access-cases/*.ts', { eager: true });
const cases: AccessCase[] = Object.values(modules).flatMap((m) => m.accessCases);

/** Open to signed-out visitors, and nothing else. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/session',
  'POST /api/auth/login',
  'POST /api/setup',
  'GET /api/invites/:token',
  'POST /api/invites/:token/accept',
];

/** Routes whose per-actor behaviour is proven in their own test instead of the table. */
const COVERED_ELSEWHERE: Record<string, string> = {
  'GET /api/events': 'a never-ending stream: platform/events/sse.int.test.ts',
  'POST /api/push/test': "posts to a push service: features/push/push.int.test.ts (another member's or couple's device is 404)",
};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('access table', () => {
  let app: FastifyInstance;
  let world: AccessWorld;
  let apiRoutes: { method: string; url: string; public: boolean }[];

  beforeAll(async () => {
    app = await createTestApp();
    world = { app, couple: await createCouple(app), other: await createCouple(app, ['Zeynep', 'Can']) };
    apiRoutes = app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  });
  afterAll(() => app.close());

  it('found the access cases of the features', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(2);
    expect(cases.length).toBeGreaterThan(0);
  });

  describe.each(cases.map((c) => [caseLabel(c), c] as const))('%s', (_label, c) => {
    it.each(actors.map((a) => [a, c.expect[a]] as const))('%s → %i', async (actor, status) => {
      const { res, prepared } = await runAccessCase(world, c, actor);
      expect(res.statusCode, res.body).toBe(status);
      if (status >= 400) expect(typeof res.json().error).toBe('string');
      if (status === 404) expect(res.json().error).not.toMatch(/forbidden|yetkiniz/i);
      await c.check?.({ res, actor, world, prepared });
    });
  });

  it('every case names a registered route', () => {
    const registered = new Set(apiRoutes.map(key));
    const unknown = cases.map((c) => `${c.method} ${c.route}`).filter((k) => !registered.has(k));
    expect(unknown, 'access cases for routes that do not exist').toEqual([]);
  });

  it('every registered /api route has a case (add it to testing/access-cases/<feature>.ts)', () => {
    const covered = new Set([...cases.map((c) => `${c.method} ${c.route}`), ...Object.keys(COVERED_ELSEWHERE)]);
    const missing = apiRoutes.map(key).filter((k) => !covered.has(k));
    expect(missing, 'routes without an access case').toEqual([]);
  });

  it('only the known routes are public', () => {
    const publicRoutes = apiRoutes.filter((r) => r.public).map(key).sort();
    expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('every other /api route answers 401 to a signed-out request, before looking at its input', async () => {
    const protectedRoutes = apiRoutes.filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const r of protectedRoutes) {
      const hasBody = !['GET', 'DELETE'].includes(r.method);
      const res = await app.inject({
        method: r.method as never,
        url: fillParams(r.url),
        ...(hasBody ? { payload: {} } : {}),
      });
      if (res.statusCode !== 401 || res.json().error !== messages.auth.notSignedIn) {
        wrong.push(`${key(r)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a stale or forged session cookie counts as signed out', async () => {
    const res = await app.inject({ url: '/api/space/members', headers: { cookie: 'defterimiz_session=forged-token' } });
    expect(res.statusCode).toBe(401);
  });
});
