import type { Page } from '@playwright/test';
import { test, expect, chooseGameTitle, createCouple, gameAnswer, signedInContext, sharedApp } from './fixtures';

/**
 * The daily game, keyless (the offline catalogue). The day's answer comes from the harness, which
 * reads the database; the page itself never gets it before the day is over.
 */

/** Picks `title` (of `year`, when given) from the dropdown and sends it with the button, or with Enter; the guess as it was sent. */
async function pickAndGuess(page: Page, title: string, via: 'click' | 'enter' = 'click', year?: number | null) {
  const input = page.getByRole('combobox', { name: 'Film veya dizi ara' });
  await chooseGameTitle(page, title, year);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/movie-game/guesses') && r.request().method() === 'POST');
  if (via === 'enter') await input.press('Enter');
  else await page.getByRole('button', { name: 'Tahmin Et' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  return response.request().postDataJSON() as { imdbId: string };
}

const rows = (page: Page) => page.getByTestId('guess-row');

test.describe('movie game (keyless)', () => {
  test('a day won: list-only guesses, the 300 ms reveal, the refusal after, the streak', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();

    await page.goto('/movie-game');
    await expect(page.getByRole('heading', { name: 'Günün Film/Dizi Tahmini' })).toBeVisible();
    await expect(page.getByTestId('game-streak')).toHaveText('Seri: 0 gün');
    await expect(page.getByRole('button', { name: 'Tahmin Et' })).toBeDisabled();
    for (const label of ['Doğru', 'Yakın', 'Yanlış']) await expect(page.getByRole('list', { name: 'Renkler' }).getByText(label, { exact: true })).toBeVisible();
    const answer = await gameAnswer(couple.spaceId, baseURL);

    // Two characters search nothing; a text not chosen from the list is refused.
    const input = page.getByRole('combobox', { name: 'Film veya dizi ara' });
    await input.fill('Ma');
    await expect(page.getByRole('button', { name: 'Tahmin Et' })).toBeEnabled();
    await input.fill(answer.wrong[0]);
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('listbox').getByText(answer.wrong[0], { exact: true }).first()).toBeVisible();
    await input.press('Enter');
    await expect(page.getByText('Lütfen listeden bir film/dizi seçin.')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);

    // A wrong guess: its cells open one after another, 300 ms apart.
    await pickAndGuess(page, answer.wrong[0]);
    await expect(rows(page)).toHaveCount(1);
    const cells = rows(page).first().getByTestId('guess-cell');
    await expect(cells).toHaveCount(8);
    await expect(cells.nth(7)).toHaveAttribute('data-revealed', 'true');
    const times = (await cells.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.revealedAt)))) as number[];
    // One after another, each at least 300 ms after the one before (a busy page may be later,
    // never sooner), so 7 steps from the first to the last.
    for (let i = 1; i < 8; i++) expect(times[i] - times[i - 1], JSON.stringify(times)).toBeGreaterThanOrEqual(295);
    expect(times[7] - times[0], JSON.stringify(times)).toBeGreaterThanOrEqual(7 * 295);
    await expect(cells.first()).toHaveAttribute('data-verdict', 'wrong');
    await expect(cells.first()).toContainText(answer.wrong[0]);
    await expect(page.getByTestId('game-answer')).toHaveCount(0);
    await expect(page.getByText(answer.title, { exact: true })).toHaveCount(0);

    // The right guess: toast, answer revealed, newest row first, all green.
    await pickAndGuess(page, answer.title, 'click', answer.year);
    await expect(page.getByText('Tebrikler! Doğru tahmin!')).toBeVisible();
    await expect(page.getByTestId('game-answer')).toContainText(answer.title);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toHaveAttribute('data-n', '2');
    await expect(rows(page).first().locator('[data-verdict="correct"]')).toHaveCount(8);
    await expect(page.getByTestId('game-streak')).toHaveText('Seri: 1 gün');

    // The day is over: no input any more, and the server refuses any further try.
    await expect(page.getByText('Bugün için tahmininizi yaptınız. Yarın tekrar bekleriz!')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Film veya dizi ara' })).toHaveCount(0);
    const refused = await page.request.post('/api/movie-game/guesses', { data: { imdbId: answer.imdbId } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Bugün için tahmininizi yaptınız. Yarın tekrar bekleriz!' });

    await context.close();
  });

  test('two titles of one name are told apart by their year in the list: the one chosen is the one guessed', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    const answer = await gameAnswer(couple.spaceId, baseURL);
    // Remakes of one name in the game's titles; a pair the day's answer is not one of.
    const pairs = [
      { title: 'The Ladykillers', titles: [{ year: 1955, imdbId: 'tt0048281' }, { year: 2004, imdbId: 'tt0335245' }] },
      { title: 'King Kong', titles: [{ year: 1933, imdbId: 'tt0024216' }, { year: 2005, imdbId: 'tt0360717' }] },
    ];
    const pair = pairs.find((p) => p.titles.every((t) => t.imdbId !== answer.imdbId))!;
    await page.goto('/movie-game');
    await page.getByRole('combobox', { name: 'Film veya dizi ara' }).fill(pair.title);
    const options = page.getByRole('listbox').getByRole('option').filter({ has: page.getByText(pair.title, { exact: true }) });
    await expect(options).toHaveCount(2);
    for (const { year } of pair.titles) await expect(options.filter({ hasText: String(year) })).toHaveCount(1);
    for (const [i, { year, imdbId }] of pair.titles.entries()) {
      expect(await pickAndGuess(page, pair.title, 'click', year)).toMatchObject({ imdbId });
      // The guess is on the board and the search empty again before the next.
      await expect(rows(page)).toHaveCount(i + 1);
      await expect(page.getByRole('combobox', { name: 'Film veya dizi ara' })).toHaveValue('');
    }
    await context.close();
  });

  test('a day won in two: both members\' statistics, the share text and the home banner', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    // The day played through the form is the test above: here its two guesses go to the API.
    const answer = await gameAnswer(couple.spaceId, baseURL);
    for (const imdbId of [answer.wrongIds[0], answer.imdbId]) {
      expect((await page.request.post('/api/movie-game/guesses', { data: { imdbId } })).status()).toBe(201);
    }
    await page.goto('/movie-game');
    await expect(page.getByTestId('game-streak')).toHaveText('Seri: 1 gün');

    // Statistics of both members.
    const mine = page.getByTestId('member-stats').filter({ hasText: couple.owner.name });
    await expect(mine.getByText('Oynanan').locator('..')).toContainText('1');
    await expect(mine.getByText('Kazanma %').locator('..')).toContainText('100');
    await expect(mine.getByTestId('distribution-bar').nth(1)).toHaveText(/^2\s*1$/);
    await expect(page.getByTestId('member-stats').filter({ hasText: couple.partner.name }).getByText('Oynanan').locator('..')).toContainText('0');

    // Share: the day's number and the emoji grid, never the title.
    await page.getByRole('button', { name: 'Paylaş' }).click();
    await expect(page.getByText('Sonuç panoya kopyalandı!')).toBeVisible();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    const lines = shared.split('\n');
    expect(lines[0]).toBe(`Günün Film Tahmini #${answer.number} 2/10`);
    expect(lines[2]).toBe('🟩'.repeat(8));
    expect(lines[1]).toMatch(/^(🟩|🟨|🟥|⬆️|⬇️)+$/u);
    expect(shared).not.toContain(answer.title);

    await page.goto('/');
    await expect(page.getByTestId('game-banner-status')).toContainText('Bugün oynadın');
    await expect(page.getByTestId('game-banner-status')).toContainText('1 günlük seri');
    await context.close();
  });

  test('a day lost in 10 guesses: the last two through the form, then the answer and no streak', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const ownerContext = await signedInContext(browser, couple.owner, baseURL);
    const owner = await ownerContext.newPage();
    const answer = await gameAnswer(couple.spaceId, baseURL);
    // The first eight wrong guesses go straight to the API (guessing through the form is the test
    // above, and the last two here): the page opens on them, two guesses left.
    for (let i = 0; i < 8; i++) {
      const res = await owner.request.post('/api/movie-game/guesses', { data: { imdbId: answer.wrongIds[i] } });
      expect(res.status()).toBe(201);
    }
    await owner.goto('/movie-game');
    await expect(owner.getByTestId('partner-section')).toContainText(`${couple.partner.name} henüz oynamadı.`);
    await expect(rows(owner)).toHaveCount(8);
    await expect(owner.getByTestId('guesses-left')).toHaveText('2 tahmin hakkı kaldı');

    for (let i = 8; i < 10; i++) {
      await pickAndGuess(owner, answer.wrong[i], i % 2 ? 'enter' : 'click');
      await expect(rows(owner)).toHaveCount(i + 1);
      if (i < 9) await expect(owner.getByTestId('guesses-left')).toHaveText(`${9 - i} tahmin hakkı kaldı`);
    }
    await expect(owner.getByTestId('game-answer')).toContainText('Bu seferlik olmadı. Bugünün cevabı:');
    await expect(owner.getByTestId('game-answer')).toContainText(answer.title);
    await expect(owner.getByText('Bugün için tahmininizi yaptınız. Yarın tekrar bekleriz!')).toBeVisible();
    await expect(owner.getByTestId('game-streak')).toHaveText('Seri: 0 gün');
    await expect(rows(owner).first()).toHaveAttribute('data-n', '10');
    await ownerContext.close();
  });

  test("a day lost, and the partner's view live on both sides", async ({ browser }) => {
    // Two members' pages, ten guesses and two eight-cell reveals of 300 ms each: about 30 s on a
    // busy machine, the whole of the default budget.
    test.setTimeout(60_000);
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const ownerContext = await signedInContext(browser, couple.owner, baseURL);
    const partnerContext = await signedInContext(browser, couple.partner, baseURL);
    const owner = await ownerContext.newPage();
    const partner = await partnerContext.newPage();

    await partner.goto('/');
    await expect(partner.getByTestId('game-banner-status')).toContainText('Bugün henüz oynamadın');
    await partner.goto('/movie-game');
    await expect(partner.getByTestId('partner-section')).toContainText(`${couple.owner.name} henüz oynamadı.`);
    // My ten wrong guesses (the form is the test above) while the partner's page is open.
    const answer = await gameAnswer(couple.spaceId, baseURL);
    for (let i = 0; i < 10; i++) {
      const res = await owner.request.post('/api/movie-game/guesses', { data: { imdbId: answer.wrongIds[i] } });
      expect(res.status()).toBe(201);
    }
    await owner.goto('/movie-game');
    await expect(owner.getByTestId('game-answer')).toContainText('Bu seferlik olmadı. Bugünün cevabı:');

    // The partner, still playing, sees my result but none of my rows.
    const onPartner = partner.getByTestId('partner-section');
    await expect(onPartner).toContainText(`${couple.owner.name} bugün bulamadı`);
    await expect(onPartner).toContainText('Kendi gününüzü bitirince partnerinizin tahminlerini görebilirsiniz.');
    await expect(onPartner.getByTestId('partner-row')).toHaveCount(0);
    await partner.getByRole('button', { name: /Bildirimler/ }).click();
    await expect(partner.getByRole('region', { name: 'Bildirimler' })).toContainText(`${couple.owner.name} günün tahminini bulamadı`);
    await partner.keyboard.press('Escape');

    // The partner guesses once: I, finished, see their colours only.
    await pickAndGuess(partner, answer.wrong[0]);
    const onOwner = owner.getByTestId('partner-section');
    await expect(onOwner.getByTestId('partner-row')).toHaveCount(1);
    await expect(onOwner).not.toContainText(answer.wrong[0]);
    await expect(onOwner).toContainText('hâlâ tahmin ediyor (1/10)');

    // The partner wins: both finished, both see everything.
    await pickAndGuess(partner, answer.title, 'click', answer.year);
    await expect(partner.getByText('Tebrikler! Doğru tahmin!')).toBeVisible();
    await expect(onPartner.getByTestId('partner-row')).toHaveCount(10);
    await expect(onPartner).toContainText(answer.wrong[9]);
    await expect(onOwner).toContainText('günün tahminini buldu (2/10)');
    await expect(onOwner.getByTestId('partner-row').first()).toContainText(answer.title);
    await expect(partner.getByTestId('game-streak')).toHaveText('Seri: 1 gün');

    await ownerContext.close();
    await partnerContext.close();
  });
});
