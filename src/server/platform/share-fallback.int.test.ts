import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';

/** No service worker took the share sheet's POST: a Turkish page says so (never a raw 404 or 415). */
describe('share target without a service worker', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nmerhaba\r\n--x--\r\n'],
    ['application/x-www-form-urlencoded', 'text=merhaba'],
    ['text/plain', 'merhaba'],
  ])('%s → 303 to /paylas?hata=1, the body unread', async (contentType, payload) => {
    const res = await app.inject({ method: 'POST', url: '/paylas', headers: { 'content-type': contentType, 'sec-fetch-site': 'none' }, payload });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/paylas?hata=1');
  });

  it('another site cannot post to it', async () => {
    const res = await app.inject({ method: 'POST', url: '/paylas', headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, payload: 'x' });
    expect(res.statusCode).toBe(403);
  });
});
