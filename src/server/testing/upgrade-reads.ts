import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { SESSION_COOKIE } from '../platform/auth/sessions';
import { DEMO_PASSWORD } from '../seed/demo';
import { backupBeforeMigrating } from '../features/backup/before-migrate';
import { createTestApp } from './test-app';
import { testDbKind } from './test-database';
import { FIXTURES, loadOldData, upgradeFixtures, type OldData } from './upgrade-fixtures';

/**
 * What each member of a fixture's couple read through that version's own API just before it was
 * stopped (`api.json`, scripts/fixture-members.ts): by e-mail, by path. Fixtures made before the
 * reads were recorded have none.
 */
export interface RecordedReads {
  recordedAt: string;
  reads: Record<string, Record<string, unknown>>;
}

const recordFile = (fixture: string) => path.join(FIXTURES, fixture, testDbKind === 'pglite' ? 'api.json' : 'postgres/api.json');

/** The fixtures this test database kind can load that hold recorded reads, oldest first. */
export const fixturesWithReads = upgradeFixtures.filter((fixture) => fs.existsSync(recordFile(fixture)));

export const recordedReads = (fixture: string) => JSON.parse(fs.readFileSync(recordFile(fixture), 'utf8')) as RecordedReads;

export interface UpgradedFixture {
  app: FastifyInstance;
  old: OldData;
  close: () => Promise<void>;
}

/**
 * Today's server started on the fixture as an operator would start it (the backup before
 * migrating, then the migrations), its clock at the moment the reads were recorded, so "today",
 * "sealed until" and "days left" mean what they meant then.
 */
export async function openUpgraded(fixture: string, now: Date): Promise<UpgradedFixture> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-upgrade-reads-'));
  const old = await loadOldData(fixture, dataDir);
  fs.cpSync(old.uploads, path.join(dataDir, 'uploads'), { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off', LOG_LEVEL: 'silent', ...old.env });
  const database = await openConfiguredDatabase(config, 'server', (db) => backupBeforeMigrating(db, config, { info: () => {}, error: () => {} }));
  const app = await createTestApp({ database, now: () => now, configure: (c) => (c.dataDir = dataDir) });
  return {
    app,
    old,
    close: async () => {
      await app.close();
      await old.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A member's session on `app`, signed in with the demo password as a person would. */
export async function signedIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(res.statusCode, email).toBe(200);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

/** GET `/api<url>` as a session: the status and the JSON (or text) answer. */
export async function read(app: FastifyInstance, cookie: string, url: string) {
  const res = await app.inject({ url: `/api${url}`, headers: { cookie } });
  return { status: res.statusCode, body: res.body, json: () => res.json() as Record<string, unknown> };
}

/**
 * Every recorded read answers today as it did then, for each member: every value that version
 * gave is there (fields added since may stand beside them; a list keeps its length and order).
 */
export async function expectReadsAsRecorded(app: FastifyInstance, record: RecordedReads) {
  for (const [email, reads] of Object.entries(record.reads)) {
    const cookie = await signedIn(app, email);
    for (const [url, then] of Object.entries(reads)) {
      const now = await read(app, cookie, url);
      expect(now.status, `${email} GET ${url}`).toBe(200);
      expect(now.json(), `${email} GET ${url}`).toMatchObject(then as Record<string, unknown>);
    }
  }
}
