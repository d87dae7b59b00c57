import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { startFakePushService, type FakePushService, type FakeSubscription } from '../../../../testing/fakes/push-service';
import { pushMessages as pm, type PushDevice } from '../../../shared/push';
import type { ClientConfig } from '../../../shared/client-config';
import { pendingCount } from '../../testing/push';

/** Web Push end to end against a local push service that checks and decrypts what it gets. */
describe('web push', () => {
  let fake: FakePushService;
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  // 12:00 in Istanbul: outside the default quiet hours (23:00–08:00).
  const clock = { now: new Date('2026-03-10T09:00:00Z') };

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({
      now: () => clock.now,
      env: { REMINDER_INTERVAL_MINUTES: '0', PUSH_ALLOWED_HOSTS: `fcm.googleapis.com,${fake.allowedHost}` },
      push: { agent: fake.agent, collapseMs: 30_000 },
    });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const subscribe = (m: TestMember, sub: object) => m.api({ method: 'POST', url: '/api/push/subscriptions', payload: sub });
  const devices = async (m: TestMember) => ((await m.api({ url: '/api/push/devices' })).json() as { devices: PushDevice[] }).devices;
  const addMemory = (m: TestMember, title: string) => m.api({ method: 'POST', url: '/api/memories', payload: { title, date: '2026-03-01', category: 'travel' } });
  const arrived = async (sub: FakeSubscription, n: number) => {
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(fake.forSubscription(sub.endpoint)).toHaveLength(n), { timeout: 5000 });
    return fake.forSubscription(sub.endpoint);
  };

  it('gives the page the public key, never the private one', async () => {
    const config: ClientConfig = (await c.owner.api({ url: '/api/client-config' })).json();
    expect(config.push.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(config.push.vapidPublicKey).toBe(app.ctx.push.keys.publicKey);
    expect(JSON.stringify(config)).not.toContain(app.ctx.push.keys.privateKey);
  });

  it('refuses an endpoint that is not a push service, with a Turkish 400, and keeps nothing', async () => {
    const good = fake.subscribe();
    for (const endpoint of ['https://169.254.169.254/latest/meta-data', 'https://evil.example.com/push/1', `http://${fake.allowedHost}/push/x`, 'https://fcm.googleapis.com.evil.example/x', 'https://fcm.googleapis.com:8443/x', 'https://user:pw@fcm.googleapis.com/x']) {
      const res = await subscribe(c.owner, { ...good, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error).toMatch(endpoint.startsWith('http:') ? /bildirim/i : new RegExp(pm.endpointNotAllowed.slice(0, 20)));
    }
    for (const bad of [{ ...good, keys: { p256dh: 'kısa', auth: good.keys.auth } }, { endpoint: good.endpoint }, 'metin', { ...good, keys: null }]) {
      const res = await subscribe(c.owner, bad as object);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await devices(c.owner)).toEqual([]);
  });

  it("a partner's memory reaches the other's phone: VAPID checked, payload decrypted, in Turkish, with its page", async () => {
    const phone = fake.subscribe();
    const res = await subscribe(c.partner, { ...phone, expirationTime: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(await devices(c.partner)).toHaveLength(1);
    const add = await addMemory(c.owner, 'Kapadokya');
    expect(add.statusCode).toBe(201);
    const [push] = await arrived(phone, 1);
    expect(push.payload).toEqual({
      title: 'Yeni anı',
      body: 'Ayşe yeni bir anı ekledi: Kapadokya',
      url: `/memories?ani=${add.json().memory.id}`,
      tag: `memories:${c.spaceId}`,
      kind: 'memories',
      unread: 1,
      // The recipient's language: the worker sets the notification's `lang` from it (issue 39).
      lang: 'tr',
    });
    expect(push.claims.aud).toBe(fake.origin);
    expect(push.vapidKey).toBe(app.ctx.push.keys.publicKey);
    expect(push.ttl).toBeGreaterThan(0);
    expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(fake.refused).toEqual([]);
    // The actor's own devices get nothing.
    const ownPhone = fake.subscribe();
    await subscribe(c.owner, ownPhone);
    await addMemory(c.owner, 'Efes');
    await app.ctx.push.drain();
    expect(fake.forSubscription(ownPhone.endpoint)).toEqual([]);
  });

  it('a burst of one tag sends one push now and one summary after the collapse window', async () => {
    const phone = fake.subscribe();
    await subscribe(c.owner, phone);
    for (let i = 0; i < 20; i++) await c.partner.api({ method: 'POST', url: '/api/quotes', payload: { text: `Söz ${i}`, author: 'Mevlana' } });
    await app.ctx.push.drain();
    const first = fake.forSubscription(phone.endpoint).length;
    expect(first).toBeLessThanOrEqual(1 + 1);
    clock.now = new Date(clock.now.getTime() + 31_000);
    await app.ctx.push.drain();
    const all = await arrived(phone, first + 1);
    expect(all.length).toBeLessThanOrEqual(3);
    expect(all.at(-1)!.payload.body).toMatch(/^Mehmet yeni bir alıntı ekledi: .*\(\+\d+ bildirim daha\)$/);
  });

  it('holds pushes back in quiet hours and sends them when they end (space time zone)', async () => {
    const phone = fake.subscribe();
    const p = await createCouple(app, ['Elif', 'Kerem']);
    await subscribe(p.partner, phone);
    clock.now = new Date('2026-03-10T20:30:00Z'); // 23:30 in Istanbul
    await addMemory(p.owner, 'Gece yürüyüşü');
    await app.ctx.push.drain();
    expect(fake.forSubscription(phone.endpoint)).toEqual([]);
    expect(await pendingCount(app.ctx.db)).toBeGreaterThan(0);
    clock.now = new Date('2026-03-11T04:59:00Z'); // 07:59
    await app.ctx.push.drain();
    expect(fake.forSubscription(phone.endpoint)).toEqual([]);
    clock.now = new Date('2026-03-11T05:00:00Z'); // 08:00
    const [push] = await arrived(phone, 1);
    expect(push.payload.body).toBe('Elif yeni bir anı ekledi: Gece yürüyüşü');
    // Switched off quiet hours and a kind switched off: the first goes at once, the second never.
    clock.now = new Date('2026-03-11T21:00:00Z'); // midnight
    const prefs = await p.partner.api({ method: 'PUT', url: '/api/push/preferences', payload: { disabledKinds: ['quotes'], quietEnabled: false, quietStart: '23:00', quietEnd: '08:00' } });
    expect(prefs.json()).toEqual({ disabledKinds: ['quotes'], quietEnabled: false, quietStart: '23:00', quietEnd: '08:00' });
    await p.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Sessiz', author: 'Elif' } });
    await addMemory(p.owner, 'Gece yarısı');
    const pushes = await arrived(phone, 2);
    expect(pushes[1].payload.body).toBe('Elif yeni bir anı ekledi: Gece yarısı');
    clock.now = new Date('2026-03-12T09:00:00Z');
  });

  it('refuses preferences it cannot keep, with a Turkish 400, and changes nothing', async () => {
    const before = (await c.owner.api({ url: '/api/push/preferences' })).json();
    for (const [payload, message] of [
      [{ ...before, quietStart: '25:00' }, pm.invalidTime],
      [{ ...before, disabledKinds: ['hepsi'] }, pm.unknownKind],
    ] as const) {
      const res = await c.owner.api({ method: 'PUT', url: '/api/push/preferences', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await c.owner.api({ url: '/api/push/preferences' })).json()).toEqual(before);
  });

  it('retries on 429 (Retry-After) and 5xx, and removes a subscription the service says is gone (410)', async () => {
    const phone = fake.subscribe();
    await subscribe(other.partner, phone);
    fake.answer(phone.endpoint, { status: 429, retryAfter: '2' }, { status: 503 });
    await addMemory(other.owner, 'Deniz');
    await app.ctx.push.drain();
    expect(fake.forSubscription(phone.endpoint)).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 2_500);
    await app.ctx.push.drain(); // the 503
    clock.now = new Date(clock.now.getTime() + 5_000);
    expect((await arrived(phone, 1))[0].payload.body).toBe('Zeynep yeni bir anı ekledi: Deniz');

    fake.expire(phone.endpoint);
    await addMemory(other.owner, 'Dağ');
    clock.now = new Date(clock.now.getTime() + 31_000); // past the collapse window of the tag
    await app.ctx.push.drain();
    expect(await devices(other.partner)).toEqual([]);
  });

  it("a member can remove only their own devices: another member's or couple's endpoint or id is 404 and stays", async () => {
    const phone = fake.subscribe();
    await subscribe(c.partner, phone);
    const listed = (await c.partner.api({ url: `/api/push/devices?endpoint=${encodeURIComponent(phone.endpoint)}` })).json().devices as PushDevice[];
    const device = listed.find((d) => d.current)!;
    expect(listed.filter((d) => d.current)).toHaveLength(1);
    for (const m of [c.owner, other.owner]) {
      expect((await m.api({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: phone.endpoint } })).statusCode).toBe(404);
      expect((await m.api({ method: 'DELETE', url: `/api/push/devices/${device.id}` })).statusCode).toBe(404);
      expect((await m.api({ method: 'POST', url: '/api/push/test', payload: { endpoint: phone.endpoint } })).statusCode).toBe(404);
    }
    expect((await devices(c.partner)).map((d) => d.id)).toContain(device.id);
    const test = await c.partner.api({ method: 'POST', url: '/api/push/test', payload: { endpoint: phone.endpoint } });
    expect(test.statusCode, test.body).toBe(200);
    expect(fake.forSubscription(phone.endpoint).at(-1)!.payload).toMatchObject({ title: pm.testTitle, body: pm.testBody, url: '/settings' });
    expect((await c.partner.api({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: phone.endpoint } })).statusCode).toBe(200);
    expect((await devices(c.partner)).map((d) => d.id)).not.toContain(device.id);
  });

  it("a partner's place links to that place (/places?place=<id>: the page opens it); a quote to the quotes", async () => {
    const phone = fake.subscribe();
    const p = await createCouple(app, ['Leyla', 'Mert']);
    await subscribe(p.partner, phone);
    const add = await p.owner.api({ method: 'POST', url: '/api/places', payload: { name: 'Moda Sahili', lat: 40.9814, lng: 29.0253, address: 'Moda, İstanbul', category: 'Park', visitDate: '2026-03-01' } });
    expect(add.statusCode, add.body).toBe(201);
    await p.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Sevgi her şeydir.', author: 'Mevlana' } });
    const pushes = await arrived(phone, 2);
    expect(pushes.map((x) => [x.payload.kind, x.payload.url]).sort()).toEqual([
      ['places', `/places?place=${add.json().place.id}`],
      ['quotes', '/quotes'],
    ]);
  });

  it("signing a browser out ends its pushes (the subscription goes with the session)", async () => {
    const phone = fake.subscribe();
    const p = await createCouple(app, ['Deniz', 'Umut']);
    await subscribe(p.partner, phone);
    expect(await devices(p.partner)).toHaveLength(1);
    expect((await p.partner.api({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    await addMemory(p.owner, 'Sonra');
    await app.ctx.push.drain();
    expect(fake.forSubscription(phone.endpoint)).toEqual([]);
  });

  it('a push service that is down never slows or fails the action', async () => {
    const phone = fake.subscribe();
    const p = await createCouple(app, ['Ada', 'Efe']);
    await subscribe(p.partner, phone);
    fake.answer(phone.endpoint, ...Array.from({ length: 5 }, () => ({ status: 500 })));
    const started = performance.now();
    const res = await addMemory(p.owner, 'Yağmur');
    expect(res.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(((await p.partner.api({ url: '/api/notifications' })).json() as { unreadCount: number }).unreadCount).toBe(1);
  });
});
