import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server';
import { makeJpeg, multipartForm } from '../../testing/photos';
import { photos } from '../../db/schema';
import { messages } from '../../../shared/messages';
import type { Memory } from '../../../shared/memories';

type Mode = 'pass' | 'internal-error' | 'refuse';

/**
 * Between the app and the bucket: passes requests through, or answers as S3 does when it is in
 * trouble (500 InternalError, the XML body of the real service), or drops the connection.
 */
async function startFlakyS3(target: string) {
  const state = { mode: 'pass' as Mode, failed: 0 };
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (state.mode !== 'pass') {
      state.failed++;
      if (state.mode === 'refuse') return void req.socket.destroy();
      req.resume();
      res.writeHead(500, { 'content-type': 'application/xml', 'x-amz-request-id': 'TEST' });
      return void res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message><RequestId>TEST</RequestId></Error>',
      );
    }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bucket in trouble is a Turkish 503 the page can retry, never a 500, and nothing half-written. */
describe('photos when the S3 bucket fails', () => {
  let s3: LocalS3;
  let flaky: Awaited<ReturnType<typeof startFlakyS3>>;
  let app: FastifyInstance;
  let c: Couple;
  let memory: Memory;

  beforeAll(async () => {
    s3 = await startLocalS3();
    flaky = await startFlakyS3(s3.endpoint);
    app = await createTestApp({ env: { ...s3.env, S3_ENDPOINT: flaky.endpoint, REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    memory = (await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Kapadokya', date: '2024-06-01', category: 'travel' } })).json().memory;
  });
  afterAll(async () => {
    await app?.close();
    await flaky?.close();
    await s3?.close();
  });

  const upload = async () =>
    c.owner.api({
      method: 'POST',
      url: `/api/memories/${memory.id}/photos`,
      ...multipartForm({ filename: 'balon.jpg', contentType: 'image/jpeg', bytes: await makeJpeg({ width: 640, height: 480 }) }),
    });
  const photoRows = async () => app.ctx.db.select().from(photos).where(eq(photos.spaceId, c.spaceId));

  for (const mode of ['internal-error', 'refuse'] as const) {
    it(`${mode}: the photo, its upload and the export answer 503 in Turkish; the bucket back, all works`, async () => {
      flaky.state.mode = 'pass';
      const first = await upload();
      expect(first.statusCode).toBe(201);
      const photo = (first.json().memory as Memory).photos.at(-1)!;
      const rowsBefore = (await photoRows()).length;

      flaky.state.mode = mode;
      flaky.state.failed = 0;
      for (const res of [await c.partner.api({ url: photo.url }), await upload(), await c.owner.api({ url: '/api/transfer/export' })]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ error: messages.http.storageUnavailable });
        expect(res.headers['retry-after']).toBe('10');
      }
      expect(flaky.state.failed).toBeGreaterThan(0);
      // The failed upload left no row (and the memory shows only the photo that was stored).
      expect((await photoRows()).length).toBe(rowsBefore);
      const shown = (await c.partner.api({ url: `/api/memories/${memory.id}` })).json().memory as Memory;
      expect(shown.photos.map((p) => p.id)).toContain(photo.id);
      expect(shown.photos).toHaveLength(rowsBefore);

      flaky.state.mode = 'pass';
      expect((await c.partner.api({ url: photo.url })).statusCode).toBe(200);
      const exported = await c.owner.api({ url: '/api/transfer/export' });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('application/zip');
    });
  }
});
