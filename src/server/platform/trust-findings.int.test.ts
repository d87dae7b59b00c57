import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { capturedLogger } from '../testing/log-capture';
import { addMemberToSpace } from '../features/account/repo';
import { messages } from '../../shared/messages';
import { validationMessages } from '../../shared/validation-words';

/** Attacks from the issue-18 review that need no special set-up: each was a hole before. */
describe('deny by default, on the routed path', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each(['/%61pi/client-config', '/%61%70%69/movies', '/api/%6dovies', '/%61pi/yok'])('GET %s without a session is 401', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.auth.notSignedIn });
  });
});

describe('numbers and dates from the query that the database cannot hold', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
  });
  afterAll(() => app.close());
  const cursor = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
  const id = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['likes above 2^31', [2 ** 31, '2024-01-01', id]],
    ['likes far above', [Number.MAX_SAFE_INTEGER, '2024-01-01', id]],
    ['negative likes', [-1, '2024-01-01', id]],
    ['year 0', [1, '0000-01-01', id]],
  ])('a likes cursor with %s is a 400 in Turkish', async (_what, key) => {
    const res = await c.owner.api({ url: `/api/memories?sort=likes&cursor=${cursor(key)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.invalidBody });
  });

  it.each(['0000-01', '0000-12'])('calendar month=%s is a 400 in Turkish', async (month) => {
    const res = await c.owner.api({ url: `/api/memories/calendar?month=${month}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Geçerli bir ay girin.' });
  });

  it('the edges that are real answer 200', async () => {
    expect((await c.owner.api({ url: '/api/memories/calendar?month=0001-01' })).statusCode).toBe(200);
    expect((await c.owner.api({ url: '/api/memories/calendar?month=9999-12' })).statusCode).toBe(200);
    const top = cursor([2 ** 31 - 1, '2024-01-01', id]);
    expect((await c.owner.api({ url: `/api/memories?sort=likes&cursor=${top}` })).statusCode).toBe(200);
    expect((await c.owner.api({ url: '/api/music?date=0000-01-01' })).statusCode).toBe(400);
  });
});

describe('invites', () => {
  it('at most one lives per space: a new link ends the old one', async () => {
    const app = await createTestApp({ env: { MAX_SPACE_MEMBERS: '3' } });
    try {
      const c = await createCouple(app);
      const first = (await c.owner.api({ method: 'POST', url: '/api/invites' })).json().token;
      const second = (await c.partner.api({ method: 'POST', url: '/api/invites' })).json().token;
      expect((await app.inject({ url: `/api/invites/${first}` })).statusCode).toBe(404);
      const join = await app.inject({
        method: 'POST',
        url: `/api/invites/${first}/accept`,
        payload: { name: 'Üç', email: 'uc@example.com', password: 'uzun-sifre-1' },
      });
      expect(join.statusCode).toBe(404);
      expect((await app.inject({ url: `/api/invites/${second}` })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('all end when the space is full, however it filled up', async () => {
    const app = await createTestApp({ env: { MAX_SPACE_MEMBERS: '3' } });
    try {
      const c = await createCouple(app);
      const link = (await c.owner.api({ method: 'POST', url: '/api/invites' })).json().token;
      // The third member comes in another way (the CLI's user:create --partner-of).
      await addMemberToSpace(app.ctx.db, { spaceId: c.spaceId, email: 'uc@example.com', passwordHash: 'x', name: 'Üç', maxMembers: 3 });
      expect((await app.inject({ url: `/api/invites/${link}` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('hold the route, never the query string, path values or a failed query’s parameters', async () => {
    const { lines, logger } = capturedLogger('info');
    const app = await createTestApp({ logger });
    try {
      const c = await createCouple(app);
      await c.owner.api({ url: '/api/places/geocode/reverse?lat=41.0082&lng=28.9784' });
      await c.owner.api({ url: '/api/places/geocode/search?q=Moda%20Caddesi%2012' });
      await c.owner.api({ url: '/api/memories/calendar?month=2024-05&category=gizli-kategori' });
      await c.owner.api({ url: `/api/movies/${'7'.repeat(8)}-aaaa-4aaa-8aaa-${'a'.repeat(12)}` });
      // A failed query through the app's logger (as an unexpected 500 would log it).
      const failed = await app.ctx.db.execute(sql`select ${'gizli-deger-123'}::int`).catch((err: unknown) => err);
      app.log.error({ err: failed }, 'unexpected error');

      const text = lines.join('');
      const urls = lines.map((l) => JSON.parse(l)).flatMap((e) => (e.req?.url ? [e.req.url as string] : []));
      expect(urls).toContain('/api/places/geocode/reverse');
      expect(urls).toContain('/api/movies/:id');
      expect(text).toContain('Failed query');
      for (const secret of ['41.0082', '28.9784', 'Moda', 'gizli-kategori', '77777777', 'gizli-deger-123']) expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
