import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple } from '../testing/fixtures';

/**
 * The built front end is served by one route that looks each file up when asked (decision 029):
 * what a browser gets is the same as when every file had a route of its own.
 */
describe('the built front end, served from one route', () => {
  let app: FastifyInstance;
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-static-'));
  const dir = path.join(parent, 'client');
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Defterimiz</title></head><body></body></html>');
    for (let i = 0; i < 40; i++) fs.writeFileSync(path.join(dir, 'assets', `chunk-${i}.js`), `export const n = ${i};`);
    fs.writeFileSync(path.join(dir, 'assets', 'chunk-0.js.map'), '{"version":3}');
    fs.writeFileSync(path.join(parent, 'secret.txt'), 'not for the browser');
    app = await createTestApp({ configure: (config) => (config.clientDir = dir) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('takes one route however many files the build has, not one per file', () => {
    const outsideApi = app.routeList.filter((r) => !r.url.startsWith('/api') && !r.url.startsWith('/takvim') && r.method === 'GET');
    expect(outsideApi.length).toBeLessThan(5);
  });

  it('serves every file of the build, a hashed one immutable', async () => {
    const res = await app.inject({ url: '/assets/chunk-39.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export const n = 39;');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'HEAD', url: '/assets/chunk-1.js' })).statusCode).toBe(200);
  });

  it.each(['/', '/movies', '/memories?view=calendar', '/yilimiz/2025'])('%s gets the app shell, for GET and HEAD', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Defterimiz</title>');
    expect((await app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
  });

  it.each(['/api/nothing-here', '/%61pi/nothing-here', '/api'])('an unknown API path (%s) is closed to a visitor without a session (401)', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('<title>');
  });

  it('an unknown API path is a 404 for a member, never the shell', async () => {
    const { owner } = await createCouple(app);
    const res = await owner.api({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(expect.any(String));
  });

  // Another spelling of a file's name (its case, a slash) is no file either, on any filesystem.
  it.each(['/assets/missing-123.js', '/assets/chunk-0.js.map', '/assets/CHUNK-39.JS', '/assets/Chunk-39.js', '/assets/chunk-39.js/', '/assets//chunk-39.js'])(
    '%s is a 404 with the Turkish message, neither the shell nor a file',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual(expect.any(String));
      expect(res.body).not.toContain('<title>');
      expect(res.body).not.toContain('export const n');
    },
  );

  it('a file under 1 KB goes as the build left it, not compressed again at each request', async () => {
    const res = await app.inject({ url: '/assets/chunk-7.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export const n = 7;');
  });

  it.each(['/assets/'])('the folder %s is no listing but a 404', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
  });

  it.each(['/../secret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt'])(
    'a path out of the build (%s) never reaches a file beside it',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('not for the browser');
    },
  );
});
