import { api } from './api';
import type { PushDevice } from '../../shared/push-words';
import type { ClientConfig } from '../../shared/client-config';

/**
 * This browser's Web Push subscription (decision 016). The page subscribes with the server's
 * VAPID public key and hands the subscription to the server; a subscription made with another
 * key (the server's pair changed) is replaced.
 */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (sub: PushSubscription, key: Uint8Array) => {
  const current = sub.options.applicationServerKey;
  if (!current) return false;
  const a = new Uint8Array(current);
  return a.length === key.length && a.every((b, i) => b === key[i]);
};

async function registration() {
  return navigator.serviceWorker.ready;
}

/** The current subscription of this browser, if any (without asking for anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Who turned notifications on in this browser: after someone else signs in on it (a shared
 * phone), the subscription is not handed in for them unless they turn it on themselves.
 */
const OWNER_KEY = 'defterimiz-push-member';

/** Asks for permission (when not yet given), subscribes and tells the server. */
export async function enablePush(vapidPublicKey: string, memberId: string): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('denied');
  const reg = await registration();
  const key = keyBytes(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  localStorage.setItem(OWNER_KEY, memberId);
  return (await api.post<{ device: PushDevice }>('/api/push/subscriptions', sub.toJSON())).device;
}

/** Unsubscribes this browser and forgets it on the server. */
export async function disablePush(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await api.delete('/api/push/subscriptions', { endpoint: sub.endpoint }).catch(() => undefined);
  await sub.unsubscribe();
  localStorage.removeItem(OWNER_KEY);
}

/**
 * On every signed-in start: a browser already subscribed hands its subscription in again (the
 * server keeps it per sign-in, so after signing in again it must learn it anew).
 */
export async function resyncPush(memberId: string): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || localStorage.getItem(OWNER_KEY) !== memberId) return;
  const sub = await currentSubscription();
  if (!sub) return;
  const { push } = await api.get<ClientConfig>('/api/client-config');
  const vapidPublicKey = push.vapidPublicKey;
  if (!sameKey(sub, keyBytes(vapidPublicKey))) {
    await enablePush(vapidPublicKey, memberId);
    return;
  }
  await api.post('/api/push/subscriptions', sub.toJSON());
}
