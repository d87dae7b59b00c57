import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { capturedLogger } from '../../testing/log-capture';
import { messages } from '../../../shared/messages';

/** Issue 33: a logout that fails on the server is logged there and answered in Turkish, without clearing the cookie. */
describe('a logout the server cannot finish', () => {
  let app: FastifyInstance;
  const logs = capturedLogger('info');
  beforeAll(async () => {
    app = await createTestApp({ logger: logs.logger });
  });
  afterAll(() => app.close());

  it('answers a Turkish 500, keeps the cookie, and logs logout_failed (no cookie, no token)', async () => {
    const c = await createCouple(app);
    const bus = app.ctx.bus;
    const publish = bus.publishSessionsEnded.bind(bus);
    // The other instances cannot be told (PostgreSQL gone, NOTIFY refused).
    bus.publishSessionsEnded = async () => {
      throw new Error('NOTIFY failed');
    };
    try {
      const res = await c.owner.api({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: messages.auth.logoutFailed });
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      bus.publishSessionsEnded = publish;
    }
    const line = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === 'logout_failed');
    expect(line).toMatchObject({ level: 50, msg: 'logout failed' });
    const token = c.owner.cookie.split('=')[1];
    expect(logs.lines.join('\n')).not.toContain(token);
  });
});
