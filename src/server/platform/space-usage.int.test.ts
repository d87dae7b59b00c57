import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { COUNTED_TABLES } from '../db/schema';
import { createTestApp } from '../testing/test-app';
import { createCouple } from '../testing/fixtures';
import { openSameTestDatabase, testDbKind } from '../testing/test-database';
import { addSpacePhotos } from '../testing/transfer';
import { seedDemo } from '../seed/demo';
import { exportSpace } from '../features/transfer/export';
import { runCommand } from '../cli/commands';
import { CliError, type CommandContext } from '../cli/command-kit';
import { transferMessages as tm } from '../../shared/transfer';
import { spaceUsageMessages as um } from '../../shared/space-usage-words';
import { countSpaceUsage, readSpaceUsage } from './space-usage-repo';
import { expectUsageCounted } from '../testing/space-usage';

/**
 * Issue 33: the space usage counters behind SPACE_MAX_ROWS and SPACE_MAX_PHOTO_MB. Triggers keep
 * them, so they stay equal to a full count whatever writes the rows (routes, seed, imports,
 * cascades); the operator reads the biggest spaces with `space:usage`, never through /api/health.
 */
describe('space usage counters', () => {
  let app: FastifyInstance;
  let demoSpace: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-usage-'));
  const ctx = (a: FastifyInstance): CommandContext => ({ database: a.ctx.database, maxSpaceMembers: 2, blobs: a.ctx.blobs, config: a.ctx.config });

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    const demo = await seedDemo(app.ctx.db);
    demoSpace = demo.space.id;
    await addSpacePhotos(app, demoSpace, demo.members.map((m) => m.id));
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const expectCountersExact = () => expectUsageCounted(app.ctx.db);

  it('each counted table and photos carry the two counting triggers, and no other table', async () => {
    const rows = await rowsOf<{ table: string; trigger: string }>(
      app.ctx.db,
      sql`select c.relname as table, t.tgname as trigger from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal and t.tgname like '%_usage_%' order by 1, 2`,
    );
    const expected = [...COUNTED_TABLES, 'photos'].sort().flatMap((t) => [`${t} ${t}_usage_added`, `${t} ${t}_usage_removed`]);
    expect(rows.map((r) => `${r.table} ${r.trigger}`)).toEqual(expected);
  });

  it('stay equal to a full count through the seed, uploads, deletions with cascades and a whole-space import', async () => {
    const demo = await readSpaceUsage(app.ctx.db, demoSpace);
    expect(demo.rows).toBeGreaterThan(20);
    expect(demo.photoBytes).toBeGreaterThan(0);
    await expectCountersExact();

    const c = await createCouple(app);
    const memory = (await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Ege', date: '2026-01-01', category: 'travel' } })).json().memory;
    for (const text of ['Bir', 'İki']) await c.partner.api({ method: 'POST', url: `/api/memories/${memory.id}/comments`, payload: { text } });
    await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Kalır', author: 'Ayşe' } });
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toEqual({ rows: 4, photoBytes: 0 });
    await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` });
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toEqual({ rows: 1, photoBytes: 0 });

    // The demo space out and in again, as a new space beside it (its members renamed first).
    const file = path.join(dir, 'demo.zip');
    await pipeline(await exportSpace(app.ctx.db, app.ctx.blobs, demoSpace, new Date()), fs.createWriteStream(file));
    await app.ctx.db.execute(sql`update users set email = 'eski-' || email where space_id = ${demoSpace}`);
    await runCommand(ctx(app), 'space:import', { file });
    await expectCountersExact();
    const spaces = await countSpaceUsage(app.ctx.db);
    expect([...spaces.values()].filter((u) => u.rows === demo.rows && u.photoBytes === demo.photoBytes)).toHaveLength(2);
  });

  it('space:usage lists the spaces holding the most, biggest first, by rows or by photos; /api/health names none', async () => {
    const printed = await runCommand(ctx(app), 'space:usage', {});
    const lines = printed.split('\n').filter((l) => /^[0-9a-f-]{36} /.test(l));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const rows = lines.map((l) => Number(l.split(/\s+/)[1]));
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
    expect(printed).toContain('SPACE_MAX_ROWS 250000');
    const byPhotos = await runCommand(ctx(app), 'space:usage', { by: 'photos', limit: '1' });
    expect(byPhotos.split('\n').filter((l) => /^[0-9a-f-]{36} /.test(l))).toHaveLength(1);
    await expect(runCommand(ctx(app), 'space:usage', { by: 'boyut' })).rejects.toThrow(/--by: .* \/ must be rows or photos/);

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.body).not.toContain(demoSpace);
    expect(health.body).not.toMatch(/usage|rows/i);
  });

  it('space:import refuses an archive larger than one space may hold, and writes nothing', async () => {
    const small = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0', SPACE_MAX_ROWS: '10' } });
    try {
      const file = path.join(dir, 'demo.zip');
      const err = await runCommand(ctx(small), 'space:import', { file }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CliError);
      expect((err as Error).message).toMatch(new RegExp(`^${tm.tooLargeForSpace} / The archive holds more records`));
      expect(await countSpaceUsage(small.ctx.db)).toEqual(new Map());
    } finally {
      await small.close();
    }
  });
});

describe.skipIf(testDbKind !== 'postgres')('space usage across instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { REMINDER_INTERVAL_MINUTES: '0', SPACE_MAX_ROWS: '3' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: await openSameTestDatabase(a.ctx.database) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('rows written through A count on B, and a deletion through B frees room on A', async () => {
    const c = await createCouple(a);
    const quote = (app: FastifyInstance, text: string) => app.inject({ method: 'POST', url: '/api/quotes', headers: { cookie: c.owner.cookie }, payload: { text, author: 'Ayşe' } });
    const ids: string[] = [];
    for (const text of ['Bir', 'İki', 'Üç']) ids.push((await quote(a, text)).json().quote.id);
    const refused = await quote(b, 'Dört');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: um.rowsFull });
    expect((await b.inject({ method: 'DELETE', url: `/api/quotes/${ids[0]}`, headers: { cookie: c.owner.cookie } })).statusCode).toBe(200);
    expect((await quote(a, 'Dört')).statusCode).toBe(201);
  });
});
