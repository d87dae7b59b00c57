import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabaseName } from '../testing/test-database';

/**
 * The server is killed with SIGKILL while two members write quotes as fast as they can. After a
 * restart on the same data, every write that was answered 2xx is there. PGlite always; PostgreSQL
 * too when TEST_DATABASE_URL is set (a throwaway database is made and dropped).
 */
const PORT = Number(process.env.CHAOS_PORT ?? 4263);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = 3;
const PASSWORD = 'kaza-sifresi-123';
const members = ['kaza1@example.com', 'kaza2@example.com'];

const node = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

async function waitForHealth(child: ChildProcess, log: () => string) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not come up:\n${log()}`);
}

function startServer(env: Record<string, string>) {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', REMINDER_INTERVAL_MINUTES: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, log: () => out };
}

async function login(email: string) {
  const res = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Writes until told to stop or the server is gone; returns the texts answered 2xx. */
async function writeLoop(cookie: string, tag: string, stop: { now: boolean; acked: number }) {
  const acked: string[] = [];
  for (let n = 0; !stop.now; n++) {
    const text = `${tag} yazı ${n}`;
    try {
      const res = await fetch(`${BASE}/api/quotes`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ text, author: tag }) });
      if (!res.ok && process.env.CHAOS_DEBUG) console.log(tag, res.status, await res.text());
      if (res.ok) {
        acked.push(text);
        stop.acked++;
      }
    } catch {
      return acked; // connection gone: the server was killed
    }
  }
  return acked;
}

const kinds = [{ kind: 'pglite' as const }, ...(process.env.TEST_DATABASE_URL ? [{ kind: 'postgres' as const }] : [])];

describe.each(kinds)('SIGKILL during writes ($kind)', ({ kind }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-crash-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const dbName = `defterimiz_crash_${process.pid}`;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      env.DATABASE_URL = withDatabaseName(process.env.TEST_DATABASE_URL!, dbName);
    }
    const first = node(['src/server/cli/main.ts', 'user:add', '--email', members[0], '--password', PASSWORD, '--name', 'Deniz', '--together-since', '2024-01-01'], env);
    expect(first.status, first.stderr).toBe(0);
    const second = node(['src/server/cli/main.ts', 'user:add', '--email', members[1], '--password', PASSWORD, '--name', 'Ege', '--partner-of', members[0]], env);
    expect(second.status, second.stderr).toBe(0);
  });

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it(`every acknowledged write survives ${ROUNDS} kills`, async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = startServer(env);
      await waitForHealth(server.child, server.log);
      const cookies = await Promise.all(members.map(login));

      // Everything acknowledged before the earlier kills is there after the restart.
      const listed = new Set(((await (await fetch(`${BASE}/api/quotes`, { headers: { cookie: cookies[0] } })).json()) as { quotes: { text: string }[] }).quotes.map((q) => q.text));
      expect(acknowledged.filter((t) => !listed.has(t)), server.log()).toEqual([]);

      const stop = { now: false, acked: 0 };
      const loops = cookies.map((c, i) => writeLoop(c, `r${round}c${i}`, stop));
      // Kill mid-stream: once some writes were answered, at a different moment each round.
      const until = Date.now() + 15_000;
      while (Date.now() < until && stop.acked < 10) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 300 + round * 350));
      server.child.kill('SIGKILL');
      const results = await Promise.race([
        Promise.all(loops),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the writers did not notice the kill')), 15_000)),
      ]);
      stop.now = true;
      await exited(server.child);
      for (const acked of results) {
        expect(acked.length).toBeGreaterThan(0);
        acknowledged.push(...acked);
      }
    }

    const server = startServer(env);
    await waitForHealth(server.child, server.log);
    const cookie = await login(members[1]);
    const listed = new Set(((await (await fetch(`${BASE}/api/quotes`, { headers: { cookie } })).json()) as { quotes: { text: string }[] }).quotes.map((q) => q.text));
    expect(acknowledged.filter((t) => !listed.has(t))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 2);
    server.child.kill('SIGTERM');
    await exited(server.child);
  });
});
