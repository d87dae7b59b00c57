import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { users } from '../db/schema';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { verifyPassword } from '../platform/passwords';
import { createTestApp } from '../testing/test-app';
import { testDatabaseUrl, testDbKind } from '../testing/test-database';

const run = promisify(execFile);

/** `npx tsx src/server/cli/main.ts …` as a person would run it, over a temporary PGlite data dir. */
async function cli(args: string[], dataDir: string, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/server/cli/main.ts', ...args], { env, cwd: process.cwd(), timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// The PGlite runs are the same in both passes; the PostgreSQL pass runs the DATABASE_URL case instead.
// A real process (tsx compile + a fresh PGlite directory) can take long on a busy 2-core
// machine: the test waits as long as the child may run.
describe.skipIf(testDbKind === 'postgres')('npm run cli (a real process, PGlite)', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('--help lists the commands and exits 0 without opening the database', async () => {
    const r = await cli(['--help'], dataDir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('user:add');
    expect(r.stdout).toContain('user:password');
    expect(r.stdout).toContain('seed:demo');
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('bad options exit 1 with the Turkish message first', async () => {
    const r = await cli(['user:add', '--email', 'ayse@example.com', '--password', 'kisa', '--name', 'Ayşe'], dataDir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--password: Şifre en az 8 karakter olmalıdır. / must be 8 to 200 characters');
  });

  it('user:add creates the member in the PGlite data directory and releases it', async () => {
    const r = await cli(
      ['user:add', '--email', 'Ayse@Example.com', '--password', 'cli-sifresi-1', '--name', 'Ayşe', '--together-since', '2024-02-03'],
      dataDir,
    );
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Yeni defter açıldı');
    expect(fs.existsSync(path.join(dataDir, 'defterimiz.lock'))).toBe(false);

    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const rows = await database.db.select().from(users);
      expect(rows.map((u) => [u.email, u.displayName])).toEqual([['ayse@example.com', 'Ayşe']]);
      expect(await verifyPassword(rows[0].passwordHash, 'cli-sifresi-1')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses, exit 1, while a live server process holds the data directory', async () => {
    // The lock a running server writes; this test process is the live holder.
    const release = acquireDataDirLock(dataDir, { pid: process.pid, role: 'server', port: 3000 });
    try {
      const r = await cli(['user:password', '--email', 'ayse@example.com', '--password', 'yeni-sifre-123'], dataDir);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`Sunucu bu veri klasörünü kullanıyor (pid ${process.pid})`);
      expect(r.stderr).toContain('önce sunucuyu durdurun');
      expect(r.stderr).toContain('Stop the server first');
    } finally {
      release();
    }
    // Once the server is gone the same command works.
    const ok = await cli(['user:password', '--email', 'ayse@example.com', '--password', 'yeni-sifre-123'], dataDir);
    expect(ok.code).toBe(0);
  });
});

describe.skipIf(testDbKind !== 'postgres')('npm run cli with DATABASE_URL (a real process, PostgreSQL pass)', () => {
  it('works while a server is running on the same database', async () => {
    const app = await createTestApp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-cli-pg-'));
    // Even a locked data directory does not matter: with DATABASE_URL it is not used.
    const release = acquireDataDirLock(dataDir, { pid: process.pid, role: 'server' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const r = await cli(['user:add', '--email', 'pg@example.com', '--password', 'pg-sifresi-1', '--name', 'Pelin'], dataDir, testDatabaseUrl(app.ctx.database));
      expect(r.stderr).not.toMatch(/Error|Sunucu/);
      expect(r.code).toBe(0);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'pg@example.com', password: 'pg-sifresi-1' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().me.displayName).toBe('Pelin');
    } finally {
      release();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await app.close();
    }
  });
});
