/**
 * The browser tests' server: the real app (buildApp) on E2E_PORT over an in-memory PGlite,
 * pointed at the fake outside services, plus a control server on E2E_CONTROL_PORT that the
 * Playwright fixtures use to write couples and sessions straight to the database and to start
 * fresh, empty app instances (for first-run setup and keyless mode).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, wrapPglite } from '../../src/server/db/client';
import { addMemberToSpace, createSpaceWithOwner } from '../../src/server/features/account/repo';
import { createSession } from '../../src/server/platform/auth/sessions';
import { hashPassword } from '../../src/server/platform/passwords';
import { startFakes } from '../../testing/fakes';
import { E2E_CONTROL_PORT, E2E_PORT, E2E_PASSWORD } from './ports';
import { closePushService, MovableClock, pushesTo, pushSettings, subscribePhone } from './time-and-push';

const template = await PGlite.create();
await migrateDatabase(wrapPglite(template));
const fakes = await startFakes();
const passwordHash = await hashPassword(E2E_PASSWORD);
const dataDir = `/tmp/defterimiz-e2e-${process.pid}`;

/**
 * PGlite's clone() takes 2–5 s on a busy 2-core machine (a new instance restores the whole data
 * directory). A test asking for a fresh app used to wait for it on its own clock (the first-run
 * test ran past 30 s), so one clone is always made ahead, in the background, after the last.
 */
let spare: Promise<PGlite> | null = null;
function takeClone(): Promise<PGlite> {
  const ready = spare ?? (template.clone() as Promise<PGlite>);
  spare = ready.then(() => template.clone() as Promise<PGlite>);
  spare.catch(() => undefined);
  return ready;
}

/** A fresh app may ask for a clock the test moves and for the local push service (e2e/harness/time-and-push.ts). */
interface AppExtras {
  clock?: boolean;
  push?: boolean;
}
const clocks = new Map<FastifyInstance, MovableClock>();

async function startApp(port: number, env: Record<string, string> = {}, extras: AppExtras = {}) {
  const clock = extras.clock ? new MovableClock() : null;
  const push = extras.push ? await pushSettings() : null;
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    OMDB_API_KEY: 'e2e-key',
    ...fakes.env,
    ...push?.env,
    ...env,
  });
  const database = wrapPglite(await takeClone());
  const app = await buildApp({ config, database, now: clock?.now, push: push?.push });
  if (clock) clocks.set(app, clock);
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

const main = await startApp(E2E_PORT);
const extra: FastifyInstance[] = [];
let counter = 0;

async function makeCouple(app: FastifyInstance, names: string[], seed = false) {
  const n = ++counter;
  const tag = `${Date.now().toString(36)}${n}`;
  const { space, user } = await createSpaceWithOwner(app.ctx.db, {
    name: 'Defterimiz',
    email: `sahip-${tag}@example.com`,
    passwordHash,
    togetherSince: '2024-02-03',
  });
  const partner = await addMemberToSpace(app.ctx.db, {
    spaceId: space.id,
    email: `partner-${tag}@example.com`,
    passwordHash,
    name: names[1] ?? 'Mehmet',
    maxMembers: 2,
  });
  const { db } = app.ctx;
  const { users } = await import('../../src/server/db/schema');
  const { eq } = await import('drizzle-orm');
  await db.update(users).set({ displayName: names[0] ?? 'Ayşe' }).where(eq(users.id, user.id));
  // A month long: a test that moves its app's clock a day or two ahead keeps its sessions.
  const session = async (id: string) => (await createSession(db, id, app.ctx.now(), 30)).token;
  if (seed) await seedFeatures(app, space, [{ ...user, displayName: names[0] ?? 'Ayşe' }, partner]);
  return {
    spaceId: space.id,
    owner: { id: user.id, email: user.email, name: names[0] ?? 'Ayşe', password: E2E_PASSWORD, token: await session(user.id) },
    partner: { id: partner.id, email: partner.email, name: names[1] ?? 'Mehmet', password: E2E_PASSWORD, token: await session(partner.id) },
  };
}

/** The demo seed's sample records (every feature but account) in the couple's space. */
async function seedFeatures(app: FastifyInstance, space: { id: string; name: string; togetherSince: string }, members: { id: string; email: string; displayName: string }[]) {
  const { seeders } = await import('../../src/server/seed/demo');
  const ctx = { db: app.ctx.db, space, members, now: new Date() };
  for (const seeder of seeders) if (seeder.feature !== 'account') await seeder.run(ctx);
}

/**
 * The movie game's answer of today (or of a past `day`) for a space, from the database through the game's own repo
 * (never an app route; it picks the day's title when the page has not yet), with pool titles that
 * are not the answer for wrong guesses (their titles, and their ids in the same order).
 */
async function gameAnswer(app: FastifyInstance, spaceId: string, pastDay?: string) {
  const { OfflineCatalog } = await import('../../src/server/catalog/offline');
  const { gamePool } = await import('../../src/server/features/movie-game/pool');
  const { openDay, spaceToday } = await import('../../src/server/features/movie-game/service');
  const day = await openDay(app, spaceId, pastDay ?? (await spaceToday(app, spaceId)), !pastDay);
  const offline = new OfflineCatalog();
  const title = async (id: string) => {
    const d = (await offline.details(id))!;
    return d.titleTr ?? d.title;
  };
  const answer = await title(day.imdbId);
  // Its year tells it from a title of the same name (the catalogue has remakes: 'The Ladykillers' 1955 and 2004).
  const year = (await offline.details(day.imdbId))!.year;
  const wrong: string[] = [];
  const wrongIds: string[] = [];
  for (const id of gamePool().all) {
    const t = await title(id);
    if (id !== day.imdbId && !t.includes(answer) && !answer.includes(t)) {
      wrong.push(t);
      wrongIds.push(id);
    }
  }
  return { imdbId: day.imdbId, title: answer, year, number: day.number, wrong, wrongIds };
}

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        resolve(body ? JSON.parse(body) : {});
      } catch (err) {
        reject(err);
      }
    });
  });
}

const apps = new Map<string, FastifyInstance>();

/** Another app instance on a free port, with its own database (a clone of the empty template). */
async function startExtra(env: Record<string, string>, extras: AppExtras = {}): Promise<string> {
  const app = await startApp(0, env, extras);
  extra.push(app);
  const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  apps.set(baseURL, app);
  return baseURL;
}

/**
 * One app per distinct env, started on first ask and shared by every test (of every worker)
 * asking for the same env until the harness stops: tests that make their own couple in it need
 * no database of their own, and no longer wait for a clone, a start and a close each.
 */
const shared = new Map<string, Promise<string>>();
function sharedApp(env: Record<string, string>): Promise<string> {
  const key = JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
  let baseURL = shared.get(key);
  if (!baseURL) {
    baseURL = startExtra(env);
    baseURL.catch(() => shared.delete(key));
    shared.set(key, baseURL);
  }
  return baseURL;
}
const appFor = (baseURL: unknown) => (typeof baseURL === 'string' && apps.get(baseURL)) || main;

const control = http.createServer(async (req, res) => {
  try {
    const body = await readJson(req);
    let result: unknown;
    if (req.method === 'POST' && req.url === '/couple') {
      result = await makeCouple(appFor(body.baseURL), (body.names as string[]) ?? [], body.seed === true);
    } else if (req.method === 'POST' && req.url === '/game-answer') {
      result = await gameAnswer(appFor(body.baseURL), String(body.spaceId), body.day ? String(body.day) : undefined);
    } else if (req.method === 'POST' && req.url === '/fresh-app') {
      result = { baseURL: await startExtra((body.env as Record<string, string>) ?? {}, { clock: body.clock === true, push: body.push === true }) };
    } else if (req.method === 'POST' && req.url === '/shared-app') {
      result = { baseURL: await sharedApp((body.env as Record<string, string>) ?? {}) };
    } else if (req.method === 'POST' && req.url === '/clock') {
      // Only a fresh app that asked for a clock: the shared apps' time is everyone's.
      const clock = clocks.get(appFor(body.baseURL));
      if (!clock) throw new Error('this app has no movable clock (startFreshApp({ clock: true }))');
      clock.set(new Date(String(body.at)));
      result = { now: new Date(String(body.at)).toISOString() };
    } else if (req.method === 'POST' && req.url === '/run-nudges') {
      const { runNudges } = await import('../../src/server/features/notifications/nudges');
      const { dailyNudges } = await import('../../src/server/features');
      result = { made: await runNudges(appFor(body.baseURL), dailyNudges) };
    } else if (req.method === 'POST' && req.url === '/push-subscribe') {
      result = { endpoint: await subscribePhone(appFor(body.baseURL), String(body.token)) };
    } else if (req.method === 'POST' && req.url === '/pushes') {
      result = { pushes: await pushesTo(appFor(body.baseURL), String(body.endpoint)) };
    } else if (req.method === 'POST' && req.url === '/close-app') {
      // A fresh app holds a whole in-memory database: closed when its test ends (e2e/fixtures.ts).
      const app = apps.get(String(body.baseURL));
      if (app) {
        apps.delete(String(body.baseURL));
        clocks.delete(app);
        extra.splice(extra.indexOf(app), 1);
        await app.close();
      }
      result = { closed: Boolean(app) };
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
  } catch (err) {
    console.error(err);
    res.writeHead(500).end(String(err));
  }
});
// Node's fetch keeps the socket for 4 s; the server's default 5 s let a reused socket be closed
// under a request now and then (ECONNRESET in a test's control call): the client closes first.
control.keepAliveTimeout = 65_000;
control.listen(E2E_CONTROL_PORT, '127.0.0.1');

const stop = async () => {
  control.close();
  await Promise.all([main, ...extra].map((a) => a.close()));
  await (await spare?.catch(() => null))?.close();
  await template.close();
  await fakes.close();
  await closePushService();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
console.log(`e2e app on http://127.0.0.1:${E2E_PORT}, control on ${E2E_CONTROL_PORT}`);
