import type { Browser, Page } from '@playwright/test';
import { test, expect, createCouple, pushesTo, setClock, signedInContext, startFreshApp, subscribePhone } from './fixtures';

/**
 * Günün Sorusu with two partners in two browsers, on an app whose clock the test moves (so a day
 * can pass) and which pushes to the harness's local push service.
 */
test.describe('Günün Sorusu', () => {
  // One app for the file, its clock moved by one test at a time.
  test.describe.configure({ mode: 'serial' });
  const AYSE = 'Moda sahilinde, çaylar soğurken konuştuğumuz akşam';
  const BERK = 'Kadıköy iskelesinde martılara simit attığımız gün';
  let baseURL: string;
  test.beforeAll(async () => {
    ({ baseURL } = await startFreshApp({}, { clock: true, push: true }));
  });

  async function pages(browser: Browser) {
    // 12:00 in Istanbul: outside the push quiet hours.
    await setClock(baseURL, '2026-03-10T09:00:00Z');
    const couple = await createCouple({ baseURL, names: ['Ayşe', 'Berk'] });
    const ayse = await (await signedInContext(browser, couple.owner, baseURL)).newPage();
    const berk = await (await signedInContext(browser, couple.partner, baseURL)).newPage();
    return { couple, ayse, berk };
  }
  const answer = async (page: Page, text: string) => {
    const today = page.getByTestId('question-today');
    await today.getByLabel('Cevabınız').fill(text);
    await today.getByRole('button', { name: 'Cevabımı gönder' }).click();
    await expect(page.getByText('Cevabınız kaydedildi.')).toBeVisible();
  };

  test('each answers privately; the other sees only that they answered until their own is in; a push tells the partner; then both see both', async ({ browser }) => {
    const { couple, ayse, berk } = await pages(browser);
    const phone = await subscribePhone(baseURL, couple.partner);
    await ayse.goto('/soru');
    await berk.goto('/soru');
    await expect(ayse.getByRole('heading', { level: 1, name: 'Günün Sorusu' })).toBeVisible();
    const question = (await ayse.locator('#question-today-text').textContent())!;
    await expect(berk.locator('#question-today-text')).toHaveText(question);
    await expect(berk.getByTestId('other-waiting')).toHaveText('Ayşe henüz cevaplamadı.');

    await answer(ayse, AYSE);
    await expect(ayse.getByTestId('my-answer')).toContainText(AYSE);
    await expect(ayse.getByTestId('other-waiting')).toHaveText('Berk henüz cevaplamadı.');

    // Berk's open page hears it live: that Ayşe answered, never what.
    await expect(berk.getByTestId('other-waiting')).toHaveText('Ayşe cevapladı. Cevabını görmek için önce siz cevaplayın.');
    await expect(berk.locator('body')).not.toContainText('çaylar soğurken');
    const read = await berk.request.get('/api/daily-question/today');
    expect(await read.text()).not.toContain('çaylar soğurken');
    await expect(berk.getByTestId('notification-badge')).toHaveText('1');
    await expect.poll(async () => (await pushesTo(baseURL, phone)).map((p) => p.body)).toEqual(['Ayşe günün sorusunu cevapladı — sizin cevabınızı bekliyor.']);
    expect(JSON.stringify(await pushesTo(baseURL, phone))).not.toContain('çaylar');

    await answer(berk, BERK);
    await expect(berk.getByTestId('other-answer')).toContainText(AYSE);
    await expect(berk.getByTestId('both-answered')).toHaveText('İkiniz de cevapladınız.');
    await expect(ayse.getByTestId('other-answer')).toContainText(BERK);
    await expect(ayse.getByTestId('notification-badge')).toHaveText('1');
  });

  test('an answer can be changed the same day; the next day it is history, searchable, and can be the year’s question', async ({ browser }) => {
    const { ayse, berk } = await pages(browser);
    for (const [page, text] of [[ayse, AYSE], [berk, BERK]] as const) {
      const res = await page.request.put('/api/daily-question/answer', { data: { day: '2026-03-10', text } });
      expect(res.status()).toBe(200);
    }
    await ayse.goto('/soru');
    await berk.goto('/soru');
    const question = (await ayse.locator('#question-today-text').textContent())!;

    // The same day an answer can be changed.
    await ayse.getByRole('button', { name: 'Düzenle' }).click();
    await ayse.getByTestId('question-today').getByLabel('Cevabınız').fill(`${AYSE}!`);
    await ayse.getByRole('button', { name: 'Cevabımı güncelle' }).click();
    await expect(ayse.getByText('Cevabınız güncellendi.')).toBeVisible();
    await expect(berk.getByTestId('other-answer')).toContainText(`${AYSE}!`);

    // The next day: a new question, and yesterday's in 'Geçmiş sorular' with both answers, searchable.
    await setClock(baseURL, '2026-03-11T09:00:00Z');
    await ayse.reload();
    await expect(ayse.getByTestId('question-today')).toContainText('11 Mart 2026');
    const item = ayse.getByTestId('history-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(question);
    await expect(item).toContainText(`${AYSE}!`);
    await expect(item).toContainText(BERK);
    await ayse.getByRole('searchbox', { name: 'Geçmiş sorularda ara' }).fill('martılara');
    await expect(item).toHaveCount(1);
    await ayse.getByRole('searchbox', { name: 'Geçmiş sorularda ara' }).fill('hiç geçmeyen söz');
    await expect(ayse.getByText('Aramanızla eşleşen bir soru bulunamadı.')).toBeVisible();
    await ayse.getByRole('searchbox', { name: 'Geçmiş sorularda ara' }).fill('');
    await item.getByRole('button', { name: 'Yılın sorusu yap' }).click();
    await expect(ayse.getByText('2026 yılının sorusu seçildi.')).toBeVisible();
    await expect(item).toContainText('Yılın sorusu 2026');
  });

  test("a question of their own comes up on the next day, for both; the home card says who answered", async ({ browser }) => {
    const { ayse, berk } = await pages(browser);
    await ayse.goto('/soru');
    await ayse.getByRole('button', { name: 'Kendi sorunuzu ekleyin' }).click();
    const dialog = ayse.getByRole('dialog', { name: 'Kendi sorunuzu ekleyin' });
    await dialog.getByLabel('Sorunuz').fill('Ne?');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(ayse.getByText('Soru en az 5, en fazla 200 karakter olmalıdır.')).toBeVisible();
    await dialog.getByLabel('Sorunuz').fill('Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?');
    await dialog.getByLabel('Kategori').selectOption({ label: 'Anılar' });
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(ayse.getByText('Sorunuz eklendi; önümüzdeki günlerde karşınıza çıkacak.')).toBeVisible();
    await expect(dialog.getByTestId('custom-questions')).toContainText('Sırada');
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    await setClock(baseURL, '2026-03-11T09:00:00Z');
    await berk.goto('/');
    const card = berk.getByTestId('home-question');
    await expect(card).toContainText('Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?');
    await expect(card.getByTestId('home-question-status')).toContainText('Cevabınızı bekliyor');
    await expect(card.getByTestId('home-question-status')).toContainText('Ayşe bekleniyor');
    await ayse.goto('/soru');
    await answer(ayse, 'Karaköy’deki küçük fırın');
    await expect(card.getByTestId('home-question-status')).toContainText('Ayşe cevapladı');
    await card.click();
    await expect(berk.getByTestId('question-today')).toContainText('Ayşe ekledi');
  });
});
