import { test, expect, createCouple, signedInContext, sharedApp } from './fixtures';

test.describe('movies', () => {
  test('search → choose → add → İzlendi with a rating → delete; the partner sees it live', async ({ ownerPage, partnerPage }) => {
    const page = ownerPage;
    await partnerPage.goto('/movies');
    await expect(partnerPage.getByText('Henüz film eklenmedi.')).toBeVisible();
    await page.goto('/movies');
    await expect(page.getByRole('heading', { name: 'Filmler' })).toBeVisible();

    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Yeni Film Ekle' })).toBeVisible();
    // Details and the submit button only once a title is set.
    await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Yönetmen')).toHaveCount(0);

    const title = dialog.getByRole('combobox', { name: 'Film Adı' });
    await title.fill('incep');
    await expect(dialog.getByRole('listbox').getByRole('option')).toHaveText([/Inception\s*2010/]);
    // One character is too short: the suggestions go.
    await title.fill('i');
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await title.fill('incep');
    await dialog.getByRole('option', { name: /Inception/ }).click();
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await expect(title).toHaveValue('Inception');
    await expect(dialog.getByLabel('Yönetmen')).toHaveValue('Christopher Nolan');
    await expect(dialog.getByLabel('Yıl', { exact: true })).toHaveValue('2010');
    await expect(dialog.getByLabel('Tür')).toHaveValue('Action, Adventure, Sci-Fi');
    await expect(dialog.getByText('IMDb 8.8')).toBeVisible();
    await expect(dialog.getByLabel('Durum')).toHaveValue('İzlenecek');
    await expect(dialog.getByPlaceholder('1-10 arası puan verin')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Film başarıyla eklendi!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('movie-card').filter({ hasText: 'Inception' });
    await expect(card).toContainText('2010 · Christopher Nolan');
    await expect(card).toContainText('İzlenecek');
    // The fake's poster cannot load (it is not https): the placeholder shows instead.
    await expect(card.locator('[data-fallback="true"]')).toBeVisible();

    const partnerCard = partnerPage.getByTestId('movie-card').filter({ hasText: 'Inception' });
    await expect(partnerCard).toBeVisible();
    await expect(partnerCard.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(partnerCard.getByRole('button', { name: 'Sil' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Düzenle' }).click();
    await expect(dialog.getByRole('heading', { name: 'Filmi Düzenle' })).toBeVisible();
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await dialog.getByLabel('Durum').selectOption('İzlendi');
    const rating = dialog.getByPlaceholder('1-10 arası puan verin');
    await expect(rating).toBeVisible();
    await rating.fill('11');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Puan 1 ile 10 arasında olmalıdır.')).toBeVisible();
    await rating.fill('9');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Film başarıyla güncellendi!')).toBeVisible();
    await expect(card).toContainText('İzlendi');
    await expect(card.getByTestId('rating-line')).toHaveText('Ayşe 9 · Mehmet —');
    await expect(partnerCard.getByTestId('rating-line')).toHaveText('Ayşe 9 · Mehmet —');

    await card.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Bu filmi silmek istediğinizden emin misiniz?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Film başarıyla silindi!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(partnerCard).toHaveCount(0);
  });

  test('a title the catalogue does not know is typed by hand; the search box filters by title and director', async ({ ownerPage: page }) => {
    await page.goto('/movies');
    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Film Adı' }).fill('Bizim Düğün Videomuz');
    await dialog.getByLabel('Yönetmen').fill('Kuzenim Ali');
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Film başarıyla eklendi!')).toBeVisible();

    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    await dialog.getByRole('combobox', { name: 'Film Adı' }).fill('amél');
    await dialog.getByRole('option', { name: /Amélie/ }).click();
    await expect(dialog.getByLabel('Yönetmen')).toHaveValue('Jean-Pierre Jeunet');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByTestId('movie-card')).toHaveCount(2);

    const search = page.getByPlaceholder('Film ara...');
    await search.fill('jeunet');
    await expect(page.getByTestId('movie-card')).toHaveText([/Amélie/]);
    await search.fill('DÜĞÜN');
    await expect(page.getByTestId('movie-card')).toHaveText([/Bizim Düğün Videomuz/]);
    await search.fill('yok böyle bir film');
    await expect(page.getByText('Aramanızla eşleşen film bulunamadı.')).toBeVisible();
  });

  test('a refused catalogue (OMDb "Request limit reached!") shows the Turkish search error', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: 'limit' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    await page.goto('/movies');
    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    await page.getByRole('combobox', { name: 'Film Adı' }).fill('inception');
    await expect(page.getByText('Film arama sırasında bir hata oluştu.')).toBeVisible();
    // The title can still be saved by hand.
    await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Film başarıyla eklendi!')).toBeVisible();
    await context.close();
  });

  test('keyless mode: with no OMDb key the offline catalogue answers', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    await page.goto('/movies');
    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    const dialog = page.getByRole('dialog');
    // A typo still finds it (fuzzy, threshold 0.4); the fake OMDb does not even know this film.
    await dialog.getByRole('combobox', { name: 'Film Adı' }).fill('godfathr');
    await dialog.getByRole('option', { name: /^The Godfather\s*1972$/ }).click();
    await expect(dialog.getByLabel('Yönetmen')).toHaveValue('Francis Ford Coppola');
    await expect(dialog.getByLabel('Yıl', { exact: true })).toHaveValue('1972');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByTestId('movie-card').filter({ hasText: 'The Godfather' })).toContainText('1972 · Francis Ford Coppola');
    await context.close();
  });

  test('a long list shows its first 60 cards, more as the page scrolls, and the search still finds every movie', async ({ ownerPage: page }) => {
    test.setTimeout(120_000);
    // Added first, so it sits last in the newest-first list, far past the first window.
    const add = async (title: string) => expect((await page.request.post('/api/movies', { data: { title } })).status()).toBe(201);
    await add('En Eski Film');
    for (let i = 1; i <= 130; i++) await add(`Uzun Liste ${i}`);
    await page.goto('/movies');
    const cards = page.getByTestId('movie-card');
    await expect(cards).toHaveCount(60);
    // A card past the first screen is not styled, laid out or painted until it comes near (content-visibility: auto); the first one is.
    const drawn = (i: number) => cards.nth(i).evaluate((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(0)).toBe(true);
    expect(await drawn(59)).toBe(false);
    // On the card itself, not its list item, whose paint containment would cut away the card's ring and shadow.
    const skipping = (i: number) =>
      cards.nth(i).evaluate((card) => [getComputedStyle(card).contentVisibility, getComputedStyle(card.parentElement!).contentVisibility]);
    expect(await skipping(59)).toEqual(['auto', 'visible']);
    // Bringing the end of the grid near (here: its 'Daha fazla göster' button into view) adds 60.
    const more = page.getByRole('button', { name: 'Daha fazla göster' });
    await more.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(120);
    // The last card of the first window is on the screen now: drawn.
    await expect.poll(() => drawn(59)).toBe(true);
    await more.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(131);
    await expect(more).toHaveCount(0);
    await page.getByPlaceholder('Film ara...').fill('en eski');
    await expect(cards).toHaveText([/En Eski Film/]);
    await page.getByPlaceholder('Film ara...').fill('');
    await expect(cards).toHaveCount(60);
  });

  test("'Daha fazla göster' itself shows the next cards (a browser without scroll watching, a keyboard)", async ({ ownerPage: page }) => {
    test.setTimeout(60_000);
    // No IntersectionObserver: only the button can add cards, so this is its path alone.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    for (let i = 1; i <= 65; i++) expect((await page.request.post('/api/movies', { data: { title: `Düğme ${i}` } })).status()).toBe(201);
    await page.goto('/movies');
    const cards = page.getByTestId('movie-card');
    await expect(cards).toHaveCount(60);
    const more = page.getByRole('button', { name: 'Daha fazla göster' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(65);
    await expect(cards.last()).toContainText('Düğme 1');
    await expect(more).toHaveCount(0);
  });
});
