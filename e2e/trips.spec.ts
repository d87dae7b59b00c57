import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { addByApi, place } from './places-helpers';
import { addDays } from '../src/shared/dates';
import { distanceKm } from '../src/shared/geo';

/** Issue 37: 'Gideceğiz' places on the map, trips with a countdown, their days and their story. */
const todayOf = async (page: Page): Promise<string> => (await (await page.request.get('/api/home')).json()).today;
const post = async (page: Page, url: string, data: object) => {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
};
const png = async (page: Page, button: string) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
};

test.describe('Rotamız', () => {
  const wishOf = (name: string, lat: number, lng: number, extra: object = {}) => ({ ...place(name, lat, lng), visitDate: undefined, status: 'wish', ...extra });

  test("a wish is added as 'Gideceğiz' with 'Neden?', and the filter shows either kind", async ({ ownerPage: page }) => {
    await addByApi(page, place('Moda Sahili', 40.9814, 29.0253, { visitDate: '2025-05-01' }));
    await page.goto('/places');
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('place-status').getByRole('button', { name: 'Gideceğiz' }).click();
    await expect(dialog.getByLabel('Ziyaret Tarihi')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Konum Ara' }).fill('Galata');
    await dialog.getByRole('option', { name: /Galata Kulesi/ }).click();
    await dialog.getByLabel('Neden?').fill('Gün batımını yukarıdan izlemek için.');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();

    const cards = page.getByTestId('place-card');
    const wish = cards.filter({ hasText: 'Galata Kulesi' });
    await expect(wish).toHaveAttribute('data-status', 'wish');
    await expect(wish).toContainText('Gideceğiz');
    await expect(wish).toContainText('Neden? Gün batımını yukarıdan izlemek için.');
    const filter = page.getByTestId('place-filter');
    await filter.getByRole('button', { name: 'Gideceğiz' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Galata Kulesi');
    await filter.getByRole('button', { name: 'Gittik' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Moda Sahili');
    await filter.getByRole('button', { name: 'Hepsi' }).click();
    await expect(cards).toHaveCount(2);
  });

  test('the map draws wishes in their own style with a legend, in the still picture and the live map', async ({ ownerPage: page }) => {
    await addByApi(page, place('Moda Sahili', 40.9814, 29.0253, { visitDate: '2025-05-01' }));
    await addByApi(page, wishOf('Galata Kulesi', 41.0256, 28.9741));
    // Opened on the map: no pointer has woken Leaflet yet, the still picture is what shows.
    await page.goto('/places?view=map');
    const map = page.getByTestId('places-map');
    await expect(map.locator('[data-testid="still-marker"][data-status="wish"]')).toHaveCount(1);
    await expect(map.locator('[data-testid="still-marker"][data-status="visited"]')).toHaveCount(1);
    await expect(map.getByRole('button', { name: 'Galata Kulesi (Gideceğiz)' })).toBeVisible();
    const legend = page.getByRole('list', { name: 'Harita açıklaması' });
    await expect(legend).toContainText('Gittik');
    await expect(legend).toContainText('Gideceğiz');
    // The filter narrows the map too.
    await page.getByTestId('place-filter').getByRole('button', { name: 'Gideceğiz' }).click();
    await expect(map.getByTestId('still-marker')).toHaveCount(1);
    await page.getByTestId('place-filter').getByRole('button', { name: 'Hepsi' }).click();
    // The live map: the same two styles, the legend still there.
    await map.hover();
    await expect(map).toHaveAttribute('data-live', 'true');
    await expect(page.locator('.leaflet-marker-icon[alt="Galata Kulesi (Gideceğiz)"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.leaflet-marker-icon[alt="Moda Sahili"]')).toBeVisible();
    await expect(legend).toBeVisible();
  });

  test("'Gittik olarak işaretle' asks for the day, today at most", async ({ ownerPage: page }) => {
    await addByApi(page, wishOf('Galata Kulesi', 41.0256, 28.9741));
    await page.goto('/places');
    const wish = page.getByTestId('place-card').filter({ hasText: 'Galata Kulesi' });
    await wish.getByRole('button', { name: 'Gittik olarak işaretle' }).click();
    const visit = page.getByRole('dialog', { name: 'Gittik olarak işaretle' });
    const day = visit.getByLabel('Ne zaman gittiniz?');
    const today = await todayOf(page);
    await expect(day).toHaveAttribute('max', today);
    await day.fill(addDays(today, -3));
    await visit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Gittik olarak işaretlendi!')).toBeVisible();
    await expect(wish).toHaveAttribute('data-status', 'visited');
    await expect(wish.getByRole('button', { name: 'Gittik olarak işaretle' })).toHaveCount(0);
  });

  test("'Yeni seyahat': a name, its days, a wish ticked and a new place found; it opens the trip's page", async ({ ownerPage: page }) => {
    await addByApi(page, wishOf('Göreme', 38.6431, 34.8289, { reason: 'Balonlar' }));
    const today = await todayOf(page);
    await page.goto('/places');
    await page.getByRole('navigation', { name: 'Mekanlar ve seyahatler' }).getByRole('link', { name: 'Seyahatler' }).click();
    await expect(page).toHaveURL(/\/places\/trips$/);
    await expect(page.getByText('Henüz seyahat eklenmedi.')).toBeVisible();
    await page.getByRole('button', { name: 'Yeni seyahat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni seyahat' });
    await dialog.getByLabel('Seyahat adı').fill('Kapadokya');
    await dialog.getByLabel('Başlangıç').fill(addDays(today, 12));
    await dialog.getByLabel('Bitiş').fill(addDays(today, 15));
    await dialog.getByTestId('trip-wishes').getByLabel(/Göreme/).check();
    await dialog.getByRole('combobox', { name: 'Yeni yer ekle' }).fill('Galata');
    await dialog.getByRole('option', { name: /Galata Kulesi/ }).click();
    await expect(dialog.getByTestId('trip-new-places')).toContainText('Galata Kulesi');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Seyahat başarıyla eklendi!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kapadokya' })).toBeVisible();
    await expect(page.getByTestId('trip-phase')).toHaveText("Kapadokya'ya 12 gün");
    await expect(page.getByTestId('trip-place')).toHaveCount(2);
    await expect(page.getByTestId('trip-place').filter({ hasText: 'Galata Kulesi' })).toContainText('Gideceğiz');
  });

  test("home counts down for both: 'Kapadokya'ya 12 gün'; the partner adds places but does not edit the trip", async ({ ownerPage: page, partnerPage }) => {
    const today = await todayOf(page);
    await post(page, '/api/trips', { name: 'Kapadokya', startDate: addDays(today, 12), endDate: addDays(today, 15) });
    for (const p of [page, partnerPage]) {
      await p.goto('/');
      await expect(p.getByTestId('trip-countdown-text')).toHaveText("Kapadokya'ya 12 gün");
    }
    await partnerPage.getByTestId('trip-countdown').click();
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Kapadokya' })).toBeVisible();
    await expect(partnerPage.getByRole('button', { name: 'Yer ekle' })).toBeVisible();
    await expect(partnerPage.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(partnerPage.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  });

  test("an ongoing trip gathers the days' memories and both members' songs by itself, and a wish is confirmed with one of its days", async ({ ownerPage: page, partnerPage }) => {
    const today = await todayOf(page);
    const { place: wish } = await post(page, '/api/places', wishOf('Uçhisar Kalesi', 38.6294, 34.8053));
    const { trip } = await post(page, '/api/trips', { name: 'Nevşehir', startDate: addDays(today, -2), endDate: addDays(today, 1), placeIds: [wish.id] });
    await post(page, '/api/memories', { title: 'Peribacaları', date: addDays(today, -1), category: 'travel' });
    await post(page, '/api/memories', { title: 'Seyahatten önce', date: addDays(today, -3), category: 'other' });
    await post(page, '/api/music', { date: addDays(today, -1), videoId: '2Vv-BfVoq4g' });
    await post(partnerPage, '/api/music', { date: addDays(today, -1), videoId: '450p7goxZqg' });

    await partnerPage.goto(`/places/trips/${trip.id}`);
    await expect(partnerPage.getByTestId('trip-phase')).toHaveText('Şu an seyahattesiniz');
    await expect(partnerPage.getByTestId('trip-memory')).toHaveText(['Peribacaları']);
    await expect(partnerPage.getByTestId('trip-song')).toHaveCount(2);
    await expect(partnerPage.getByTestId('trip-day')).toHaveCount(1);

    await partnerPage.getByTestId('trip-place').getByRole('button', { name: 'Gittik olarak işaretle' }).click();
    const visit = partnerPage.getByRole('dialog', { name: 'Gittik olarak işaretle' });
    await expect(visit.getByLabel('Ne zaman gittiniz?')).toHaveAttribute('min', addDays(today, -2));
    await visit.getByLabel('Ne zaman gittiniz?').fill(addDays(today, -2));
    await visit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(partnerPage.getByText('Gittik olarak işaretlendi!')).toBeVisible();
    await expect(partnerPage.getByTestId('trip-place')).toContainText('Gittik');
    await expect(partnerPage.getByTestId('trip-day')).toHaveCount(2);
    // The owner's page follows live.
    await page.goto(`/places/trips/${trip.id}`);
    await expect(page.getByTestId('trip-day').first()).toContainText('Uçhisar Kalesi');
  });

  test("the story after the trip: its figures, the route in visit order, the songs one after another, and the PNGs", async ({ ownerPage: page, partnerPage }) => {
    const today = await todayOf(page);
    const [start, end] = [addDays(today, -12), addDays(today, -9)];
    const alacati = { lat: 38.2619, lng: 26.3772 };
    const cesme = { lat: 38.3236, lng: 26.3036 };
    await post(page, '/api/places', { ...place('Çeşme Kalesi', cesme.lat, cesme.lng), visitDate: addDays(start, 2) });
    await post(partnerPage, '/api/places', { ...place('Alaçatı', alacati.lat, alacati.lng), visitDate: start });
    const { memory } = await post(page, '/api/memories', { title: 'Rüzgâr sörfü', date: addDays(start, 1), category: 'travel' });
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
    expect((await page.request.post(`/api/memories/${memory.id}/photos`, { multipart: { photo: { name: 'deniz.jpg', mimeType: 'image/jpeg', buffer: jpeg } } })).status()).toBe(201);
    await post(page, '/api/music', { date: start, videoId: '2Vv-BfVoq4g' });
    await post(partnerPage, '/api/music', { date: addDays(start, 1), videoId: '450p7goxZqg' });
    const { trip } = await post(page, '/api/trips', { name: 'Ege Turu', startDate: start, endDate: end });

    await page.goto('/places/trips');
    await page.getByTestId('trip-card').filter({ hasText: 'Ege Turu' }).click();
    await page.getByRole('link', { name: 'Seyahat hikâyesini aç' }).click();
    await expect(page).toHaveURL(new RegExp(`/places/trips/${trip.id}/story$`));
    await expect(page.getByText('Seyahat hikâyesi', { exact: true })).toBeVisible();
    await expect(page.getByTestId('story-figures')).toContainText('4gün');
    await expect(page.getByTestId('story-figures')).toContainText('2yer');
    await expect(page.getByTestId('story-figures')).toContainText('1fotoğraf');
    await expect(page.getByTestId('story-figures')).toContainText(`${Math.round(distanceKm(alacati, cesme))}km yol`);
    await expect(page.getByTestId('route-name')).toHaveText(['1. durak: Alaçatı', '2. durak: Çeşme Kalesi']);
    await expect(page.getByTestId('route-map').locator('[data-testid="route-stop"]')).toHaveCount(2);
    await expect(page.getByTestId('route-map').getByRole('img', { name: 'Rota: Alaçatı → Çeşme Kalesi' })).toBeVisible();
    await expect(page.getByTestId('story-photo')).toHaveAttribute('loading', 'lazy');

    // Both members' songs, one after another, with the music page's player.
    const player = page.getByTestId('story-player');
    await player.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Hepsini çal' }).click();
    await expect(player).toHaveAttribute('data-playing', 'true');
    const first = await page.getByTestId('story-now-playing').textContent();
    const seek = player.getByRole('slider', { name: 'Şarkının konumu' });
    await seek.fill(String(Number(await seek.getAttribute('max')) - 1));
    await expect(player).toHaveAttribute('data-index', '1');
    await expect(page.getByTestId('story-now-playing')).not.toHaveText(first!);
    await expect(player).toContainText('Mehmet');

    // The share pictures: a story and a square PNG.
    for (const [button, kind, width, height] of [
      ['Hikâye görseli indir', 'hikaye', 1080, 1920],
      ['Kare görsel indir', 'kare', 1080, 1080],
    ] as const) {
      const { name, bytes } = await png(page, button);
      expect(name).toBe(`seyahat-${start}-${kind}.png`);
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);
    }

    // Opened from its address (a shared link, a reload): the HTML brings the story's chunks and the
    // map's address, the main script asks for the trip, and the page uses those answers: each read once.
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/trips/${trip.id}` || pathname === '/api/client-config') reads.push(pathname);
    });
    await page.goto(`/places/trips/${trip.id}/story`);
    await expect(page.getByTestId('route-map').locator('[data-testid="route-stop"]')).toHaveCount(2);
    await expect(page.getByTestId('story-player')).toBeVisible();
    // The HTML named the page (its chunks with it), as it does for the pages without a parameter.
    await expect(page.locator('head meta[name="route"]')).toHaveAttribute('content', '/places/trips/:id/story');
    expect(reads.sort()).toEqual(['/api/client-config', `/api/trips/${trip.id}`]);
  });

  test('a story before the trip has ended says when it will be ready', async ({ ownerPage: page }) => {
    const today = await todayOf(page);
    const { trip } = await post(page, '/api/trips', { name: 'Mardin', startDate: addDays(today, 3), endDate: addDays(today, 5) });
    await page.goto(`/places/trips/${trip.id}/story`);
    await expect(page.getByText('Seyahat hikâyesi, seyahat bittiğinde hazır olur.')).toBeVisible();
  });
});
