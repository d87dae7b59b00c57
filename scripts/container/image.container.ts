import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage, ensureBaseImage, freePort, podman, podmanOk, RUN_OPTIONS, waitUntil } from './podman';

/**
 * The image as a self-hoster runs it: built from the Dockerfile unchanged, one volume, a secret
 * file, PUID/PGID. Proves: healthy within 60 s, /setup makes the space, it survives a clean
 * restart and a SIGKILL, the server is not root, an _FILE secret is read.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tag = 'localhost/defterimiz:test';
const name = `defterimiz-test-${process.pid}`;
const volume = `${name}-data`;
const OMDB_KEY = 'omdb-key-from-a-secret-file';
const owner = { name: 'Ayşe', email: 'ayse@example.com', password: 'konteyner-sifresi-1', togetherSince: '2020-02-14' };

let port = 0;
let base = '';
let secrets = '';
const omdbKeysSeen: string[] = [];
let omdb: http.Server;
const timings: Record<string, number> = {};

const inContainer = (args: string[]) => podmanOk(['exec', name, ...args]);
const healthy = () => podman(['healthcheck', 'run', name]).code === 0;

async function login() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

beforeAll(async () => {
  timings.base = ensureBaseImage() === 'built' ? -1 : 0;
  timings.buildSeconds = buildImage(root, tag);
  // A local OMDb that remembers the key it was called with (nothing reaches the internet).
  omdb = http.createServer((req, res) => {
    omdbKeysSeen.push(new URL(req.url!, 'http://x').searchParams.get('apikey') ?? '');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ Search: [{ Title: 'Konteyner', Year: '2001', imdbID: 'tt0000001', Type: 'movie', Poster: 'N/A' }], totalResults: '1', Response: 'True' }));
  });
  const omdbPort = await freePort();
  await new Promise<void>((r) => omdb.listen(omdbPort, '127.0.0.1', r));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  secrets = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-secrets-'));
  fs.writeFileSync(path.join(secrets, 'omdb_api_key'), `${OMDB_KEY}\n`);
  fs.chmodSync(secrets, 0o755);
  podman(['rm', '-f', name]);
  podman(['volume', 'rm', '-f', volume]);
  podmanOk([
    'run', '-d', '--name', name, ...RUN_OPTIONS,
    '-v', `${volume}:/data`,
    '-v', `${secrets}:/run/secrets:ro`,
    '-e', `PORT=${port}`, '-e', 'HOST=127.0.0.1', '-e', 'PUID=1234', '-e', 'PGID=1234',
    '-e', 'OMDB_API_KEY_FILE=/run/secrets/omdb_api_key', '-e', `OMDB_BASE_URL=http://127.0.0.1:${omdbPort}`,
    '-e', 'REMINDER_INTERVAL_MINUTES=0',
    tag,
  ]);
}, 1_800_000);

afterAll(() => {
  if (podman(['container', 'exists', name]).code === 0 && process.env.CONTAINER_TEST_KEEP !== '1') {
    podman(['rm', '-f', '-t', '0', name]);
    podman(['volume', 'rm', '-f', volume]);
  }
  omdb?.close();
  if (secrets) fs.rmSync(secrets, { recursive: true, force: true });
  console.log(`[container] ${JSON.stringify(timings)}`);
});

describe('the container image', () => {
  it('is healthy (its own HEALTHCHECK) within 60 s of starting', async () => {
    timings.healthySeconds = await waitUntil('healthy', 60, healthy);
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite', version: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version, backup: { result: 'none' } });
  });

  it('runs the server as PUID:PGID, never root, and gives it the /data volume', () => {
    const status = inContainer(['cat', '/proc/1/status']);
    expect(status).toMatch(/^Uid:\s+1234\s+1234\s+1234\s+1234$/m);
    expect(status).toMatch(/^Gid:\s+1234\s+1234\s+1234\s+1234$/m);
    expect(inContainer(['cat', '/proc/1/cmdline']).split('\0')).toEqual(['node', '--max-semi-space-size=4', 'dist/server/main.js', '']);
    expect(inContainer(['stat', '-c', '%u:%g', '/data', '/data/db'])).toBe('1234:1234\n1234:1234');
  });

  it('makes the space through /setup', async () => {
    expect(await (await fetch(`${base}/api/session`)).json()).toMatchObject({ needsSetup: true });
    const res = await fetch(`${base}/api/setup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
    expect(res.status).toBe(201);
    expect((await res.json()).me).toMatchObject({ displayName: owner.name });
    // A page of the built front end is served too.
    expect(await (await fetch(`${base}/setup`)).text()).toContain('<div id="root">');
  });

  it('reads OMDB_API_KEY from its _FILE secret', async () => {
    const res = await fetch(`${base}/api/catalog/movies/search?q=konteyner`, { headers: { cookie: await login() } });
    const body = await res.text();
    const why = `${res.status} ${body}; OMDb saw ${JSON.stringify(omdbKeysSeen)}; log:\n${podmanOk(['logs', '--tail', '30', name])}`;
    expect(res.status, why).toBe(200);
    expect(JSON.parse(body).results[0], why).toMatchObject({ title: 'Konteyner' });
    expect(omdbKeysSeen).toContain(OMDB_KEY);
    expect(podmanOk(['logs', name])).not.toContain(OMDB_KEY);
  });

  it('stops cleanly on SIGTERM and keeps the space across a restart', async () => {
    const started = Date.now();
    podmanOk(['stop', '-t', '30', name]);
    timings.stopSeconds = (Date.now() - started) / 1000;
    expect(podmanOk(['inspect', name, '--format', '{{.State.ExitCode}}'])).toBe('0');
    expect(timings.stopSeconds).toBeLessThan(10);
    podmanOk(['start', name]);
    timings.restartHealthySeconds = await waitUntil('healthy after restart', 60, healthy);
    expect(await (await fetch(`${base}/api/session`)).json()).toMatchObject({ needsSetup: false });
    await login();
  });

  it('starts again right after a SIGKILL (the data-directory lock never blocks)', async () => {
    podmanOk(['kill', '--signal', 'KILL', name]);
    await waitUntil('stopped', 30, () => podmanOk(['inspect', name, '--format', '{{.State.Running}}']) === 'false');
    podmanOk(['start', name]);
    timings.afterKillHealthySeconds = await waitUntil('healthy after SIGKILL', 60, healthy);
    await login();
  });
});
