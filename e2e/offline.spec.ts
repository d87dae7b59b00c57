import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { test, expect, createCouple, signedInContext } from './fixtures';
import { API_CACHES } from '../src/client/lib/offline-policy';

/**
 * The installed phone app (issue 13): the service worker keeps the lists seen last readable with
 * no network behind a 'Çevrimdışı' banner, and a write made offline is refused with a Turkish
 * message while the form keeps what was typed. The worker is allowed only here (other specs
 * block it so each test does not download the whole shell).
 */
const OFFLINE_WRITE = 'Çevrimdışısınız; bu değişiklik kaydedilmedi. Bağlantı gelince tekrar deneyin.';

/** Chromium's offline mode does not reach a service worker's own fetches: refuse those too. */
const refuseWorkerFetch = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

async function goOffline(context: BrowserContext) {
  await context.route('**/*', refuseWorkerFetch);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', refuseWorkerFetch);
  await context.setOffline(false);
}

/** Resolves once the worker is active and controls this page (it claims open pages at once). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('installable, offline-readable app', () => {
  test('the lists seen last stay readable offline, writes are refused and nothing typed is lost', async ({ browser }) => {
    test.setTimeout(60_000);
    const couple = await createCouple();
    const context = await signedInContext(browser, couple.owner, undefined, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.request.post('/api/movies', { data: { title: 'Çevrimdışı Film', year: 1999 } });
    await page.request.post('/api/quotes', { data: { text: 'Yolda da okunur.', author: 'Ayşe', source: '', isAnonymous: false } });

    await page.goto('/movies');
    await workerInControl(page);
    // Read the lists once through the worker (the first load ran before it took control).
    await page.reload();
    await expect(page.getByTestId('movie-card').filter({ hasText: 'Çevrimdışı Film' })).toBeVisible();
    await page.goto('/quotes');
    await expect(page.getByTestId('quote-card')).toContainText('Yolda da okunur.');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await goOffline(context);
    // The reload's read: not the answer to one the page began before going offline (the live
    // stream's first reading of the lists, once the page is idle, may still be on its way).
    const askedOffline = new Set<Request>();
    const track = (request: Request) => void (new URL(request.url()).pathname === '/api/quotes' && askedOffline.add(request));
    page.on('request', track);
    const listRead = page.waitForResponse((r) => askedOffline.has(r.request()));
    await page.reload();
    // The worker answered from its cache and said so (the page shows the banner from this mark).
    const copy = await listRead;
    page.off('request', track);
    expect(copy.fromServiceWorker()).toBe(true);
    expect(copy.headers()['x-defterimiz-offline']).toBe('1');
    await expect(page.getByTestId('quote-card')).toContainText('Yolda da okunur.');
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışı');
    await page.goto('/movies');
    await expect(page.getByTestId('movie-card').filter({ hasText: 'Çevrimdışı Film' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText('Çevrimdışı');

    // A write offline: refused at once with the Turkish message; the form keeps the text.
    await page.goto('/quotes');
    await page.getByRole('button', { name: 'Yeni Alıntı Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alıntı Metni').fill('Bağlantı yokken yazıldı.');
    await dialog.getByLabel('Yazar').fill('Mehmet');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText(OFFLINE_WRITE)).toBeVisible();
    await expect(dialog.getByLabel('Alıntı Metni')).toHaveValue('Bağlantı yokken yazıldı.');
    await expect(dialog.getByLabel('Yazar')).toHaveValue('Mehmet');

    // Back online: the banner goes once fresh lists arrive, and the same form saves.
    await goOnline(context);
    // The page reads again on 'online', and again with a short back-off while answers are copies.
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Alıntı başarıyla eklendi!')).toBeVisible();
    await expect(page.getByTestId('quote-card').filter({ hasText: 'Bağlantı yokken yazıldı.' })).toBeVisible();
    const { quotes } = await (await page.request.get('/api/quotes')).json();
    expect(quotes.map((q: { text: string }) => q.text).sort()).toEqual(['Bağlantı yokken yazıldı.', 'Yolda da okunur.']);
    await context.close();
  });

  test('logout forgets the cached lists, so the next person on the phone sees nothing of them offline', async ({ browser }) => {
    const couple = await createCouple();
    const context = await signedInContext(browser, couple.owner, undefined, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.request.post('/api/quotes', { data: { text: 'Sadece bizim.', author: 'Ayşe', source: '', isAnonymous: false } });
    await page.goto('/quotes');
    await workerInControl(page);
    await page.reload();
    await expect(page.getByTestId('quote-card')).toContainText('Sadece bizim.');
    expect(await page.evaluate(() => caches.has('api-lists'))).toBe(true);
    // A photo seen before (the worker keeps them in their own cache).
    await page.evaluate(async (name) => (await caches.open(name)).put('/api/photos/x', new Response('bytes')), API_CACHES.photos);

    await page.getByRole('button', { name: 'Çıkış', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    const left = await page.evaluate(() => caches.keys());
    for (const name of Object.values(API_CACHES)) expect(left).not.toContain(name);
    await context.close();
  });

  test('the manifest names the app in Turkish and its icons exist', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Defterimiz', short_name: 'Defterimiz', lang: 'tr', start_url: '/', display: 'standalone' });
    expect(manifest.description).toContain('Bir çiftin ortak defteri');
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((i: { src: string }) => i.src), touch]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
    }
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0c0a09');
    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
