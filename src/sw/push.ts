/// <reference lib="webworker" />
/**
 * Web Push in the service worker (decision 016): a push shows the notification the server wrote
 * (Turkish title and text, a tag so a burst replaces one notification) and sets the app icon's
 * badge to the unread count it carries; a click focuses an open window of the app on the push's
 * page, or opens one.
 */
import type { PushPayload } from '../shared/push-words';
import { openNotificationUrl, sameOriginUrl } from './notification-click';

declare const self: ServiceWorkerGlobalScope;

type BadgeNavigator = WorkerNavigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

async function setBadge(unread: number) {
  const nav = self.navigator as BadgeNavigator;
  try {
    if (unread > 0) await nav.setAppBadge?.(unread);
    else await nav.clearAppBadge?.();
  } catch {
    // Badging is a nicety; a browser without it still shows the notification.
  }
}

export function registerPushHandlers() {
  self.addEventListener('push', (event) => {
    let payload: Partial<PushPayload> = {};
    try {
      payload = event.data?.json() ?? {};
    } catch {
      payload = { body: event.data?.text() };
    }
    const title = payload.title || 'Defterimiz';
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(title, {
          body: payload.body ?? '',
          tag: payload.tag,
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          // The recipient's language, which the server wrote the words in (a push of before decision 030: Turkish).
          lang: payload.lang ?? 'tr',
          data: { url: sameOriginUrl(payload.url, self.location.origin) },
        }),
        typeof payload.unread === 'number' ? setBadge(payload.unread) : Promise.resolve(),
      ]),
    );
  });

  // The click's logic is notification-click.ts (tested there with fakes); this only wires it.
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openNotificationUrl(self.clients, self.location.origin, url));
  });
}
