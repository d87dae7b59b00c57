import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { MemoryEventBus } from '../../platform/events/bus';
import { testDbKind } from '../../testing/test-database';
import pkg from '../../../../package.json';

describe('GET /api/health', () => {
  it('answers 200 with the package.json version while the database is reachable, without a session', async () => {
    const app = await createTestApp();
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: testDbKind, version: pkg.version, backup: { result: 'none', schedule: 'off' } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 once the database is gone', async () => {
    // A memory bus, so closing the PostgreSQL pool does not wait for the bus's listening connection.
    const app = await createTestApp({ bus: new MemoryEventBus() });
    try {
      await app.ctx.database.close();
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', version: pkg.version });
    } finally {
      await app.close();
    }
  });
});
