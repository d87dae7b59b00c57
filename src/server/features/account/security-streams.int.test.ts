import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../../testing/fixtures';
import { openConnectedStream, type SseStream } from '../../testing/sse-client';
import { cookieOf, signIn } from '../../testing/sign-in';
import { publishChange } from '../../platform/events/sse-routes';
import type { DeviceSession } from '../../../shared/account-security';

// Heartbeats a minute apart: what ends a stream here is the session ending, not the heartbeat's check.
const env = { SSE_HEARTBEAT_SECONDS: '60' };

describe('a device signed out from settings loses its live updates at once', () => {
  let app: FastifyInstance;
  let base: string;
  let c: Couple;
  const streams: SseStream[] = [];
  const open = (cookie: string) => openConnectedStream(base, cookie, streams);

  beforeAll(async () => {
    app = await createTestApp({ env });
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    c = await createCouple(app);
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await app.close();
  });

  it('after a password change, every stream of the old sessions ends; this device goes on with its new cookie', async () => {
    const phone = await signIn(app, c.owner.email);
    const [other, here] = [await open(phone.cookie!), await open(c.owner.cookie)];
    const res = await c.owner.api({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'yepyeni-sifre', newPasswordAgain: 'yepyeni-sifre' },
    });
    expect(res.statusCode).toBe(200);
    await other.until(() => other.ended(), 2000, 'the other device’s stream to end');
    // This device's session was renewed: its old stream ends too, and the page's reconnect
    // (the browser's EventSource) opens with the cookie the answer set.
    await here.until(() => here.ended(), 2000, 'this device’s old stream to end');
    const again = await open(cookieOf(res)!);
    await publishChange(app, c.spaceId, 'movies', c.partner.id);
    await again.until(() => again.changes().some((e) => e.topic === 'movies'), 2000, 'this device to hear the change');
    expect(other.changes().filter((e) => e.topic === 'movies')).toEqual([]);
  });

  it('signing one device out from the list ends that device’s stream', async () => {
    const tablet = await signIn(app, c.partner.email);
    const s = await open(tablet.cookie!);
    const list = (await c.partner.api({ url: '/api/account/sessions' })).json().sessions as DeviceSession[];
    // The partner's only other session is the tablet's.
    const [target] = list.filter((d) => !d.current);
    expect(list).toHaveLength(2);
    expect((await c.partner.api({ method: 'DELETE', url: `/api/account/sessions/${target.id}` })).statusCode).toBe(200);
    await s.until(() => s.ended(), 2000, 'the tablet’s stream to end');
  });
});
