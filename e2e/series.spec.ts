import { test, expect, createCouple, signedInContext, sharedApp } from './fixtures';

test.describe('series', () => {
  test('search → choose → add (the season checked); the partner sees it live, without edit or next episode', async ({ ownerPage, partnerPage }) => {
    const page = ownerPage;
    await partnerPage.goto('/series');
    await expect(partnerPage.getByText('Henüz dizi eklenmedi.')).toBeVisible();
    await page.goto('/series');
    await expect(page.getByRole('heading', { name: 'Diziler' })).toBeVisible();

    await page.getByRole('button', { name: 'Yeni Dizi Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Dizi Adı' }).fill('the off');
    await dialog.getByRole('option', { name: /The Office/ }).click();
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await expect(dialog.getByLabel('Yaratıcı')).toHaveValue('Greg Daniels, Ricky Gervais, Stephen Merchant');
    await expect(dialog.getByLabel('Başlangıç Yılı')).toHaveValue('2005');
    await expect(dialog.getByLabel('Bitiş Yılı')).toHaveValue('2013');
    await expect(dialog.getByLabel('Toplam Sezon')).toHaveValue('9');
    await expect(dialog.getByLabel('Durum')).toHaveValue('Devam Ediyor');

    await dialog.getByLabel('Mevcut Sezon').fill('0');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Sezon en az 1 olmalıdır.')).toBeVisible();
    await dialog.getByLabel('Mevcut Sezon').fill('2');
    await dialog.getByLabel('Mevcut Bölüm').fill('5');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Dizi başarıyla eklendi!')).toBeVisible();

    const card = page.getByTestId('series-card').filter({ hasText: 'The Office' });
    await expect(card).toContainText('2005–2013 · Greg Daniels');
    await expect(card.getByTestId('series-progress')).toHaveText('Sezon 2 · Bölüm 5 / 9');
    const partnerCard = partnerPage.getByTestId('series-card').filter({ hasText: 'The Office' });
    await expect(partnerCard).toBeVisible();
    await expect(partnerCard.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(partnerCard.getByRole('button', { name: 'Sonraki bölüm' })).toHaveCount(0);
  });

  test('next episode → Tamamlandı with a rating → delete; the partner follows live', async ({ ownerPage: page, partnerPage }) => {
    // The series the test above adds through the form, written here through the API.
    const added = await page.request.post('/api/series', {
      data: { title: 'The Office', creator: 'Greg Daniels, Ricky Gervais, Stephen Merchant', startYear: 2005, endYear: 2013, currentSeason: 2, currentEpisode: 5, totalSeasons: 9, status: 'Devam Ediyor' },
    });
    expect(added.status()).toBe(201);
    await partnerPage.goto('/series');
    await page.goto('/series');
    const dialog = page.getByRole('dialog');
    const card = page.getByTestId('series-card').filter({ hasText: 'The Office' });
    const partnerCard = partnerPage.getByTestId('series-card').filter({ hasText: 'The Office' });
    await expect(card.getByTestId('series-progress')).toHaveText('Sezon 2 · Bölüm 5 / 9');
    await expect(partnerCard).toBeVisible();

    // One tap: the next episode, for both.
    await card.getByRole('button', { name: 'Sonraki bölüm' }).click();
    await expect(card.getByTestId('series-progress')).toHaveText('Sezon 2 · Bölüm 6 / 9');
    await expect(partnerCard.getByTestId('series-progress')).toHaveText('Sezon 2 · Bölüm 6 / 9');

    await card.getByRole('button', { name: 'Düzenle' }).click();
    await expect(dialog.getByLabel('Mevcut Bölüm')).toHaveValue('6');
    await dialog.getByLabel('Durum').selectOption('Tamamlandı');
    await dialog.getByPlaceholder('1-10 arası puan verin').fill('10');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    // The next-episode tap showed the same toast a moment ago: the newest one is the edit's.
    await expect(page.getByText('Dizi başarıyla güncellendi!').last()).toBeVisible();
    await expect(card).toContainText('Tamamlandı');
    await expect(card.getByTestId('rating-line')).toHaveText('Ayşe 10 · Mehmet —');
    // Only a series in progress offers the next episode.
    await expect(card.getByRole('button', { name: 'Sonraki bölüm' })).toHaveCount(0);
    await expect(partnerCard.getByTestId('rating-line')).toHaveText('Ayşe 10 · Mehmet —');

    await card.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Bu diziyi silmek istediğinizden emin misiniz?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Dizi başarıyla silindi!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(partnerCard).toHaveCount(0);
  });

  test('the search box filters by title and creator', async ({ ownerPage: page }) => {
    await page.goto('/series');
    for (const [query, option] of [['breaking', /Breaking Bad/], ['last of', /The Last of Us/]] as const) {
      await page.getByRole('button', { name: 'Yeni Dizi Ekle' }).click();
      await page.getByRole('combobox', { name: 'Dizi Adı' }).fill(query);
      await page.getByRole('option', { name: option }).click();
      await expect(page.getByLabel('Yaratıcı')).not.toHaveValue('');
      await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await expect(page.getByTestId('series-card')).toHaveCount(2);
    await expect(page.getByTestId('series-card').filter({ hasText: 'The Last of Us' })).toContainText('2023– · Craig Mazin, Neil Druckmann');
    await page.getByPlaceholder('Dizi ara...').fill('gilligan');
    await expect(page.getByTestId('series-card')).toHaveText([/Breaking Bad/]);
  });

  test('keyless mode: with no OMDb key the offline catalogue answers', async ({ browser }) => {
    const { baseURL } = await sharedApp({ OMDB_API_KEY: '' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    await page.goto('/series');
    await page.getByRole('button', { name: 'Yeni Dizi Ekle' }).click();
    await page.getByRole('combobox', { name: 'Dizi Adı' }).fill('sherlok');
    await page.getByRole('option', { name: /Sherlock/ }).click();
    await expect(page.getByLabel('Yaratıcı')).toHaveValue('Mark Gatiss, Steven Moffat');
    await expect(page.getByLabel('Başlangıç Yılı')).toHaveValue('2010');
    await context.close();
  });
});
