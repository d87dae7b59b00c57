import type { Page } from '@playwright/test';
import { test, expect, createCouple, mainBaseURL, newContext, signedInContext } from './fixtures';
import { API_CACHES } from '../src/client/lib/offline-policy';

/**
 * Issue 33, what a session leaves on a device: signed out from elsewhere, the phone forgets its
 * cached answers and photos as a logout does (the worker runs here); a logout the server cannot
 * finish says so and keeps the page as it is; the settings say what else the two big buttons end.
 */

/** Resolves once the worker is active and controls this page (it claims open pages at once). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('signed out from another device, the phone forgets its cached lists and photos at its next answer', async ({ browser }) => {
  test.setTimeout(60_000);
  const couple = await createCouple();
  const context = await signedInContext(browser, couple.owner, undefined, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.request.post('/api/quotes', { data: { text: 'Yalnızca bu telefonda görülür.', author: 'Ayşe', source: '', isAnonymous: false } });
  await page.goto('/quotes');
  await workerInControl(page);
  await page.reload();
  await expect(page.getByTestId('quote-card')).toContainText('Yalnızca bu telefonda görülür.');
  expect(await page.evaluate((name) => caches.has(name), API_CACHES.lists)).toBe(true);
  await page.evaluate(async (name) => (await caches.open(name)).put('/api/photos/x', new Response('bytes')), API_CACHES.photos);

  // The member's laptop: 'Tüm cihazlardan çıkış yap' (the phone is one of them).
  const laptop = await newContext(browser, { baseURL: mainBaseURL });
  expect((await laptop.request.post('/api/auth/login', { data: { email: couple.owner.email, password: couple.owner.password } })).status()).toBe(200);
  expect((await laptop.request.delete('/api/account/sessions')).status()).toBe(200);

  // The phone's next read finds the session gone: the login page, and nothing of the lists kept.
  // The worker empties its caches before it hands the page that answer (src/sw/signed-out.ts, whose
  // unit tests cover a write landing after the delete): no waiting here.
  await page.getByRole('link', { name: 'Filmler' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => caches.keys())).not.toContain(API_CACHES.lists);
  expect(await page.evaluate(() => caches.keys())).not.toContain(API_CACHES.photos);
  await expect(page.getByText('Yalnızca bu telefonda görülür.')).toHaveCount(0);
  await context.close();
  await laptop.close();
});

test('a logout the server refuses or never answers says so in Turkish, is logged, and keeps the page', async ({ ownerPage: page }) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { name: 'Alıntılar' })).toBeVisible();
  const failed = 'Çıkış yapılamadı; oturumunuz hâlâ açık olabilir. Lütfen biraz sonra tekrar deneyin.';

  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Beklenmeyen bir hata oluştu.' }) }),
  );
  await page.getByRole('button', { name: 'Çıkış', exact: true }).click();
  await expect(page.getByText(failed)).toBeVisible();
  await expect(page).toHaveURL(/\/quotes$/);
  expect(errors.some((e) => e.includes('logout failed'))).toBe(true);

  // No answer at all while the browser says it is online (pressed from the keyboard: the first
  // toast lies over the button).
  await page.unroute('**/api/auth/logout');
  await page.route('**/api/auth/logout', (route) => route.abort('connectionreset'));
  errors.length = 0;
  await page.getByRole('button', { name: 'Çıkış', exact: true }).press('Enter');
  await expect(page.getByText(failed)).toHaveCount(2);
  await expect.poll(() => errors.some((e) => e.includes('logout failed'))).toBe(true);
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { name: 'Alıntılar' })).toBeVisible();
});

test('the settings say that a password change and signing out everywhere end the calendar address and push too', async ({ ownerPage: page }) => {
  await page.goto('/settings');
  await expect(page.getByTestId('password-section')).toContainText(
    'Takvim adresiniz de iptal edilir (gerekirse yenisini oluşturabilirsiniz) ve diğer cihazlarınıza artık bildirim gönderilmez.',
  );
  await expect(page.getByTestId('devices-section')).toContainText('Takvim adresiniz ve tüm cihazlarınızın bildirim abonelikleri de iptal edilir.');
});
