import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, createCouple, signedInContext } from './fixtures';
import type { YearInReview } from '../src/shared/yilimiz';

const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('Yılımız', () => {
  // One seeded couple for the file: the demo seed is the slow part, and no test here changes it.
  let couple: Awaited<ReturnType<typeof createCouple>>;
  test.beforeAll(async () => {
    couple = await createCouple({ seed: true });
  });

  for (const [device, viewport] of [
    ['phone', { width: 360, height: 740 }],
    ['laptop', { width: 1280, height: 800 }],
  ] as const) {
    test(`the year's figures from the server, one section per screen, past years (${device})`, async ({ browser }) => {
      const context = await signedInContext(browser, couple.owner, undefined, { viewport });
      const page = await context.newPage();
      if (device === 'laptop') {
        await page.goto('/');
        await page.getByRole('link', { name: 'Yılımız' }).first().click();
        await expect(page).toHaveURL(/\/yilimiz$/);
      } else {
        await page.goto('/yilimiz');
      }
      const data = (await (await page.request.get('/api/yilimiz')).json()) as YearInReview;
      await expect(page.getByRole('heading', { level: 1, name: `${data.year} Yılımız` })).toBeVisible();
      await expect(page.getByTestId('yil-days')).toHaveText(`Bu yıl ${groupDigits(data.days.thisYear)} gün`);
      await expect(page.getByTestId('yil-movies-count')).toHaveText(`${data.movies.count} film izlediniz`);
      await expect(page.getByTestId('yil-books-count')).toHaveText(`${data.books.count} kitap okudunuz`);
      await expect(page.getByTestId('yil-memories-count')).toHaveText(`${data.memories.count} anı biriktirdiniz`);
      await expect(page.getByTestId('yil-songs-count')).toHaveText(`${data.songs.count} şarkı`);
      expect(data.movies.count + data.books.count + data.songs.count).toBeGreaterThan(0);
      // The headings read as Turkish (issue 33: not 'En çok türler', 'Yapımcılar', 'Kazanç başına tahmin').
      expect(data.movies.topGenres.length * data.series.topPeople.length).toBeGreaterThan(0);
      await expect(page.getByTestId('yil-section-movies').getByRole('heading', { name: 'En çok izlediğiniz türler' })).toBeVisible();
      await expect(page.getByTestId('yil-section-series').getByRole('heading', { name: 'Yaratıcılar' })).toBeVisible();
      if (data.game.players.some((p) => p.daysPlayed > 0)) await expect(page.getByTestId('yil-game-player').first()).toContainText('Kazanılan gün başına tahmin');
      // Each section is at least one screen high; nothing scrolls sideways on a phone.
      const days = await page.getByTestId('yil-days').locator('xpath=ancestor::section').boundingBox();
      expect(days!.height).toBeGreaterThanOrEqual(viewport.height - 80);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expect(page.locator('body')).not.toContainText(/yilimiz\.|undefined|NaN/);

      // Each year links to the others.
      expect(data.years.length).toBeGreaterThan(1);
      const past = data.years[1];
      await page.getByRole('navigation', { name: 'Geçmiş yıllar' }).getByRole('link', { name: String(past) }).click();
      await expect(page).toHaveURL(new RegExp(`/yilimiz/${past}$`));
      await expect(page.getByRole('heading', { level: 1, name: `${past} Yılımız` })).toBeVisible();
    });
  }

  test('a year out of range and a malformed one read Turkish words, not a broken page', async ({ browser }) => {
    const page = await (await signedInContext(browser, couple.owner)).newPage();
    await page.goto('/yilimiz/1899');
    await expect(page.getByText('Bu yıl için bir özet yok.')).toBeVisible();
    await page.goto('/yilimiz/abc');
    await expect(page.getByText('Geçersiz yıl.')).toBeVisible();
    // A year in range with nothing in it: one calm line, no empty sections.
    await page.goto('/yilimiz/2001');
    await expect(page.getByTestId('yil-empty')).toHaveText('Bu yıl henüz bir şey eklenmemiş.');
    await expect(page.getByTestId('yil-section-movies')).toHaveCount(0);
  });

  test("the year's songs play one after another in the page", async ({ browser }) => {
    const context = await signedInContext(browser, couple.owner, undefined, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // YouTube's player script is asked for only when the person presses play (offline, opening the
    // page made a console error before).
    const playerScripts: string[] = [];
    page.on('request', (request) => request.url().includes('iframe_api') && playerScripts.push(request.url()));
    await page.goto('/yilimiz');
    const data = (await (await page.request.get('/api/yilimiz')).json()) as YearInReview;
    expect(data.songs.items.length).toBeGreaterThan(1);
    const player = page.getByTestId('yil-player');
    await player.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('yil-now-playing')).toHaveText(data.songs.items[0].title);
    await expect(page.getByRole('button', { name: 'Hepsini çal' })).toBeEnabled();
    expect(playerScripts).toEqual([]);
    await page.getByRole('button', { name: 'Hepsini çal' }).click();
    await expect(player).toHaveAttribute('data-playing', 'true');
    // Near its end, the first song runs out and the next starts by itself.
    const seek = player.getByRole('slider', { name: 'Şarkının konumu' });
    const max = Number(await seek.getAttribute('max'));
    await seek.fill(String(max - 1));
    await expect(page.getByTestId('yil-now-playing')).toHaveText(data.songs.items[1].title);
    await expect(player).toHaveAttribute('data-index', '1');
    await expect(player).toHaveAttribute('data-playing', 'true');
  });

  test('the private calendar address: made in settings, replaced, taken away', async ({ ownerPage: page }) => {
    await page.goto('/settings');
    await expect(page.getByTestId('calendar-state')).toHaveText('Henüz bir takvim adresiniz yok.');
    await page.getByRole('button', { name: 'Takvim adresi oluştur' }).click();
    const address = page.locator('#calendar-url');
    await expect(address).toHaveValue(/\/takvim\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await address.inputValue();
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('SUMMARY:Ay Dönümümüz');

    await page.getByRole('button', { name: 'Yeni adres oluştur' }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);

    await page.getByRole('button', { name: 'Adresi kaldır' }).click();
    await expect(page.getByTestId('calendar-state')).toHaveText('Henüz bir takvim adresiniz yok.');
    await expect(address).toBeHidden();
    expect((await page.request.get(second)).status()).toBe(404);
  });

  test('the picture of the year downloads as a story (1080×1920) and a square (1080×1080) PNG', async ({ browser }) => {
    const page = await (await signedInContext(browser, couple.owner, undefined, { viewport: { width: 360, height: 740 } })).newPage();
    await page.goto('/yilimiz');
    for (const [button, name, width, height] of [
      ['Hikâye görseli indir', 'hikaye', 1080, 1920],
      ['Kare görsel indir', 'kare', 1080, 1080],
    ] as const) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^yilimiz-\\d{4}-${name}\\.png$`));
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const png = Buffer.concat(chunks);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
      expect(png.length).toBeGreaterThan(20_000);
    }
  });

  test('a memory of the year opens in the memories page', async ({ browser }) => {
    const page = await (await signedInContext(browser, couple.owner)).newPage();
    await page.goto('/yilimiz');
    const data = (await (await page.request.get('/api/yilimiz')).json()) as YearInReview;
    const liked = data.memories.mostLiked[0];
    expect(liked).toBeTruthy();
    await page.getByTestId('yil-section-memories').getByRole('link', { name: new RegExp(liked.title.slice(0, 10)) }).first().click();
    await expect(page).toHaveURL(/\/memories$/);
    await expect(page.getByRole('dialog', { name: liked.title })).toBeVisible();
  });

  test('a photo goes into the picture only when the member picks one', async ({ ownerPage: page }) => {
    const today = (await (await page.request.get('/api/home')).json()).today as string;
    const memory = (await (await page.request.post('/api/memories', { data: { title: 'Yılın fotoğrafı', date: today, category: 'other' } })).json()).memory;
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 120 } } }).jpeg().toBuffer();
    const photoId = (await (await page.request.post(`/api/memories/${memory.id}/photos`, { multipart: { photo: { name: 'yil.jpg', mimeType: 'image/jpeg', buffer } } })).json()).memory.photos[0].id as string;
    const fullSize: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/photos/${photoId}`) fullSize.push(r.url());
    });
    await page.goto('/yilimiz');
    const make = async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Hikâye görseli indir' }).click();
      return downloading;
    };
    await make();
    expect(fullSize).toEqual([]);
    await expect(page.getByRole('button', { name: 'Fotoğrafsız' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Yılın fotoğrafı' }).click();
    await expect(page.getByRole('button', { name: 'Yılın fotoğrafı' })).toHaveAttribute('aria-pressed', 'true');
    await make();
    expect(fullSize.length).toBeGreaterThan(0);
  });
});
