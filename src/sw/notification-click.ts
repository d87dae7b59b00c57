/**
 * What a click on a push's notification does (decision 016), apart from the service worker's
 * globals so that it can be tested with fakes (notification-click.test.ts): Chromium gives a test
 * no way to click a notification. src/sw/push.ts's `notificationclick` handler only calls it.
 */

/** Only a path of this app: a payload can never send the click elsewhere. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The part of a WindowClient the click uses. */
export interface ClickWindow {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of the worker's `self.clients` the click uses. */
export interface ClickClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<ClickWindow>>;
  openWindow(url: string): Promise<unknown>;
}

export type ClickOutcome = 'focused' | 'navigated' | 'opened';

/**
 * Focuses an open window of the app on the push's page: a window already there is only focused;
 * else the first window of the app is focused and taken there. With no window of the app (or when
 * taking it there fails: a window the worker does not control cannot be navigated) a new one opens.
 */
export async function openNotificationUrl(clients: ClickClients, origin: string, rawUrl: unknown): Promise<ClickOutcome> {
  const url = sameOriginUrl(rawUrl, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((w) => sameOrigin(w.url, origin));
  const there = windows.find((w) => w.url === url);
  if (there) {
    await there.focus();
    return 'focused';
  }
  const open = windows[0];
  if (open) {
    await open.focus();
    try {
      await open.navigate(url);
      return 'navigated';
    } catch {
      // Not controlled by this worker (or closed meanwhile): a new window below.
    }
  }
  await clients.openWindow(url);
  return 'opened';
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
