import crypto from 'node:crypto';
import { expect } from 'vitest';
import { defineAccessCases, ownSpace, type AccessWorld } from '../access-table';
import type { PushDevice } from '../../../shared/push';

/** A browser's subscription at Google's push service (never called: nothing here sends). */
function browserSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

/** The couple's owner subscribes a device; returns its endpoint and id. */
async function ownersDevice({ couple }: AccessWorld) {
  const sub = browserSubscription();
  const res = await couple.owner.api({ method: 'POST', url: '/api/push/subscriptions', payload: sub });
  return { endpoint: sub.endpoint, id: (res.json() as { device: PushDevice }).device.id };
}

/** Devices and push preferences: each member only their own; another's endpoint or id is 404. */
export const accessCases = defineAccessCases([
  { method: 'POST', route: '/api/push/subscriptions', setup: () => ({ url: '/api/push/subscriptions', payload: browserSubscription() }), expect: ownSpace(201) },
  {
    method: 'DELETE',
    route: '/api/push/subscriptions',
    setup: async (world) => ({ url: '/api/push/subscriptions', payload: { endpoint: (await ownersDevice(world)).endpoint } }),
    expect: { owner: 200, partner: 404, other: 404, anonymous: 401 },
  },
  {
    method: 'GET',
    route: '/api/push/devices',
    setup: async (world) => ({ url: `/api/push/devices?endpoint=${encodeURIComponent((await ownersDevice(world)).endpoint)}` }),
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      const devices: PushDevice[] = res.json().devices;
      // Only the owner sees the device just subscribed; nobody sees an endpoint or keys.
      expect(devices.some((d) => d.current)).toBe(actor === 'owner');
      expect(res.body).not.toMatch(/fcm\.googleapis|p256dh|auth/);
    },
  },
  {
    method: 'DELETE',
    route: '/api/push/devices/:id',
    setup: async (world) => ({ url: `/api/push/devices/${(await ownersDevice(world)).id}` }),
    expect: { owner: 200, partner: 404, other: 404, anonymous: 401 },
  },
  { method: 'GET', route: '/api/push/preferences', expect: ownSpace(200) },
  {
    method: 'PUT',
    route: '/api/push/preferences',
    payload: { disabledKinds: ['music'], quietEnabled: true, quietStart: '22:00', quietEnd: '07:30' },
    expect: ownSpace(200),
  },
]);
