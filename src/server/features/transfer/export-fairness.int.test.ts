import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestAppOptions } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { openSameTestDatabase, testDbKind } from '../../testing/test-database';
import { spaceExports } from '../../db/schema';
import { transferMessages as tm } from '../../../shared/transfer';
import { EXPORT_LEASE_MS, ExportLease } from './export-lease';

/**
 * Issue 33: one member's parallel exports starved the other couples'. A space exports one ZIP at
 * a time (a second gets a Turkish 429 with Retry-After), on every instance, and another couple's
 * export is never refused for it. The share of EXPORT_MB_PER_SECOND between spaces: pace.test.ts.
 */
const clock = { now: new Date('2026-04-01T10:00:00Z') };
// A slow rate keeps a small space's download under way while the test looks.
const options: TestAppOptions = { now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' }, configure: (c) => (c.exportBytesPerSecond = 512) };

const listening = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * A download started as the browser starts one, over its own socket: the status and the first
 * bytes while the rest is still coming; `giveUp` closes the socket as a browser that cancels does.
 */
async function startExport(app: FastifyInstance, member: TestMember) {
  if (!listening.has(app)) listening.set(app, app.listen({ port: 0, host: '127.0.0.1' }));
  const base = (await listening.get(app)!).replace('localhost', '127.0.0.1');
  return new Promise<{ status: number; first: Buffer; giveUp: () => void }>((resolve, reject) => {
    const req = http.get(`${base}/api/transfer/export`, { headers: { cookie: member.cookie }, agent: false }, (res) => {
      res.once('data', (chunk: Buffer) => {
        res.pause();
        resolve({ status: res.statusCode!, first: chunk.subarray(0, 4), giveUp: () => req.destroy() });
      });
    });
    req.on('error', reject);
  });
}

const ZIP_START = Buffer.from('PK\x03\x04', 'latin1');

const runningExports = async (app: FastifyInstance, spaceId: string) =>
  (await app.ctx.db.select().from(spaceExports).where(eq(spaceExports.spaceId, spaceId))).length;

const expectRefused = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { error: string } }) => {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.json()).toEqual({ error: tm.exportRunning });
};

describe('one export at a time per space', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;

  beforeAll(async () => {
    app = await createTestApp(options);
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    for (let i = 0; i < 20; i++) await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: `Birlikte geçen ${i}. gün, her şeye değer.`, author: 'Ayşe' } });
  });
  afterAll(() => app?.close());

  it("a second export of the same space gets a Turkish 429 with Retry-After; another couple's is accepted; once the first ends the space exports again", async () => {
    const first = await startExport(app, c.owner);
    expect(first.status).toBe(200);
    expectRefused(await c.partner.api({ url: '/api/transfer/export' }));
    expectRefused(await c.owner.api({ url: '/api/transfer/export' }));

    const theirs = await startExport(app, other.owner);
    expect(theirs.status).toBe(200);
    expect(theirs.first).toEqual(ZIP_START);
    theirs.giveUp();
    await vi.waitFor(async () => expect(await runningExports(app, other.spaceId)).toBe(0), { timeout: 5000 });

    // The browser gives the first download up: the space's turn is free again.
    first.giveUp();
    await vi.waitFor(async () => expect(await runningExports(app, c.spaceId)).toBe(0), { timeout: 5000 });
    const again = await startExport(app, c.partner);
    expect(again.status).toBe(200);
    expect(again.first).toEqual(ZIP_START);
    again.giveUp();
    await vi.waitFor(async () => expect(await runningExports(app, c.spaceId)).toBe(0), { timeout: 5000 });
  });

  it('an export whose instance stopped renewing lets go after EXPORT_LEASE_MS, and its late end leaves the new one alone', async () => {
    const p = await createCouple(app, ['Elif', 'Kerem']);
    const stale = (await ExportLease.take(app.ctx.db, p.spaceId, () => clock.now, () => {}))!;
    expectRefused(await p.owner.api({ url: '/api/transfer/export' }));
    // Renewed a minute and a half later, it still holds past its first expiry.
    clock.now = new Date(clock.now.getTime() + 90_000);
    expect(await stale.renew()).toBe(true);
    clock.now = new Date(clock.now.getTime() + 60_000);
    expectRefused(await p.owner.api({ url: '/api/transfer/export' }));

    clock.now = new Date(clock.now.getTime() + EXPORT_LEASE_MS);
    const taken = await startExport(app, p.owner);
    expect(taken.status).toBe(200);
    await stale.end();
    expect(await stale.renew()).toBe(false);
    expectRefused(await p.partner.api({ url: '/api/transfer/export' }));
    taken.giveUp();
    await vi.waitFor(async () => expect(await runningExports(app, p.spaceId)).toBe(0), { timeout: 5000 });
  });
});

describe('an export read to its end', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0', EXPORT_MB_PER_SECOND: '0' } });
  });
  afterAll(() => app?.close());

  it('hands its turn back before its last byte: the next export of the space is accepted at once', async () => {
    const c = await createCouple(app);
    for (let i = 0; i < 5; i++) {
      const res = await c.owner.api({ url: '/api/transfer/export' });
      expect(res.statusCode, `export ${i + 1}`).toBe(200);
      expect(res.rawPayload.subarray(0, 4)).toEqual(ZIP_START);
    }
  });
});

describe.skipIf(testDbKind !== 'postgres')('one export at a time per space across instances', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let c: Couple;

  beforeAll(async () => {
    a = await createTestApp(options);
    b = await createTestApp({ ...options, database: await openSameTestDatabase(a.ctx.database) });
    c = await createCouple(a);
    for (let i = 0; i < 20; i++) await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: `Birlikte geçen ${i}. gün, her şeye değer.`, author: 'Ayşe' } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an export under way on A refuses a second of the same space on B, and B serves it once A is done', async () => {
    const first = await startExport(a, c.owner);
    expect(first.status).toBe(200);
    expectRefused(await b.inject({ url: '/api/transfer/export', headers: { cookie: c.partner.cookie } }));
    first.giveUp();
    await vi.waitFor(async () => expect(await runningExports(b, c.spaceId)).toBe(0), { timeout: 5000 });
    const onB = await startExport(b, c.partner);
    expect(onB.status).toBe(200);
    onB.giveUp();
    await vi.waitFor(async () => expect(await runningExports(a, c.spaceId)).toBe(0), { timeout: 5000 });
  });
});
