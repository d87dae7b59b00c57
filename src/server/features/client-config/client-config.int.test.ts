import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';

describe('GET /api/client-config', () => {
  let t: FastifyInstance;
  let couple: Couple;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        YOUTUBE_API_KEY: 'gizli-youtube-anahtari',
        GOOGLE_MAPS_API_KEY: 'gizli-harita-anahtari',
        MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
        YOUTUBE_IFRAME_API_URL: 'http://127.0.0.1:9/iframe_api',
      },
    });
    couple = await createCouple(t);
  });
  afterAll(() => t.close());

  it('gives the configured addresses and says search works, without the keys', async () => {
    const res = await couple.owner.api({ method: 'GET', url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      map: { tileUrl: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' },
      youtube: { iframeApiUrl: 'http://127.0.0.1:9/iframe_api', playerHost: 'https://www.youtube-nocookie.com', searchEnabled: true },
    });
    expect(res.body).not.toContain('gizli');
  });

  it('sends the CSP that allows exactly those hosts', async () => {
    const res = await couple.owner.api({ method: 'GET', url: '/api/client-config' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    // 'self', the inline theme script's hash, the configured IFrame API script and the player API
    // path of its host: no other script source, not the whole host.
    expect(directives['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/), 'http://127.0.0.1:9/iframe_api', 'http://127.0.0.1:9/s/player/']);
    // Stylesheets of the app and the shell's one inline style, by its hash.
    expect(directives['style-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(directives['img-src']).toContain('http://127.0.0.1:9');
  });
});
