import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { test, expect, createCouple } from './fixtures';
import { formatTurkishDate, todayInZone } from '../src/shared/dates';
import { openWithWorker, share, stashEntries, workerContext } from './share-helpers';

/**
 * The phone's share sheet into the app (issue 21). The OS posts what was shared to the manifest's
 * share_target as a multipart form navigation; here a form built from the served manifest does
 * the same in Chromium, so the service worker takes the POST exactly as on a phone, keeps the
 * item and sends the page to the add form it belongs in.
 */
const VIDEO = 'rtOvBOTyX00';
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

test.describe('share sheet into the app', () => {
  test('the manifest offers the app as a share target for links, text and photos', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.share_target).toEqual({
      action: '/paylas',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'photos', accept: ['image/*'] }] },
    });
  });

  test("a shared YouTube link opens 'Yeni Müzik Ekle' for today with the link filled, once", async ({ browser }) => {
    const couple = await createCouple();
    const page = await (await workerContext(browser, couple.owner)).newPage();
    await openWithWorker(page, '/paylas');
    await share(page, { title: 'Christina Perri - A Thousand Years', text: `https://youtu.be/${VIDEO}?si=paylas` });

    await expect(page).toHaveURL(/\/music$/);
    const dialog = page.getByRole('dialog', { name: 'Yeni Müzik Ekle' });
    await expect(dialog.getByLabel('YouTube bağlantısı')).toHaveValue(`https://youtu.be/${VIDEO}?si=paylas`);
    await expect(dialog).toContainText(`Eklenecek gün: ${formatTurkishDate(todayInZone(new Date(), 'Europe/Istanbul'), { weekday: true })}`);
    // Taken out of the stash as the page opened: nothing shared stays on the phone.
    expect(await stashEntries(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Müzik başarıyla eklendi!')).toBeVisible();
    await expect(page.getByTestId('music-card')).toContainText('Christina Perri - A Thousand Years');
  });

  test("shared photos open 'Yeni Anı Ekle' with them attached; a file that is not a photo gets the usual message", async ({ browser }) => {
    const couple = await createCouple();
    const page = await (await workerContext(browser, couple.owner)).newPage();
    await openWithWorker(page, '/paylas');
    await share(page, {
      files: [
        { name: 'sahil-1.jpg', mimeType: 'image/jpeg', buffer: await photo(230, 120, 90) },
        { name: 'sahil-2.jpg', mimeType: 'image/jpeg', buffer: await photo(90, 140, 220) },
        { name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('bir fotoğraf değil') },
      ],
    });

    await expect(page).toHaveURL(/\/memories$/);
    const dialog = page.getByRole('dialog', { name: 'Yeni Anı' });
    await expect(dialog.getByTestId('photo-previews').getByRole('img')).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: 'sahil-1.jpg' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'sahil-2.jpg' })).toBeVisible();
    await expect(dialog).toContainText('(2/10)');
    await expect(page.getByText('Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.')).toBeVisible();
    expect(await stashEntries(page)).toBe(0);

    await dialog.getByLabel('Başlık').fill('Sahilde');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Anı başarıyla eklendi!')).toBeVisible();
    await expect(page.getByTestId('memory-card')).toContainText('Sahilde');
    const { memories } = await (await page.request.get('/api/memories')).json();
    expect(memories.map((m: { photos: unknown[] }) => m.photos.length)).toEqual([2]);
  });

  test("a shared map link opens 'Yeni Mekan Ekle' at that point, to be saved as 'Gittik' or 'Gideceğiz'", async ({ browser }) => {
    const couple = await createCouple();
    const page = await (await workerContext(browser, couple.owner)).newPage();
    await openWithWorker(page, '/paylas');
    const reverse = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/places/geocode/reverse');
    await share(page, { title: 'Galata Kulesi', text: 'Galata Kulesi\nhttps://www.google.com/maps/place/Galata+Kulesi/@41.0256411,28.9741083,17z' });

    await expect(page).toHaveURL(/\/places$/);
    const dialog = page.getByRole('dialog', { name: 'Yeni Mekan' });
    await expect(dialog.getByLabel('Mekan Adı')).toHaveValue('Galata Kulesi');
    const asked = new URL((await reverse).url()).searchParams;
    expect([asked.get('lat'), asked.get('lng')]).toEqual(['41.025641', '28.974108']);
    await expect(dialog.getByTestId('selected-address')).toContainText('Galata Kulesi Sokağı, Bereketzade, Beyoğlu');
    await expect(dialog.getByRole('button', { name: 'Seçilen konum' }).or(dialog.getByAltText('Seçilen konum'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toBeEnabled();
    // Issue 37: a place one wants to go to is a wish, without a visit date.
    await expect(dialog.getByTestId('place-status').getByRole('button', { name: 'Gittik' })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByTestId('place-status').getByRole('button', { name: 'Gideceğiz' }).click();
    await dialog.getByLabel('Neden?').fill('Bir akşam çıkalım.');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();
    const { places } = await (await page.request.get('/api/places')).json();
    expect(places.map((p: { name: string; status: string; visitDate: string | null }) => [p.name, p.status, p.visitDate])).toEqual([['Galata Kulesi', 'wish', null]]);
  });

  test("anything else asks 'Nereye eklensin?'; 'Alıntı' opens 'Yeni Alıntı' with the text", async ({ browser }) => {
    const couple = await createCouple();
    const page = await (await workerContext(browser, couple.owner)).newPage();
    await openWithWorker(page, '/paylas');
    await share(page, { text: 'Sevgi sabırlıdır, sevgi şefkatlidir.' });

    await expect(page).toHaveURL(/\/paylas\?paylasim=/);
    await expect(page.getByRole('heading', { name: 'Nereye eklensin?' })).toBeVisible();
    await expect(page.getByTestId('shared-text')).toHaveText('Sevgi sabırlıdır, sevgi şefkatlidir.');
    for (const choice of ['Müzik', 'Anı', 'Mekan', 'Alıntı']) await expect(page.getByRole('button', { name: new RegExp(`^${choice}`) })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: /^Alıntı/ }).click();

    await expect(page).toHaveURL(/\/quotes$/);
    await expect(page.getByRole('dialog', { name: 'Yeni Alıntı' }).getByLabel('Alıntı Metni')).toHaveValue('Sevgi sabırlıdır, sevgi şefkatlidir.');
    expect(await stashEntries(page)).toBe(0);
  });

  test('signed out, the shared link waits for the login and then opens its form', async ({ browser }) => {
    const couple = await createCouple();
    const page = await (await workerContext(browser)).newPage();
    await openWithWorker(page, '/login');
    await share(page, { text: `https://www.youtube.com/watch?v=${VIDEO}` });

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('note')).toHaveText('Paylaştığınız içerik giriş yaptıktan sonra açılacak.');
    expect(await stashEntries(page)).toBe(1);
    await page.getByLabel('E-posta').fill(couple.owner.email);
    await page.getByLabel('Şifre').fill(couple.owner.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    await expect(page).toHaveURL(/\/music$/);
    await expect(page.getByRole('dialog', { name: 'Yeni Müzik Ekle' }).getByLabel('YouTube bağlantısı')).toHaveValue(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(await stashEntries(page)).toBe(0);
  });
});
