import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../testing/test-database';
import { createCouple } from '../testing/fixtures';
import { openEventStream } from '../testing/sse-client';

describe('graceful shutdown (app.close, as on SIGTERM/SIGINT)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('ends open event streams, lets a request in flight finish, then closes the database', { timeout: 60_000 }, async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SSE_HEARTBEAT_SECONDS: '60', REMINDER_INTERVAL_MINUTES: '0' });
    config.clientDir = '/nonexistent';
    const app = await buildApp({ config, database, logger: false });

    // A request that is still working when the shutdown starts.
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app.get('/api/test/slow', { config: { public: true } }, async () => {
      entered();
      await gate;
      // It still reaches the database after close() began.
      await app.ctx.database.ping();
      return { done: true };
    });

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const couple = await createCouple(app);
    const stream = await openEventStream(address, couple.owner.cookie);
    await stream.until(() => stream.text().includes(': connected'));

    const slow = fetch(`${address}/api/test/slow`);
    await inHandler;
    let closed = false;
    const closing = app.close().then(() => (closed = true));

    await stream.until(() => stream.ended(), 5000, 'the stream to end on shutdown');
    expect(closed).toBe(false);

    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });

    // Nothing holds the shutdown open: no idle keep-alive socket, no stream.
    await closing;
    await expect(database.ping()).rejects.toThrow();
  });

  it('a stream still signing in when the shutdown begins is refused, so nothing holds the shutdown open', { timeout: 60_000 }, async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SSE_HEARTBEAT_SECONDS: '60', REMINDER_INTERVAL_MINUTES: '0' });
    config.clientDir = '/nonexistent';
    const app = await buildApp({ config, database: await createTestDatabase(), logger: false });
    // The stream's request is routed and signed in before the shutdown begins, and reaches its
    // handler only after the open streams were ended.
    let arrived!: () => void;
    const atGate = new Promise<void>((r) => (arrived = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app.addHook('preHandler', async (request) => {
      if (request.url !== '/api/events') return;
      arrived();
      await gate;
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const couple = await createCouple(app);

    const opening = openEventStream(address, couple.owner.cookie);
    await atGate;
    const closing = app.close();
    // preClose has run once the server stops listening.
    while (app.server.listening) await new Promise((r) => setTimeout(r, 5));
    release();
    const stream = await opening;
    expect(stream.status).toBe(503);
    await stream.until(() => stream.ended(), 5000, 'the refused stream to end');

    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closing.then(() => 'closed'),
      new Promise((r) => (timer = setTimeout(() => r('still open after 5 s'), 5000))),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe('closed');
  });
});
