import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { addDays, todayInZone } from '../src/shared/dates';

const today = () => todayInZone(new Date(), 'Europe/Istanbul');

test.describe('settings', () => {
  test('the footer names the release this installation runs', async ({ ownerPage }) => {
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    await ownerPage.goto('/settings');
    await expect(ownerPage.getByTestId('app-version')).toHaveText(`Defterimiz · sürüm ${version}`);
  });

  test('a special date added in settings appears in the countdown, for the partner live', async ({ ownerPage, partnerPage }) => {
    // Tomorrow, written with an old year: the countdown moves it to this year (spec §4).
    const tomorrow = addDays(today(), 1);
    const date = `2020-${tomorrow.slice(5)}`; // a leap year, so that 29 February is a date too
    // The seeded dates (3 and 14 February) could be as near on some days: this couple starts
    // without them, so the test means the same on every day of the year.
    const { specialDates } = await (await ownerPage.request.get('/api/settings/special-dates')).json();
    for (const d of specialDates as { id: string }[]) {
      expect((await ownerPage.request.delete(`/api/settings/special-dates/${d.id}`)).ok()).toBe(true);
    }

    await partnerPage.goto('/');
    await expect(partnerPage.getByTestId('countdown')).toBeVisible();

    await ownerPage.goto('/settings');
    const section = ownerPage.getByTestId('special-dates-section');
    await expect(section.getByRole('heading', { name: 'Özel Günler' })).toBeVisible();
    await section.getByRole('button', { name: 'Özel gün ekle' }).click();
    await section.getByLabel('Adı').fill('Tanıştığımız Gün');
    await section.getByLabel('Tarih').fill(date);
    await section.getByRole('button', { name: 'Özel gün ekle' }).click();
    await expect(ownerPage.getByText('Özel gün eklendi!')).toBeVisible();
    await expect(section.getByText('Tanıştığımız Gün')).toBeVisible();

    // The partner's open home page follows without a reload.
    await expect(partnerPage.getByTestId('countdown-name')).toHaveText('Tanıştığımız Gün');
    await expect(partnerPage.getByTestId('countdown')).toContainText('1 gün kaldı');

    // Rename it, then move it to today: 'Bugün'.
    await section.getByRole('button', { name: 'Düzenle: Tanıştığımız Gün' }).click();
    await section.getByLabel('Adı').fill('İlk Buluşmamız');
    await section.getByLabel('Tarih').fill(`2020-${today().slice(5)}`);
    await section.getByRole('button', { name: 'Kaydet' }).click();
    await expect(ownerPage.getByText('Özel gün güncellendi!')).toBeVisible();
    await expect(partnerPage.getByTestId('countdown-name')).toHaveText('İlk Buluşmamız');
    await expect(partnerPage.getByTestId('countdown')).toContainText('Bugün');

    await section.getByRole('button', { name: 'Sil: İlk Buluşmamız' }).click();
    await expect(ownerPage.getByText('Bu özel günü silmek istediğinizden emin misiniz?')).toBeVisible();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(ownerPage.getByText('Özel gün silindi.')).toBeVisible();
    await expect(partnerPage.getByTestId('countdown')).toBeVisible();
    await expect(partnerPage.getByTestId('countdown')).not.toContainText('İlk Buluşmamız');
  });

  test('a birthday becomes a special date named after its member', async ({ ownerPage }) => {
    await ownerPage.goto('/settings');
    await ownerPage.getByLabel('Doğum günü').fill('1996-12-01');
    await ownerPage.getByRole('button', { name: 'Kaydet' }).first().click();
    await expect(ownerPage.getByText('Ayarlar kaydedildi!')).toBeVisible();
    await expect(ownerPage.getByText("Ayşe'nin Doğum Günü")).toBeVisible();
    await expect(ownerPage.getByText('1 Aralık 1996')).toBeVisible();
  });

  test('a profile photo uploaded in settings appears as a home portrait, also for the partner', async ({ ownerPage, partnerPage, couple }) => {
    await partnerPage.goto('/');
    const portrait = partnerPage.getByTestId('member-portrait').first().getByRole('img', { name: couple.owner.name });
    await expect(portrait).toHaveText('A');

    // A 1280×960 photo of about 1.3 MB: the browser shrinks it under 1 MB before sending it. (A
    // 12 MP one takes the page seconds to redraw; that is e2e/photo-shrink.spec.ts, `test:slow`.)
    const big = await sharp(randomBytes(1280 * 960 * 3), { raw: { width: 1280, height: 960, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    expect(big.length).toBeGreaterThan(1_048_576);

    await ownerPage.goto('/settings');
    await ownerPage.locator('input[type=file][aria-label="Profil fotoğrafı"]').setInputFiles({ name: 'tatil.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(ownerPage.getByText('Profil fotoğrafı güncellendi!')).toBeVisible();
    await expect(ownerPage.getByTestId('settings-photo')).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumb$/);

    // The partner's open home page shows it without a reload, and the image really loads.
    await expect(portrait).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumb$/);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  });

  test('a file that is not an image is refused with a Turkish message', async ({ ownerPage }) => {
    await ownerPage.goto('/settings');
    await ownerPage.locator('input[type=file][aria-label="Profil fotoğrafı"]').setInputFiles({ name: 'resim.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bu bir resim değil') });
    await expect(ownerPage.getByText('Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.')).toBeVisible();
  });

  test('changing the together-since date updates the partner’s home live', async ({ ownerPage, partnerPage }) => {
    await partnerPage.goto('/');
    await expect(partnerPage.getByText('3 Şubat 2024 tarihinden beri')).toBeVisible();
    await ownerPage.goto('/settings');
    await ownerPage.getByLabel('Birlikte olduğumuz tarih').fill('2022-06-18');
    await ownerPage.getByLabel('Saat dilimi').selectOption('Europe/Berlin');
    await ownerPage.getByRole('button', { name: 'Kaydet' }).nth(1).click();
    await expect(ownerPage.getByText('Ayarlar kaydedildi!')).toBeVisible();
    await expect(partnerPage.getByText('18 Haziran 2022 tarihinden beri')).toBeVisible();
    // The anniversary follows the together-since date.
    await ownerPage.reload();
    await expect(ownerPage.getByText('18 Haziran 2022')).toBeVisible();
  });
});
