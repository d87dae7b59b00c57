import { test, expect, createCouple, signedInContext } from './fixtures';
import { workerRegistration } from './worker-push';

/**
 * Web Push in the page and the service worker (issue 21). No push service is reachable here:
 * Chromium's DevTools protocol hands the worker a push as its push service would
 * (ServiceWorker.deliverPushMessage, e2e/worker-push.ts), and the test reads back the notification
 * it showed.
 */
type BadgeCall = ['set', number | undefined] | ['clear'];

/**
 * Records every call of the Badging API (`setAppBadge`/`clearAppBadge`) in `globalThis.badgeCalls`,
 * then passes it on to the browser's own (a page or a service worker: the function is its source).
 */
function recordBadgeCalls() {
  const g = globalThis as unknown as { badgeCalls: unknown[]; navigator: Record<string, unknown> };
  g.badgeCalls = [];
  const proto = Object.getPrototypeOf(g.navigator) as Record<string, unknown>;
  const setOriginal = proto.setAppBadge as ((n?: number) => Promise<void>) | undefined;
  const clearOriginal = proto.clearAppBadge as (() => Promise<void>) | undefined;
  proto.setAppBadge = function (this: unknown, n?: number) {
    g.badgeCalls.push(['set', n]);
    return setOriginal ? setOriginal.call(this, n) : Promise.resolve();
  };
  proto.clearAppBadge = function (this: unknown) {
    g.badgeCalls.push(['clear']);
    return clearOriginal ? clearOriginal.call(this) : Promise.resolve();
  };
}

test.describe('push notifications', () => {
  test('a push shows the Turkish notification with its page and tag; the same tag replaces it; a foreign URL stays home', async ({ browser, baseURL }) => {
    const couple = await createCouple();
    const context = await signedInContext(browser, couple.owner, undefined, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await page.goto('/settings');
    await expect(page.getByTestId('notifications-section')).toContainText('Bildirimler');
    const { deliver, shownAfter } = await workerRegistration(context, page);
    const payload = {
      title: 'Yeni anı',
      body: 'Mehmet yeni bir anı ekledi: Kapadokya',
      url: '/memories?ani=abc',
      tag: 'memories:x',
      kind: 'memories',
      unread: 3,
    };
    await deliver(JSON.stringify(payload));
    const origin = new URL(baseURL!).origin;
    expect(await shownAfter(1)).toEqual([
      { title: 'Yeni anı', body: 'Mehmet yeni bir anı ekledi: Kapadokya', tag: 'memories:x', lang: 'tr', url: `${origin}/memories?ani=abc` },
    ]);

    // A second push of the same tag replaces the first on the device; a foreign URL stays home.
    await deliver(JSON.stringify({ ...payload, body: 'Mehmet yeni bir anı ekledi: Efes (+1 bildirim daha)', url: 'https://evil.example/phish' }));
    expect(await shownAfter(2)).toEqual([
      { title: 'Yeni anı', body: 'Mehmet yeni bir anı ekledi: Efes (+1 bildirim daha)', tag: 'memories:x', lang: 'tr', url: `${origin}/` },
    ]);
    await context.close();
  });

  test("the app icon's badge follows the bell: the partner's additions count up, reading them clears it", async ({ ownerPage: page, partnerPage }) => {
    await page.addInitScript(recordBadgeCalls);
    const calls = () => page.evaluate(() => (globalThis as unknown as { badgeCalls: BadgeCall[] }).badgeCalls);
    const last = async () => (await calls()).at(-1);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bizim Hikayemiz' })).toBeVisible();
    // Nothing unread: the badge is cleared (a count left from before would be wrong).
    await expect.poll(last).toEqual(['clear']);

    for (const text of ['Birinci alıntı', 'İkinci alıntı']) {
      expect((await partnerPage.request.post('/api/quotes', { data: { text, author: 'M' } })).status()).toBe(201);
    }
    await expect(page.getByTestId('notification-badge')).toHaveText('2');
    await expect.poll(last).toEqual(['set', 2]);

    await page.getByRole('button', { name: /Bildirimler/ }).click();
    await page.getByRole('region', { name: 'Bildirimler' }).getByRole('button', { name: 'Tümünü Okundu İşaretle' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect.poll(last).toEqual(['clear']);
    // Never a count the bell did not show (1 if the first quote's live update came alone).
    expect((await calls()).every((c) => c[0] === 'clear' || c[1] === 1 || c[1] === 2)).toBe(true);
  });

  test("a push sets the app icon's badge from the service worker to the push's unread count; 0 clears it", async ({ browser }) => {
    const couple = await createCouple();
    const context = await signedInContext(browser, couple.owner, undefined, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await page.goto('/settings');
    await expect(page.getByTestId('notifications-section')).toContainText('Bildirimler');
    const { worker, deliver } = await workerRegistration(context, page);
    await worker.evaluate(recordBadgeCalls);
    const calls = () => worker.evaluate(() => (globalThis as unknown as { badgeCalls: BadgeCall[] }).badgeCalls);
    const push = (unread: number) =>
      deliver(
        JSON.stringify({
          title: 'Yeni mekan',
          body: 'Mehmet yeni bir mekan ekledi: Moda Sahili',
          url: '/places?place=abc',
          tag: 'places:x',
          kind: 'places',
          unread,
        }),
      );
    await push(4);
    await expect.poll(calls).toEqual([['set', 4]]);
    await push(0);
    await expect.poll(calls).toEqual([['set', 4], ['clear']]);
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
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => `${s.name} ${s.url}`)).toEqual([
      'Yeni Anı /memories',
      'Günün Şarkısı /music',
      'Oyun /movie-game',
    ]);
  });
});
