import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { LocalDiskBlobStore } from './blobs/local-disk';
import { users } from '../db/schema';
import { accountMessages } from '../../shared/account-words';
import { testDbKind } from '../testing/test-database';

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-private-'));

describe('DATA_DIR is readable by the server’s user only', () => {
  // The embedded database only: the PostgreSQL pass has no DATA_DIR database to look at.
  it.skipIf(testDbKind === 'postgres')('the embedded database’s folder and lock are 0700 / 0600; an older, open DATA_DIR is narrowed', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    fs.chmodSync(dir, 0o755); // as an older version (or mkdir under umask 022) left it
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dir, PORT: '0' }), 'cli');
    try {
      expect(modeOf(dir)).toBe(0o700);
      expect(modeOf(path.join(dir, 'db'))).toBe(0o700);
      const lock = fs.readdirSync(dir).find((f) => f.includes('lock'));
      expect(lock).toBeDefined();
      expect(modeOf(path.join(dir, lock!))).toBe(0o600);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('photos on disk are 0600 in 0700 folders', async () => {
    const dir = tempDir();
    try {
      const store = new LocalDiskBlobStore(path.join(dir, 'uploads'));
      await store.put('spaces/abc/photo.webp', Buffer.from('x'));
      expect(modeOf(path.join(dir, 'uploads'))).toBe(0o700);
      expect(modeOf(path.join(dir, 'uploads/spaces/abc'))).toBe(0o700);
      expect(modeOf(path.join(dir, 'uploads/spaces/abc/photo.webp'))).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('source maps', () => {
  let app: FastifyInstance;
  const dir = tempDir();
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Defterimiz</title>');
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.map'), '{"sources":["src/client/secret-source.ts"]}');
    app = await createTestApp({ configure: (config) => (config.clientDir = dir) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are kept on disk but not served (404, not even the page in their place)', async () => {
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/INDEX-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/%69ndex-abc123.js.map']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret-source');
    }
  });
});

describe('first run: /setup only for the server’s own names (DNS rebinding)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://defter.example' } });
  });
  afterAll(() => app.close());
  const setup = (host: string) =>
    app.inject({
      method: 'POST',
      url: '/api/setup',
      headers: { host },
      payload: { name: 'Saldırgan', email: 'kotu@example.com', password: 'uzun-sifre-1', togetherSince: '2024-02-03' },
    });

  it.each(['evil.example', 'evil.example:3000', 'defter.example.evil.example', 'localhost.evil.example'])(
    'refuses Host: %s (403, Turkish) and creates no one',
    async (host) => {
      const res = await setup(host);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: accountMessages.setup.wrongHost });
      const page = await app.inject({ url: '/setup', headers: { host } });
      expect(page.statusCode).toBe(403);
      expect(await app.ctx.db.select().from(users)).toHaveLength(0);
    },
  );

  it.each(['defter.example', 'localhost:3000', '127.0.0.1:3000', '192.168.1.20', '[::1]:3000'])('accepts Host: %s', async (host) => {
    expect((await app.inject({ url: '/setup', headers: { host } })).statusCode).not.toBe(403);
    if (host === '[::1]:3000') {
      expect((await setup(host)).statusCode).toBe(201);
      // Once the first account exists, the page is no longer guarded (the API answers 409 anyway).
      expect((await setup('evil.example')).statusCode).toBe(409);
      expect((await app.inject({ url: '/setup', headers: { host: 'evil.example' } })).statusCode).not.toBe(403);
    }
  });
});
