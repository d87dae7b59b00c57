import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { fillParams } from '../testing/access-table';
import { messages } from '../../shared/messages';
import { validationMessages } from '../../shared/validation-words';

/** Every route that takes a body answers broken input with 400 and a Turkish message, never 500. */
describe('malformed bodies on every route', () => {
  let app: FastifyInstance;
  let couple: Couple;
  let bodyRoutes: { method: string; url: string }[];

  beforeAll(async () => {
    app = await createTestApp();
    couple = await createCouple(app);
    bodyRoutes = app.routeList.filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH'].includes(r.method));
  });
  afterAll(() => app.close());

  const bodies: [string, string, string][] = [
    ['truncated JSON', '{"a":', 'application/json'],
    ['not JSON at all', 'merhaba', 'application/json'],
    ['JSON with a trailing comma', '{"a":1,}', 'application/json'],
  ];

  it.each(bodies)('%s gets 400 { error } on every POST/PUT/PATCH route', async (_what, payload, contentType) => {
    expect(bodyRoutes.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const r of bodyRoutes) {
      const res = await couple.owner.api({
        method: r.method as never,
        url: fillParams(r.url),
        payload,
        headers: { 'content-type': contentType },
      });
      const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
      if (res.statusCode !== 400 || body?.error !== validationMessages.invalidBody) {
        wrong.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a body over the size limit gets 413 with a Turkish message', async () => {
    const res = await couple.owner.api({
      method: 'PATCH',
      url: '/api/settings/profile',
      payload: JSON.stringify({ displayName: 'x'.repeat(100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: messages.http.tooLarge });
  });

  it('the session still works after all that', async () => {
    expect((await couple.owner.api({ url: '/api/session' })).json().me.id).toBe(couple.owner.id);
  });
});
