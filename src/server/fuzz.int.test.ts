import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { createTestApp } from './testing/test-app';
import { createCouple, sessionCookie, type Couple } from './testing/fixtures';
import { fillParams, type AccessCase, type AccessWorld } from './testing/access-table';
import { fuzzBodies, fuzzQuery, type FuzzBody } from './testing/fuzz-bodies';
import { startFakes, type Fakes } from '../../testing/fakes';
import { validationMessages } from '../shared/validation-words';

/**
 * Breaks the server on purpose: every /api route that takes a body gets generated bodies (wrong
 * types, huge strings, deep nesting, unicode, prototype-pollution keys, broken JSON), every GET
 * route generated query strings. Nothing may answer 5xx; every refusal is a 4xx with a Turkish
 * `{ error }`; the process stays healthy and Object.prototype untouched.
 */
const modules = import.meta.glob<{ accessCases: AccessCase[] }>('./testing/access-cases/*.ts', { eager: true });
const cases: AccessCase[] = Object.values(modules).flatMap((m) => m.accessCases);

const TOTAL_BODIES = 10_000;
const QUERIES_PER_GET = 40;
const NOT_JSON_RUNS = 20;
// A fixed seed keeps a run repeatable; FUZZ_SEED=<n> explores other corners.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Turkish: one of its letters, and none of the English words a library's own message would have. */
const looksTurkish = (s: string) =>
  (/[çğıöşüÇĞİÖŞÜ]/.test(s) || /\b(bir|bu|en|zaten|olabilir|olmalı|girin|değil)\b/i.test(s)) &&
  !/\b(expected|invalid|required|received|must|unexpected|body|error|undefined|null|string|number|boolean|object|array)\b/i.test(s);

function problem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let error: unknown;
  try {
    error = (res.json() as { error?: unknown }).error;
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 120)}`;
  }
  if (typeof error !== 'string' || !looksTurkish(error)) return `${res.statusCode} not a Turkish error: ${res.body.slice(0, 160)}`;
  return null;
}

/** fast-check's report repeats the whole counterexample (up to 300 KB): keep the property's own message. */
let lastProblem = '';
const ownMessage = (e: unknown) => (lastProblem || String(e)).slice(0, 600);

const preview = (b: FuzzBody) => (b.raw.length > 160 ? `${b.raw.slice(0, 160)}… (${b.raw.length} chars)` : b.raw);

describe('fuzz: generated bodies never break the server', () => {
  let app: FastifyInstance;
  let world: AccessWorld;
  let couple: Couple;
  let spare: Couple;
  let fakes: Fakes;

  beforeAll(async () => {
    // The outside services answer (local fakes with keys), so a 5xx can only be the server's own.
    // Limits high enough that the fuzz reaches the routes behind them (the limiters have their own tests).
    fakes = await startFakes();
    app = await createTestApp({
      env: {
        ...fakes.env,
        OMDB_API_KEY: 'fuzz',
        YOUTUBE_API_KEY: 'fuzz',
        GOOGLE_MAPS_API_KEY: 'fuzz',
        LOGIN_MAX_PER_IP: '100000',
        LOGIN_MAX_PER_EMAIL: '100000',
        CATALOG_MAX_PER_MINUTE: '100000',
      },
    });
    couple = await createCouple(app);
    world = { app, couple, other: await createCouple(app, ['Zeynep', 'Can']) };
    spare = await createCouple(app, ['Ayşe', 'Mert']);
  });
  afterAll(async () => {
    await app.close();
    await fakes.close();
  });

  /** A URL naming real records (from the access case's setup) and a body of the right shape. */
  async function target(method: string, route: string) {
    const c = cases.find((x) => x.method === method && x.route === route);
    const prepared = c?.setup ? await c.setup(world) : { url: fillParams(route), payload: c?.payload };
    const sample = prepared.payload && typeof prepared.payload === 'object' && !Array.isArray(prepared.payload) ? (prepared.payload as Record<string, unknown>) : undefined;
    return { url: prepared.url, sample };
  }

  /**
   * Sign-out routes end the session they are sent with: a logout gets a fresh one each time, and
   * 'Tüm cihazlardan çıkış yap' (every session of its member) one of a member no other step uses.
   */
  async function cookieFor(route: string) {
    if (/\/account\/sessions$/.test(route)) return sessionCookie(app, spare.owner.id, 1);
    return /logout$/.test(route) ? sessionCookie(app, couple.owner.id, 1) : couple.owner.cookie;
  }

  it(`${TOTAL_BODIES}+ bodies over every route that takes one, and query strings over every GET`, { timeout: 240_000 }, async () => {
    const routes = app.routeList.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/events' && !['HEAD', 'OPTIONS'].includes(r.method));
    const withBody = routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    const gets = routes.filter((r) => r.method === 'GET');
    // DELETE, photo uploads and list-import files take no JSON: a few bodies each prove they ignore or refuse one.
    const notJson = (r: { method: string; url: string }) => r.method === 'DELETE' || /photos?$|list-import\/(preview|apply)$/.test(r.url);
    const jsonRoutes = withBody.filter((r) => !notJson(r));
    expect(jsonRoutes.length).toBeGreaterThan(20);
    const perRoute = Math.ceil(TOTAL_BODIES / jsonRoutes.length);
    let jsonSent = 0;
    const failures: string[] = [];
    let sent = 0;

    for (const r of withBody) {
      const started = Date.now();
      const { url, sample } = await target(r.method, r.url);
      try {
        await fc.assert(
          fc.asyncProperty(fuzzBodies(sample), async (body) => {
            sent++;
            if (!notJson(r)) jsonSent++;
            const res = await app.inject({
              method: r.method as HTTPMethods,
              url,
              payload: body.raw,
              headers: { 'content-type': body.contentType, cookie: await cookieFor(r.url) },
            });
            const p = problem(res);
            if (p) throw new Error((lastProblem = `${r.method} ${r.url}: ${p}\n  body: ${preview(body)}`));
          }),
          { numRuns: notJson(r) ? NOT_JSON_RUNS : perRoute, seed: SEED, endOnFailure: true },
        );
      } catch (e) {
        failures.push(ownMessage(e));
      }
      if (process.env.FUZZ_TIMES) console.log(`${r.method} ${r.url} ${Date.now() - started} ms`);
    }

    for (const r of gets) {
      const { url } = await target('GET', r.url);
      try {
        await fc.assert(
          fc.asyncProperty(fuzzQuery, async (query) => {
            const res = await app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${query}`, headers: { cookie: couple.owner.cookie } });
            const p = problem(res);
            if (p) throw new Error((lastProblem = `GET ${r.url}?${query}: ${p}`));
          }),
          { numRuns: QUERIES_PER_GET, seed: SEED, endOnFailure: true },
        );
      } catch (e) {
        failures.push(ownMessage(e));
      }
    }

    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(jsonSent).toBeGreaterThanOrEqual(TOTAL_BODIES);
    expect(sent).toBeGreaterThan(jsonSent);
  });

  // What the fuzz found, kept as plain cases so they read as rules.
  it('a NUL character (PostgreSQL text cannot hold it) is a 400 that saves nothing', async () => {
    const before = (await couple.owner.api({ url: '/api/quotes' })).json().quotes.length;
    const res = await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'a\u0000b', author: 'Ayşe' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(validationMessages.invalidCharacter);
    expect((await couple.owner.api({ url: '/api/quotes' })).json().quotes.length).toBe(before);
  });

  it('year 0000 is not a date (JavaScript parses it, PostgreSQL does not)', async () => {
    const res = await couple.owner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: 'Yeni Gün', date: '0000-01-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(validationMessages.date);
  });

  it('zod’s own messages, which name its types, never reach a person', async () => {
    // isAnonymous has no message of its own: zod would say "Geçersiz değer: beklenen boolean, alınan string".
    const res = await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Bir söz', isAnonymous: 'evet' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(validationMessages.invalidBody);
  });

  it('the process is still healthy, and nothing reached Object.prototype', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const res = await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Hâlâ ayaktayız', author: 'Ayşe' } });
    expect(res.statusCode).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
