import type { Page } from '@playwright/test';
import { test, expect, chooseGameTitle, createCouple, gameAnswer, signedInContext, sharedApp } from './fixtures';

/**
 * The game for years (issue 35), keyless: 'Geçmiş günler' (a past day as practice, marked 'Pratik',
 * the streak unchanged) and the countdown to the next title after the day's game. Answers come
 * from the harness, which reads the database; the page never gets them before a game ends.
 */

/** Today's date in Istanbul (the harness couple's zone), and `n` days before it. */
function istanbulDay(daysBack = 0): string {
  const now = new Date(Date.now() - daysBack * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

async function pickAndGuess(page: Page, title: string, year?: number | null) {
  await chooseGameTitle(page, title, year);
  const sent = page.waitForResponse((r) => r.url().includes('/api/movie-game/') && r.url().endsWith('/guesses') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Tahmin Et' }).click();
  expect((await sent).status()).toBe(201);
}

test.describe('movie game: past days and the countdown', () => {
  test("a past day played as practice: 'Pratik', same rules, the streak left alone", async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    await page.goto('/movie-game');
    await expect(page.getByTestId('game-streak')).toHaveText('Seri: 0 gün');

    await page.getByRole('button', { name: 'Geçmiş günler' }).click();
    const list = page.getByTestId('past-days');
    await expect(list.getByTestId('past-day')).toHaveCount(60);
    const day = istanbulDay(3);
    const [, month, dd] = day.split('-').map(Number);
    const months = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
    const item = list.locator(`[data-day="${day}"]`);
    await expect(item).toContainText(`${dd} ${months[month - 1]}`);
    await expect(item).toContainText('Oynanmadı');
    // A wrong guess already sent (a guess through the form is the one below): the day goes on.
    const answer = await gameAnswer(couple.spaceId, baseURL, day);
    expect((await page.request.post(`/api/movie-game/practice/${day}/guesses`, { data: { imdbId: answer.wrongIds[0] } })).status()).toBe(201);
    await item.click();

    await expect(page).toHaveURL(new RegExp(`/movie-game\\?gun=${day}$`));
    await expect(page.getByTestId('practice-badge')).toHaveText('Pratik');
    await expect(page.getByText('Pratik oyun: seriniz ve istatistikleriniz değişmez.')).toBeVisible();
    await expect(page.getByTestId('guess-row')).toHaveCount(1);
    await expect(page.getByTestId('guesses-left')).toHaveText('9 tahmin hakkı kaldı');
    await expect(page.getByTestId('game-answer')).toHaveCount(0);
    await pickAndGuess(page, answer.title, answer.year);
    await expect(page.getByText('Tebrikler! Doğru tahmin!')).toBeVisible();
    await expect(page.getByTestId('game-answer')).toContainText('Bu günün cevabı');
    await expect(page.getByTestId('game-answer')).toContainText(answer.title);
    await expect(page.getByText('Bu günü oynadınız.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paylaş' })).toHaveCount(0);
    await expect(page.getByTestId('game-streak')).toHaveText('Seri: 0 gün');
    await context.close();
  });

  test('a practised day: once only (a Turkish 400), shown in the list, and back to today with the streak as it was', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    const day = istanbulDay(10);
    const answer = await gameAnswer(couple.spaceId, baseURL, day);
    // Playing through the form is the test above: here the practice is won through the API.
    expect((await page.request.post(`/api/movie-game/practice/${day}/guesses`, { data: { imdbId: answer.imdbId } })).status()).toBe(201);
    const again = await page.request.post(`/api/movie-game/practice/${day}/guesses`, { data: { imdbId: answer.wrongIds[0] } });
    expect(again.status()).toBe(400);
    expect(await again.json()).toEqual({ error: 'Bu günü zaten oynadınız.' });

    await page.goto(`/movie-game?gun=${day}`);
    await expect(page.getByTestId('practice-badge')).toHaveText('Pratik');
    await expect(page.getByText('Bu günü oynadınız.')).toBeVisible();
    await expect(page.getByTestId('game-answer')).toContainText(answer.title);
    await page.getByRole('button', { name: 'Geçmiş günler' }).click();
    const list = page.getByTestId('past-days');
    await expect(list.locator(`[data-day="${day}"]`)).toContainText('Bulundu · Pratik');
    await expect(list.locator(`[data-day="${day}"]`)).toHaveAttribute('aria-current', 'page');
    // The last 365 days, days before the couple existed too: the rest on 'Daha eski günler'.
    await list.getByRole('button', { name: 'Daha eski günler' }).click();
    await expect(list.getByTestId('past-day')).toHaveCount(365);
    await expect(list.getByTestId('past-day').last()).toHaveAttribute('data-day', istanbulDay(365));
    await page.getByRole('button', { name: 'Geçmiş günler' }).click();

    await page.getByRole('link', { name: 'Bugünün oyununa dön' }).click();
    await expect(page).toHaveURL(/\/movie-game$/);
    await expect(page.getByRole('combobox', { name: 'Film veya dizi ara' })).toBeVisible();
    await expect(page.getByTestId('game-streak')).toHaveText('Seri: 0 gün');
    await context.close();
  });

  test("after the day's game: 'Yeni film ‹sa:dk:sn› sonra', counting down to midnight in Istanbul", async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const answer = await gameAnswer(couple.spaceId, baseURL);
    expect((await page.request.post('/api/movie-game/guesses', { data: { imdbId: answer.imdbId } })).status()).toBe(201);
    await page.goto('/movie-game');
    const countdown = page.getByTestId('game-countdown');
    await expect(countdown).toHaveText(/^Yeni film \d{2}:\d{2}:\d{2} sonra$/);
    const seconds = async () => {
      const [h, m, s] = (await countdown.innerText()).match(/(\d{2}):(\d{2}):(\d{2})/)!.slice(1).map(Number);
      return h * 3600 + m * 60 + s;
    };
    // Istanbul is UTC+3 all year: midnight there is 21:00 UTC.
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21) + (now.getUTCHours() >= 21 ? 86_400_000 : 0);
    const expected = (midnight - Date.now()) / 1000;
    const first = await seconds();
    expect(Math.abs(first - expected)).toBeLessThan(30);
    await expect.poll(seconds, { timeout: 10_000 }).toBeLessThan(first);
    await expect(page.getByRole('button', { name: 'Paylaş' })).toBeVisible();
    await context.close();
  });

  test("'Zorluk' in /settings: chosen by one member, saved for both, from tomorrow on", async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const ownerContext = await signedInContext(browser, couple.owner, baseURL);
    const owner = await ownerContext.newPage();
    await owner.goto('/settings');
    const section = owner.getByTestId('game-settings');
    await expect(section.getByText('Değişiklik yarından itibaren geçerli olur.')).toBeVisible();
    await expect(section.getByRole('radio', { name: 'Karışık' })).toBeChecked();
    const saved = owner.waitForResponse((r) => r.url().endsWith('/api/movie-game/settings') && r.request().method() === 'PUT');
    await section.getByText('Kolay', { exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(owner.getByText('Zorluk kaydedildi. Yarından itibaren geçerli.')).toBeVisible();
    await expect(section.getByRole('radio', { name: 'Kolay' })).toBeChecked();

    const partnerContext = await signedInContext(browser, couple.partner, baseURL);
    const partner = await partnerContext.newPage();
    await partner.goto('/settings');
    await expect(partner.getByTestId('game-settings').getByRole('radio', { name: 'Kolay' })).toBeChecked();
    await ownerContext.close();
    await partnerContext.close();
  });
});
