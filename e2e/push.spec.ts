import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, createCouple, signedInContext } from './fixtures';

/**
 * Web Push in the page and the service worker (issue 21). No push service is reachable here:
 * Chromium's DevTools protocol hands the worker a push as its push service would
 * (ServiceWorker.deliverPushMessage), and the test reads back the notification it showed.
 */
async function workerRegistrationId(context: BrowserContext, page: Page): Promise<string> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await found;
  (page as Page & { cdpForTest?: typeof cdp }).cdpForTest = cdp;
  return id;
}

test.describe('push notifications', () => {
  test('a push shows the Turkish notification with its page and tag; the same tag replaces it; a foreign URL stays home', async ({ browser, baseURL }) => {
    const couple = await createCouple();
    const context = await signedInContext(browser, couple.owner, undefined, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await page.goto('/settings');
    await expect(page.getByTestId('notifications-section')).toContainText('Bildirimler');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const registrationId = await workerRegistrationId(context, page);
    const cdp = (page as Page & { cdpForTest?: Awaited<ReturnType<BrowserContext['newCDPSession']>> }).cdpForTest!;
    const payload = { title: 'Yeni anı', body: 'Mehmet yeni bir anı ekledi: Kapadokya', url: '/memories?ani=abc', tag: 'memories:x', kind: 'memories', unread: 3 };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });

    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })),
      );
    await expect.poll(shown).toEqual([{ title: 'Yeni anı', body: 'Mehmet yeni bir anı ekledi: Kapadokya', tag: 'memories:x', url: `${new URL(baseURL!).origin}/memories?ani=abc` }]);

    // A second push of the same tag replaces the first on the device; a foreign URL stays home.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify({ ...payload, body: 'Mehmet yeni bir anı ekledi: Efes (+1 bildirim daha)', url: 'https://evil.example/phish' }),
    });
    await expect.poll(shown).toEqual([{ title: 'Yeni anı', body: 'Mehmet yeni bir anı ekledi: Efes (+1 bildirim daha)', tag: 'memories:x', url: `${new URL(baseURL!).origin}/` }]);
    await context.close();
  });

  test("'Bildirimler' in settings: kinds and quiet hours are saved", async ({ ownerPage: page }) => {
    await page.goto('/settings');
    const section = page.getByTestId('notifications-section');
    await expect(section.getByLabel('Başlangıç')).toHaveValue('23:00');
    await section.getByLabel('Günün şarkısı').uncheck();
    await section.getByLabel('Başlangıç').fill('22:30');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/push/preferences') && r.request().method() === 'PUT');
    await section.getByRole('button', { name: 'Kaydet' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Bildirim ayarları kaydedildi.')).toBeVisible();
    await page.reload();
    await expect(section.getByLabel('Başlangıç')).toHaveValue('22:30');
    await expect(section.getByLabel('Günün şarkısı')).not.toBeChecked();
    await expect(section.getByLabel('Anılar, beğeniler ve yorumlar')).toBeChecked();
    await expect(section).toContainText('Henüz bildirim alan bir cihaz yok.');
  });

  test('the installed app offers Yeni Anı, Günün Şarkısı and Oyun on a long press', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => `${s.name} ${s.url}`)).toEqual(['Yeni Anı /memories', 'Günün Şarkısı /music', 'Oyun /movie-game']);
  });
});
