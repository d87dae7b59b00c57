import sharp from 'sharp';
import { test, expect, signedInContext } from './fixtures';
import { formatTurkishDate, moveToYear, parseIsoDate, todayInZone } from '../src/shared/dates';

const today = () => todayInZone(new Date(), 'Europe/Istanbul');
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

test.describe('memories', () => {
  test('add a memory with two photos and an emoji; the form starts empty again', async ({ ownerPage }) => {
    await ownerPage.goto('/memories');
    await expect(ownerPage.getByRole('heading', { name: 'Bizim Anılarımız' })).toBeVisible();
    await expect(ownerPage.getByText('Henüz anı eklenmedi.')).toBeVisible();

    await ownerPage.getByRole('button', { name: 'Yeni Anı Ekle' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Yeni Anı' });
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(ownerPage.getByText('Lütfen bir başlık girin.')).toBeVisible();

    await dialog.getByLabel('Başlık').fill('Kapadokya');
    await dialog.getByRole('button', { name: 'Emoji ekle' }).click();
    await dialog.getByRole('tab', { name: 'Doğa' }).click();
    await dialog.getByRole('button', { name: '🌅' }).click();
    await expect(dialog.getByLabel('Başlık')).toHaveValue('Kapadokya 🌅');
    await dialog.getByRole('button', { name: 'Seyahat' }).click();
    await expect(dialog.getByRole('button', { name: 'Seyahat' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByLabel('Tarih')).toHaveValue(today());
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'balon-1.jpg', mimeType: 'image/jpeg', buffer: await photo(230, 120, 90) },
      { name: 'balon-2.jpg', mimeType: 'image/jpeg', buffer: await photo(90, 140, 220) },
    ]);
    await expect(dialog.getByTestId('photo-previews').getByRole('img')).toHaveCount(2);
    await dialog.getByLabel('Not').fill('Gün doğarken yüzlerce balon.');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(ownerPage.getByText('Anı başarıyla eklendi!')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();

    const card = ownerPage.getByTestId('memory-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Kapadokya 🌅');
    await expect(card).toContainText(formatTurkishDate(today()));
    await expect(card).toContainText('Gün doğarken yüzlerce balon.');
    await expect(card.getByTestId('memory-cover')).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumb$/);
    await expect.poll(() => card.getByTestId('memory-cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);

    // The form starts empty again, dated today.
    await ownerPage.getByRole('button', { name: 'Yeni Anı Ekle' }).click();
    await expect(dialog.getByLabel('Başlık')).toHaveValue('');
    await expect(dialog.getByTestId('photo-previews').getByRole('img')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'İptal' }).click();
  });

  test('a memory with two photos reaches the partner and the adder\'s other device as one live event; the adder\'s page shows it', async ({ ownerPage, partnerPage, couple, browser }) => {
    // Counts the live 'change' events each page hears, by topic (the app's one EventSource).
    const countEvents = () => {
      const Native = window.EventSource;
      const seen: string[] = ((window as unknown as { __changes: string[] }).__changes = []);
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('change', (e) => seen.push((JSON.parse((e as MessageEvent<string>).data) as { topic: string }).topic));
        }
      };
    };
    const memoryEvents = (page: typeof ownerPage) => page.evaluate(() => (window as unknown as { __changes: string[] }).__changes.filter((t) => t === 'memories').length);
    const otherDevice = await (await signedInContext(browser, couple.owner)).newPage();
    for (const page of [ownerPage, partnerPage, otherDevice]) {
      await page.addInitScript(countEvents);
      await page.goto('/memories');
      await expect(page.getByText('Henüz anı eklenmedi.')).toBeVisible();
    }

    await ownerPage.getByRole('button', { name: 'Yeni Anı Ekle' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Yeni Anı' });
    await dialog.getByLabel('Başlık').fill('Kapadokya');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'balon-1.jpg', mimeType: 'image/jpeg', buffer: await photo(230, 120, 90) },
      { name: 'balon-2.jpg', mimeType: 'image/jpeg', buffer: await photo(90, 140, 220) },
    ]);
    await expect(dialog.getByTestId('photo-previews').getByRole('img')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(ownerPage.getByText('Anı başarıyla eklendi!')).toBeVisible({ timeout: 15_000 });

    // The adder's page, the partner's and the adder's other device all show it with its cover.
    for (const page of [ownerPage, partnerPage, otherDevice]) {
      const card = page.getByTestId('memory-card');
      await expect(card).toContainText('Kapadokya');
      await expect(card.getByTestId('memory-cover')).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumb$/);
    }
    // One gesture, one event (three requests were made): the partner's and the other device's pages
    // updated on it; the adder's tab heard its own echo too and refreshed on its own answer instead.
    await expect.poll(() => memoryEvents(partnerPage)).toBe(1);
    expect(await memoryEvents(otherDevice)).toBe(1);
    expect(await memoryEvents(ownerPage)).toBe(1);
  });

  test('the partner sees a memory live, without edit or delete, likes and comments; the adder is told', async ({ ownerPage, partnerPage, couple }) => {
    await partnerPage.goto('/memories');
    await expect(partnerPage.getByText('Henüz anı eklenmedi.')).toBeVisible();
    // The memory the test above adds through the form, written here through the API.
    const res = await ownerPage.request.post('/api/memories', { data: { title: 'Kapadokya 🌅', date: today(), category: 'travel', description: 'Gün doğarken yüzlerce balon.' } });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()).memory as { id: string };
    for (const [name, buffer] of [['balon-1.jpg', await photo(230, 120, 90)], ['balon-2.jpg', await photo(90, 140, 220)]] as const) {
      const upload = await ownerPage.request.post(`/api/memories/${id}/photos`, { multipart: { photo: { name, mimeType: 'image/jpeg', buffer } } });
      expect(upload.status()).toBe(201);
    }
    await ownerPage.goto('/memories');
    const card = ownerPage.getByTestId('memory-card');
    await expect(card).toContainText('Kapadokya 🌅');

    // The partner's open page shows it without a reload, without edit or delete.
    const partnerCard = partnerPage.getByTestId('memory-card');
    await expect(partnerCard).toContainText('Kapadokya 🌅');
    await expect(partnerCard.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(partnerCard.getByRole('button', { name: 'Sil' })).toHaveCount(0);
    await partnerCard.getByRole('button', { name: 'Beğen' }).click();
    await expect(partnerCard.getByRole('button', { name: 'Beğenmekten vazgeç' })).toHaveAttribute('aria-pressed', 'true');
    await expect(partnerCard.getByTestId('like-count')).toHaveText('1');

    await partnerCard.getByRole('button', { name: 'Yorumlar' }).click();
    const viewer = partnerPage.getByRole('dialog', { name: 'Kapadokya 🌅' });
    await expect(viewer.getByTestId('photo-counter')).toHaveText('Fotoğraf 1 / 2');
    await partnerPage.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('photo-counter')).toHaveText('Fotoğraf 2 / 2');
    await viewer.getByRole('button', { name: 'Önceki fotoğraf' }).click();
    await expect(viewer.getByTestId('photo-counter')).toHaveText('Fotoğraf 1 / 2');
    // A swipe to the left on a phone shows the next photo.
    await viewer.getByTestId('photo-viewer').evaluate((el) => {
      const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 120 });
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(320)], changedTouches: [at(320)] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(140)] }));
    });
    await expect(viewer.getByTestId('photo-counter')).toHaveText('Fotoğraf 2 / 2');
    await viewer.getByRole('button', { name: 'Fotoğraf 1 / 2' }).click();
    await expect.poll(() => viewer.getByTestId('photo-viewer').getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await viewer.getByPlaceholder('Bir yorum yazın...').fill('Hayatımın en güzel sabahıydı!');
    await viewer.getByRole('button', { name: 'Gönder' }).click();
    await expect(viewer.getByTestId('comment')).toContainText('Hayatımın en güzel sabahıydı!');
    await partnerPage.keyboard.press('Escape');

    // The adder sees the like and the comment count live, and the bell tells who did what.
    await expect(card.getByTestId('like-count')).toHaveText('1');
    await expect(card.getByTestId('comment-count')).toHaveText('1');
    await expect(ownerPage.getByTestId('notification-badge')).toHaveText('2');
    await ownerPage.getByRole('button', { name: /Bildirimler/ }).click();
    const items = ownerPage.getByRole('region', { name: 'Bildirimler' }).getByTestId('notification-item');
    await expect(items.first()).toContainText(`${couple.partner.name} anınıza yorum yaptı: Kapadokya 🌅`);
    await expect(items.nth(1)).toContainText(`${couple.partner.name} anınızı beğendi: Kapadokya 🌅`);
  });

  test('calendar, filter and sort; edit and delete with the confirmation; on this day', async ({ ownerPage, partnerPage }) => {
    const add = async (title: string, date: string, category: string) => {
      const res = await ownerPage.request.post('/api/memories', { data: { title, date, category } });
      expect(res.status()).toBe(201);
      return (await res.json()).memory.id as string;
    };
    const monthStart = `${today().slice(0, 7)}-01`;
    await add('Mantı akşamı', '2024-06-15', 'food');
    const forest = await add('Orman yürüyüşü', '2023-03-10', 'nature');
    await add('Sinema gecesi', '2024-11-02', 'entertainment');
    await add('Ay başı pikniği', monthStart, 'other');
    expect((await partnerPage.request.put(`/api/memories/${forest}/like`)).ok()).toBe(true);

    await ownerPage.goto('/memories');
    const titles = ownerPage.getByTestId('memory-card').getByRole('heading');
    await expect(titles).toHaveText(['Ay başı pikniği', 'Sinema gecesi', 'Mantı akşamı', 'Orman yürüyüşü']);
    await ownerPage.getByLabel('Sıralama').selectOption('date-asc');
    await expect(titles).toHaveText(['Orman yürüyüşü', 'Mantı akşamı', 'Sinema gecesi', 'Ay başı pikniği']);
    await ownerPage.getByLabel('Sıralama').selectOption('likes');
    await expect(titles.first()).toHaveText('Orman yürüyüşü');
    const filter = ownerPage.getByRole('group', { name: 'Kategori filtresi' });
    await filter.getByRole('button', { name: 'Doğa' }).click();
    await expect(titles).toHaveText(['Orman yürüyüşü']);
    await filter.getByRole('button', { name: 'Seyahat' }).click();
    await expect(ownerPage.getByText('Bu kategoride anı bulunamadı.')).toBeVisible();
    await filter.getByRole('button', { name: 'Tümü' }).click();
    await ownerPage.getByLabel('Sıralama').selectOption('date-desc');
    await expect(titles).toHaveCount(4);

    // The calendar opens on this month; the day with a memory is marked and lists it under its date.
    await ownerPage.getByRole('button', { name: 'Takvim' }).click();
    const day = ownerPage.getByRole('button', { name: new RegExp(`^${formatTurkishDate(monthStart)} · 1$`) });
    await expect(day).toHaveAttribute('data-has-memories', 'true');
    await day.click();
    await expect(ownerPage.getByRole('heading', { name: formatTurkishDate(monthStart, { weekday: true }) })).toBeVisible();
    await expect(ownerPage.getByTestId('memory-card')).toHaveText(/Ay başı pikniği/);
    const shown = await ownerPage.getByTestId('calendar-month').textContent();
    await ownerPage.getByRole('button', { name: 'Önceki ay' }).click();
    await expect(ownerPage.getByTestId('calendar-month')).not.toHaveText(shown!);
    await expect(ownerPage.getByText('Bu günde anı yok.')).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Izgara' }).click();

    const manti = ownerPage.getByTestId('memory-card').filter({ hasText: 'Mantı akşamı' });
    await manti.getByRole('button', { name: 'Düzenle' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Anıyı Düzenle' });
    await expect(dialog.getByLabel('Başlık')).toHaveValue('Mantı akşamı');
    await expect(dialog.getByLabel('Tarih')).toHaveValue('2024-06-15');
    await dialog.getByLabel('Başlık').fill('Mantı gecesi');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(ownerPage.getByText('Anı başarıyla güncellendi!')).toBeVisible();
    await expect(ownerPage.getByTestId('memory-card').filter({ hasText: 'Mantı gecesi' })).toHaveCount(1);

    await ownerPage.getByTestId('memory-card').filter({ hasText: 'Sinema gecesi' }).getByRole('button', { name: 'Sil' }).click();
    await expect(ownerPage.getByText('Bu anıyı silmek istediğinizden emin misiniz?')).toBeVisible();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(ownerPage.getByText('Anı başarıyla silindi.')).toBeVisible();
    await expect(titles).toHaveText(['Ay başı pikniği', 'Mantı gecesi', 'Orman yürüyüşü']);

    // A memory of this day a year ago: 'Geçen yıllarda bugün' on /memories and on home.
    const lastYear = moveToYear(today(), parseIsoDate(today()).year - 1);
    await add('Geçen yılın bugünü', lastYear, 'special-days');
    const onThisDay = ownerPage.getByTestId('on-this-day');
    await expect(onThisDay.getByRole('heading', { name: 'Geçen yıllarda bugün' })).toBeVisible();
    await expect(onThisDay).toContainText('Geçen yılın bugünü');
    await expect(onThisDay).toContainText('1 yıl önce');
    await partnerPage.goto('/');
    await expect(partnerPage.getByTestId('home-on-this-day')).toContainText('Geçen yılın bugünü');
    // Without a photo, its category's picture (a gift for a special day), never a broken image.
    await expect(partnerPage.getByTestId('home-on-this-day').locator('[data-fallback="true"] svg.lucide-gift')).toBeVisible();
    await expect(partnerPage.getByTestId('home-on-this-day').locator('svg.lucide-image-off')).toHaveCount(0);
  });

  test('the grid loads the next page as it scrolls', async ({ ownerPage }) => {
    for (let i = 0; i < 30; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const res = await ownerPage.request.post('/api/memories', { data: { title: `Anı ${i + 1}`, date: `2022-0${1 + (i % 9)}-${day}`, category: 'other' } });
      expect(res.status()).toBe(201);
    }
    await ownerPage.goto('/memories');
    const cards = ownerPage.getByTestId('memory-card');
    await expect(cards).toHaveCount(24);
    await cards.last().scrollIntoViewIfNeeded();
    await ownerPage.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(30);
  });
});
