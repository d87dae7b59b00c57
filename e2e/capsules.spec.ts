import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, createCouple, pushesTo, runNudges, setClock, signedInContext, startFreshApp, subscribePhone } from './fixtures';

/**
 * Zaman Kapsülü with two partners, on an app whose clock the test moves: sealed means sealed until
 * the opening day, which comes with a notice and a push to both; then it reads like a memory.
 */
test.describe('Zaman Kapsülü', () => {
  test.describe.configure({ mode: 'serial' });
  const LETTER = 'Sevgilim, bu satırları okuduğunda Moda’daki o bankı hatırla.';
  let baseURL: string;
  test.beforeAll(async () => {
    ({ baseURL } = await startFreshApp({}, { clock: true, push: true }));
  });

  async function pages(browser: Browser) {
    // 12:00 on 10 March in Istanbul.
    await setClock(baseURL, '2026-03-10T09:00:00Z');
    const couple = await createCouple({ baseURL, names: ['Ayşe', 'Berk'] });
    const ayse = await (await signedInContext(browser, couple.owner, baseURL)).newPage();
    const berk = await (await signedInContext(browser, couple.partner, baseURL)).newPage();
    return { couple, ayse, berk };
  }
  const photo = () => sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();
  const openForm = async (page: Page) => {
    await page.getByRole('button', { name: 'Yeni kapsül' }).click();
    return page.getByRole('dialog', { name: 'Yeni kapsül' });
  };

  test('sealed until its day for both, the author too; it opens on the day with a notice and a push, then reads like a memory', async ({ browser }) => {
    const { couple, ayse, berk } = await pages(browser);
    const phone = await subscribePhone(baseURL, couple.partner);
    await ayse.goto('/kapsul');
    await expect(ayse.getByRole('heading', { level: 1, name: 'Zaman Kapsülü' })).toBeVisible();
    const dialog = await openForm(ayse);
    await dialog.getByLabel('Başlık').fill('Yarına mektup');
    await dialog.getByLabel('Mektubunuz').fill(LETTER);
    await dialog.locator('input[type=file]').setInputFiles([{ name: 'banka.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
    await expect(dialog.getByTestId('photo-previews').getByRole('img')).toHaveCount(1);
    await dialog.getByLabel('Açılış tarihi', { exact: true }).fill('2026-03-11');
    await dialog.getByRole('button', { name: 'Mühürle' }).click();
    await expect(ayse.getByText('Kapsül mühürlendi.')).toBeVisible({ timeout: 15_000 });

    // Sealed: the title, who and when; the letter not even for its author.
    const mine = ayse.getByTestId('capsule-card');
    await expect(mine).toHaveAttribute('data-sealed', 'true');
    await expect(mine).toContainText('Yarın açılıyor');
    await expect(ayse.locator('body')).not.toContainText('bankı hatırla');
    await berk.goto('/kapsul');
    const card = berk.getByTestId('capsule-card');
    await expect(card).toContainText('Yarına mektup');
    await expect(card).toContainText('Ayşe mühürledi');
    await expect(card).toContainText('Açılış: 11 Mart 2026');
    await expect(card.getByRole('button', { name: 'Kapsülü sil' })).toHaveCount(0);
    await expect(card.getByRole('img')).toHaveCount(0);
    for (const page of [ayse, berk]) {
      const list = await page.request.get('/api/capsules');
      expect(await list.text()).not.toContain('bankı');
      const like = await page.request.put(`/api/capsules/${(await list.json()).capsules[0].id}/like`);
      expect(like.status()).toBe(400);
    }
    await berk.goto('/');
    await expect(berk.getByTestId('home-capsule-next')).toHaveText('Açılmayı bekleyen kapsül: yarın');

    // The day comes (09:00 in Istanbul): both are told, the partner's phone too.
    await setClock(baseURL, '2026-03-11T06:00:00Z');
    expect(await runNudges(baseURL)).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await pushesTo(baseURL, phone)).map((p) => p.body)).toContain('Bir zaman kapsülü açıldı: Yarına mektup');
    await berk.goto('/kapsul');
    await berk.getByRole('button', { name: 'Bildirimler' }).click();
    await expect(berk.getByRole('region', { name: 'Bildirimler' })).toContainText('Bir zaman kapsülü açıldı: Yarına mektup');
    await berk.keyboard.press('Escape');

    const opened = berk.getByTestId('capsule-card');
    await expect(opened).toHaveAttribute('data-sealed', 'false');
    await opened.getByRole('button', { name: /Yarına mektup/ }).click();
    const viewer = berk.getByRole('dialog', { name: 'Yarına mektup' });
    await expect(viewer.getByTestId('capsule-letter')).toContainText(LETTER);
    await expect.poll(() => viewer.getByTestId('photo-viewer').getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: /^Beğen/ }).click();
    await expect(viewer.getByTestId('viewer-like-count')).toHaveText('1');
    await viewer.getByLabel('Bir yorum yazın...').fill('O bankı hiç unutmadım');
    await viewer.getByRole('button', { name: 'Gönder' }).click();
    await expect(viewer.getByTestId('comment')).toContainText('O bankı hiç unutmadım');
    await ayse.goto('/kapsul');
    await expect(ayse.getByTestId('notification-badge')).toHaveText(/[1-9]/);
  });

  test('offers the couple’s own dates, refuses an empty letter, and lets only its author delete a sealed one', async ({ browser }) => {
    const { ayse, berk } = await pages(browser);
    await ayse.goto('/kapsul');
    await expect(ayse.getByText('Henüz bir zaman kapsülünüz yok.')).toBeVisible();
    const dialog = await openForm(ayse);
    // Together since 3 February 2024: the next anniversary, the 1,000th day, a year on.
    await expect(dialog.getByRole('button', { name: 'Bir sonraki yıl dönümü · 3 Şubat 2027' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '1.000. gün · 30 Ekim 2026' })).toBeVisible();
    await dialog.getByRole('button', { name: 'bir yıl sonra · 10 Mart 2027' }).click();
    await expect(dialog.getByLabel('Açılış tarihi', { exact: true })).toHaveValue('2027-03-10');
    await dialog.getByRole('button', { name: 'Mühürle' }).click();
    await expect(ayse.getByText('Lütfen bir başlık girin.')).toBeVisible();
    await dialog.getByLabel('Başlık').fill('Bir yıl sonra');
    await dialog.getByRole('button', { name: 'Mühürle' }).click();
    await expect(ayse.getByText('Lütfen mektubunuzu yazın.')).toBeVisible();
    await dialog.getByLabel('Mektubunuz').fill('Bir yıl sonraki ikimize.');
    await dialog.getByRole('button', { name: 'Mühürle' }).click();
    await expect(ayse.getByText('Kapsül mühürlendi.')).toBeVisible();
    await expect(ayse.getByTestId('capsule-card')).toContainText('365 gün kaldı');

    await berk.goto('/kapsul');
    await expect(berk.getByTestId('capsule-card')).toContainText('Bir yıl sonra');
    await expect(berk.getByRole('button', { name: 'Kapsülü sil' })).toHaveCount(0);
    await ayse.getByRole('button', { name: 'Kapsülü sil' }).click();
    await expect(ayse.getByText('Bu kapsül silinsin mi? Mektup ve fotoğrafları geri gelmez.')).toBeVisible();
    await ayse.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(ayse.getByText('Kapsül silindi.')).toBeVisible();
    await expect(ayse.getByText('Henüz bir zaman kapsülünüz yok.')).toBeVisible();
    await expect(berk.getByText('Henüz bir zaman kapsülünüz yok.')).toBeVisible();
  });
});
