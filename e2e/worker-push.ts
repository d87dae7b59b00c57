import type { BrowserContext, Page } from '@playwright/test';

/**
 * The page's service worker as a push service would reach it: Chromium's DevTools protocol
 * (ServiceWorker.deliverPushMessage) hands the worker a push's decrypted bytes, as the browser
 * does after its push service delivered them. Resolves once the worker is registered; the
 * function it gives delivers one push.
 */
export async function workerRegistration(context: BrowserContext, page: Page): Promise<(data: string) => Promise<void>> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
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
  return async (data) => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  };
}
