import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

export type ShownNotification = { title: string; body: string; tag: string; lang: string; url: string };

export type WorkerPush = {
  /** The page's service worker (to read what it did, e.g. the badge calls it made). */
  worker: Worker;
  /** Hands the worker one push's decrypted bytes, as the browser does after its push service delivered them. */
  deliver(data: string): Promise<void>;
  /**
   * The notifications on display, read once the worker's `count`-th `showNotification` (counted
   * from `workerRegistration`) has settled; a refused one fails with the browser's reason.
   */
  shownAfter(count: number): Promise<ShownNotification[]>;
};

/**
 * Records in the worker each `showNotification` that has settled (`globalThis.notificationsShown`),
 * then passes the call on to the browser's own.
 */
function recordShowNotification() {
  const g = globalThis as unknown as { notificationsShown: string[]; ServiceWorkerRegistration: { prototype: Record<string, unknown> } };
  g.notificationsShown = [];
  const proto = g.ServiceWorkerRegistration.prototype;
  const original = proto.showNotification as (this: unknown, ...args: unknown[]) => Promise<void>;
  proto.showNotification = function (this: unknown, ...args: unknown[]) {
    return original.apply(this, args).then(
      () => void g.notificationsShown.push('shown'),
      (error: unknown) => {
        g.notificationsShown.push(`refused: ${String(error)}`);
        throw error;
      },
    );
  };
}

/**
 * The page's service worker as a push service would reach it: Chromium's DevTools protocol
 * (ServiceWorker.deliverPushMessage) hands the worker a push. Resolves once the worker is
 * registered and running.
 *
 * The notifications are read only after the worker's `showNotification` settled, never while it
 * runs: Chromium's `getNotifications()` deletes from its store a notification written before the
 * read began and not yet on display when it asked the display, so a read racing the worker's
 * display loses the notification for good (one CI run in ~320 tests; one local run of 155). The
 * app never reads that store; only a test polling it could lose what a person would see.
 */
export async function workerRegistration(context: BrowserContext, page: Page): Promise<WorkerPush> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Checked and awaited in one turn: the worker's 'serviceworker' event cannot come in between.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(recordShowNotification);
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await found;
  const origin = new URL(page.url()).origin;
  const settled = () => worker.evaluate(() => (globalThis as unknown as { notificationsShown: string[] }).notificationsShown);
  return {
    worker,
    async deliver(data) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    },
    async shownAfter(count) {
      // The worker wakes for the push and draws it: seconds on a busy two-core machine.
      await expect.poll(async () => (await settled()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
      expect(await settled(), 'every showNotification of the worker succeeded').toEqual(Array(count).fill('shown'));
      return page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          lang: n.lang,
          url: (n.data as { url: string }).url,
        })),
      );
    },
  };
}
