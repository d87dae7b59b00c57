import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { capturedLogger } from '../../testing/log-capture';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';

/** What a person running the server sees of push in the log: statuses, never secrets or texts. */
describe('push in the log', () => {
  let fake: FakePushService;
  let app: FastifyInstance;
  let c: Couple;
  const captured = capturedLogger('debug');
  const clock = { now: new Date('2026-03-10T09:00:00Z') };

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({ now: () => clock.now, logger: captured.logger, env: { REMINDER_INTERVAL_MINUTES: '0', PUSH_ALLOWED_HOSTS: fake.allowedHost }, push: { agent: fake.agent } });
    c = await createCouple(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('a busy, a refusing and a gone push service are logged by status only', async () => {
    const phone = fake.subscribe();
    expect((await c.partner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone })).statusCode).toBe(201);
    fake.answer(phone.endpoint, { status: 503 }, { status: 400 });
    await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Gizli Koy Tatili', date: '2026-03-01', category: 'travel' } });
    await app.ctx.push.drain();
    clock.now = new Date(clock.now.getTime() + 5_000);
    await app.ctx.push.drain();
    fake.expire(phone.endpoint);
    await c.partner.api({ method: 'POST', url: '/api/push/test', payload: { endpoint: phone.endpoint } });
    const log = captured.lines.join('');
    expect(log).toMatch(/"status":503/);
    expect(log).toMatch(/"status":400/);
    for (const secret of [app.ctx.push.keys.privateKey, phone.endpoint, phone.keys.auth, phone.keys.p256dh, 'Gizli Koy']) expect(log).not.toContain(secret);
  });
});
