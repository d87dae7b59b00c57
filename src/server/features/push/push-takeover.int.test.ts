import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { signIn } from '../../testing/sign-in';
import { as } from '../../testing/test-app';
import { pushSubscriptions } from '../../db/schema';
import { pushMessages as pm } from '../../../shared/push';

/**
 * Issue 33: a push subscription moved to whoever posted its endpoint, from any space. A browser's
 * endpoint held by one member is refused to every other member (partner or stranger) and stays
 * where it was; the member who holds it may hand it in again (every signed-in start does).
 */
const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');
const browser = () => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${b64(24)}`, expirationTime: null, keys: { p256dh: b64(65), auth: b64(16) } });

describe('a push endpoint belongs to the member who holds it', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const post = (api: TestMember['api'], sub: object) => api({ method: 'POST', url: '/api/push/subscriptions', payload: sub });
  const holder = async (endpoint: string) =>
    (await app.ctx.db.select({ userId: pushSubscriptions.userId, spaceId: pushSubscriptions.spaceId, p256dh: pushSubscriptions.p256dh }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

  it.each([
    ['another couple’s member', () => other.owner],
    ['the partner', () => c.partner],
  ])('%s posting a held endpoint (with keys of their own) is refused in Turkish and takes nothing', async (_who, attacker) => {
    const phone = browser();
    expect((await post(c.owner.api, phone)).statusCode).toBe(201);
    const res = await post(attacker().api, { ...phone, keys: { p256dh: b64(65), auth: b64(16) } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: pm.endpointTaken });
    expect(await holder(phone.endpoint)).toEqual({ userId: c.owner.id, spaceId: c.spaceId, p256dh: phone.keys.p256dh });
    // Nor does the attacker see it among their devices.
    const listed = (await attacker().api({ url: `/api/push/devices?endpoint=${encodeURIComponent(phone.endpoint)}` })).json().devices;
    expect(listed).toEqual([]);
  });

  it('the member who holds it hands it in again, from the same or a new sign-in on that browser', async () => {
    const phone = browser();
    expect((await post(c.owner.api, phone)).statusCode).toBe(201);
    expect((await post(c.owner.api, phone)).statusCode).toBe(201);
    const again = await signIn(app, c.owner.email);
    const renewedKeys = { ...phone, keys: { p256dh: b64(65), auth: b64(16) } };
    expect((await post(as(app, again.cookie), renewedKeys)).statusCode).toBe(201);
    expect(await holder(phone.endpoint)).toEqual({ userId: c.owner.id, spaceId: c.spaceId, p256dh: renewedKeys.keys.p256dh });
  });

  it('an endpoint whose holder signed out of that browser is free for the next member', async () => {
    const phone = browser();
    const first = await signIn(app, other.partner.email);
    expect((await post(as(app, first.cookie), phone)).statusCode).toBe(201);
    expect((await as(app, first.cookie)({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await post(c.partner.api, phone)).statusCode).toBe(201);
    expect((await holder(phone.endpoint)).userId).toBe(c.partner.id);
  });
});

describe('how the device list names a device', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it("a browser that could not be told is 'Bilinmeyen cihaz', and only this device is marked 'Bu cihaz'", async () => {
    const unknown = browser();
    const phone = browser();
    const made = await c.owner.api({ method: 'POST', url: '/api/push/subscriptions', payload: unknown, headers: { 'user-agent': 'curl/8.0' } });
    expect(made.json().device.label).toBe(pm.unknownDevice);
    const chrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    await c.owner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone, headers: { 'user-agent': chrome } });
    const listed = (await c.owner.api({ url: `/api/push/devices?endpoint=${encodeURIComponent(phone.endpoint)}` })).json().devices;
    expect(listed.map((d: { label: string; current: boolean }) => [d.label, d.current])).toEqual([
      ['Bilinmeyen cihaz', false],
      ['Chrome · Android', true],
    ]);
  });
});
