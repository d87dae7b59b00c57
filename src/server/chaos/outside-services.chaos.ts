import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { startFakes, type Fakes } from '../../../testing/fakes';
import { messages } from '../../shared/messages';
import { startFlakyProxy, type FlakyProxy, type ProxyMode } from './flaky-proxy';

/**
 * Outside services down, slow and answering garbage: every call ends within the configured
 * timeout with a Turkish error (never the generic 500), and answers cached before still come.
 */
const TIMEOUT_SECONDS = 1;

interface Service {
  name: string;
  setting: string;
  /** A search the fake answers, and one never asked before (so no cache can hide a failure). */
  url: (q: string) => string;
  known: string;
}

const services: Service[] = [
  { name: 'OMDb (movies)', setting: 'OMDB_BASE_URL', url: (q) => `/api/catalog/movies/search?q=${encodeURIComponent(q)}`, known: 'Inception' },
  { name: 'Google Books', setting: 'GOOGLE_BOOKS_BASE_URL', url: (q) => `/api/catalog/books/search?q=${encodeURIComponent(q)}`, known: 'Tutunamayanlar' },
  { name: 'YouTube', setting: 'YOUTUBE_API_BASE_URL', url: (q) => `/api/music/search?q=${encodeURIComponent(q)}`, known: 'Perfect' },
  { name: 'Google Geocoding', setting: 'GOOGLE_GEOCODING_BASE_URL', url: (q) => `/api/places/geocode/search?q=${encodeURIComponent(q)}`, known: 'Galata Kulesi' },
];

describe('outside services misbehave', () => {
  let fakes: Fakes;
  let app: FastifyInstance;
  let couple: Couple;
  const proxies = new Map<string, FlakyProxy>();

  beforeAll(async () => {
    fakes = await startFakes();
    const env: Record<string, string> = { ...fakes.env };
    for (const s of services) {
      const proxy = await startFlakyProxy(fakes.env[s.setting]);
      proxies.set(s.name, proxy);
      env[s.setting] = proxy.address(fakes.env[s.setting]);
    }
    app = await createTestApp({
      env: {
        ...env,
        OMDB_API_KEY: 'chaos',
        YOUTUBE_API_KEY: 'chaos',
        GOOGLE_MAPS_API_KEY: 'chaos',
        CATALOG_MAX_PER_MINUTE: '10000',
        OUTSIDE_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      },
    });
    couple = await createCouple(app);
  });
  afterAll(async () => {
    await app?.close();
    for (const p of proxies.values()) await p.close();
    await fakes?.close();
  });

  let n = 0;
  describe.each(services)('$name', (s) => {
    let cached: unknown;

    it('answers while the service is up (and the answer is cached)', async () => {
      proxies.get(s.name)!.mode = 'ok';
      const res = await couple.owner.api({ url: s.url(s.known) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().results.length).toBeGreaterThan(0);
      cached = res.json();
    });

    it.each<ProxyMode>(['down', 'slow', 'garbage', 'wrong-shape'])('%s: a Turkish error within the timeout, the cached answer still served', async (mode) => {
      proxies.get(s.name)!.mode = mode;
      const started = Date.now();
      const res = await couple.owner.api({ url: s.url(`hiç sorulmamış ${mode} ${++n}`) });
      const took = Date.now() - started;
      expect(took).toBeLessThan(TIMEOUT_SECONDS * 1000 + 1500);
      if (mode === 'wrong-shape' && res.statusCode === 200) {
        // A body of the wrong shape may read as "nothing found"; it must not crash or invent results.
        expect(res.json().results).toEqual([]);
      } else {
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        const error = res.json().error as string;
        expect(error).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
        expect(error).not.toBe(messages.http.server);
      }
      const again = await couple.owner.api({ url: s.url(s.known) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(cached);
    });
  });
});
