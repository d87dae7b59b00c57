import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, createCouple, mainBaseURL } from './fixtures';
import { E2E_PORT } from './harness/ports';
import { openWithWorker, share, stashEntries, workerContext } from './share-helpers';

/**
 * Issue 33: the share target through the service worker, attacked by a page of another site. The
 * app is at 127.0.0.1; the other site is http://localhost on the same port (another origin and
 * another site), its page served by Playwright. A form there posting to /paylas is refused; one
 * that hides its referrer (it cannot be told from the OS's share sheet) only fills a form, which
 * saves nothing until the member presses its button.
 */
const VIDEO = 'rtOvBOTyX00';
const OTHER_SITE = `http://localhost:${E2E_PORT}`;

/** Opens a page of the other site holding a form that posts `text` to the app's share target, and posts it. */
async function otherSitePosts(context: BrowserContext, page: Page, text: string, referrerPolicy?: string) {
  const meta = referrerPolicy ? `<meta name="referrer" content="${referrerPolicy}">` : '';
  await context.route(`${OTHER_SITE}/kampanya`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head>${meta}</head><body>
        <form id="f" method="POST" action="${mainBaseURL}/paylas" enctype="multipart/form-data">
          <input type="hidden" name="text" value="${text}"></form></body></html>`,
    }),
  );
  await page.goto(`${OTHER_SITE}/kampanya`);
  await page.locator('#f').evaluate((form: HTMLFormElement) => form.submit());
}

test.describe('the share target against another site', () => {
  test('a form of another site posting to /paylas gets the server’s 403: nothing is kept, no form opens', async ({ browser }) => {
    const couple = await createCouple();
    const context = await workerContext(browser, couple.owner);
    const page = await context.newPage();
    await openWithWorker(page, '/music');

    const posted = page.waitForResponse((r) => r.url() === `${mainBaseURL}/paylas` && r.request().method() === 'POST');
    await otherSitePosts(context, page, `https://youtu.be/${VIDEO}`);
    const answer = await posted;
    expect(answer.status()).toBe(403);
    expect(answer.fromServiceWorker()).toBe(false);
    await expect(page).toHaveURL(`${mainBaseURL}/paylas`);

    await page.goto('/music');
    expect(await stashEntries(page)).toBe(0);
    await expect(page.getByRole('dialog', { name: 'Yeni Müzik Ekle' })).toHaveCount(0);
  });

  test('a form that hides its referrer only fills the form: nothing is saved until the member presses Ekle', async ({ browser }) => {
    const couple = await createCouple();
    const context = await workerContext(browser, couple.owner);
    const page = await context.newPage();
    await openWithWorker(page, '/music');

    await otherSitePosts(context, page, `https://youtu.be/${VIDEO}`, 'no-referrer');
    await expect(page).toHaveURL(`${mainBaseURL}/music`);
    const dialog = page.getByRole('dialog', { name: 'Yeni Müzik Ekle' });
    await expect(dialog.getByLabel('YouTube bağlantısı')).toHaveValue(`https://youtu.be/${VIDEO}`);
    // The video's facts arrive (a read); nothing is written.
    await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toBeEnabled();
    expect((await (await page.request.get('/api/music')).json()).music).toEqual([]);
    await dialog.getByRole('button', { name: 'Kapat', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    expect((await (await page.request.get('/api/music')).json()).music).toEqual([]);
  });
});

test('every form a share opens waits for its button: photos, a place, a quote', async ({ browser }) => {
  test.setTimeout(60_000);
  const couple = await createCouple();
  const page = await (await workerContext(browser, couple.owner)).newPage();
  await openWithWorker(page, '/paylas');
  const nothingSaved = async () => {
    for (const [path, key] of [
      ['/api/memories', 'memories'],
      ['/api/places', 'places'],
      ['/api/quotes', 'quotes'],
    ] as const) {
      expect((await (await page.request.get(path)).json())[key], path).toEqual([]);
    }
  };

  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();
  await share(page, { files: [{ name: 'deniz.jpg', mimeType: 'image/jpeg', buffer: jpeg }] });
  const memory = page.getByRole('dialog', { name: 'Yeni Anı' });
  await expect(memory.getByTestId('photo-previews').getByRole('img')).toHaveCount(1);
  await nothingSaved();

  await page.goto('/paylas');
  await share(page, { title: 'Galata Kulesi', text: 'https://www.google.com/maps/place/Galata+Kulesi/@41.0256411,28.9741083,17z' });
  const place = page.getByRole('dialog', { name: 'Yeni Mekan' });
  await expect(place.getByTestId('selected-address')).toContainText('Galata Kulesi Sokağı');
  await nothingSaved();

  await page.goto('/paylas');
  await share(page, { text: 'Bir alıntı, kaydedilmeden bekler.' });
  await page.getByRole('button', { name: /^Alıntı/ }).click();
  await expect(page.getByRole('dialog', { name: 'Yeni Alıntı' }).getByLabel('Alıntı Metni')).toHaveValue('Bir alıntı, kaydedilmeden bekler.');
  await nothingSaved();
});
