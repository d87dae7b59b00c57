import { test, expect, createCouple, signedInContext, sharedApp } from './fixtures';

test.describe('books', () => {
  test('search → choose → add → Okundu with a rating → delete; the partner sees it live', async ({ ownerPage, partnerPage }) => {
    const page = ownerPage;
    await partnerPage.goto('/books');
    await expect(partnerPage.getByText('Henüz kitap eklenmedi.')).toBeVisible();
    await page.goto('/books');
    await expect(page.getByRole('heading', { name: 'Kitaplar' })).toBeVisible();

    await page.getByRole('button', { name: 'Yeni Kitap Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Ekle', exact: true })).toHaveCount(0);
    const title = dialog.getByRole('combobox', { name: 'Kitap Adı' });
    await title.fill('kürk');
    await dialog.getByRole('option', { name: /Kürk Mantolu Madonna/ }).click();
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await expect(title).toHaveValue('Kürk Mantolu Madonna');
    await expect(dialog.getByLabel('Yazar')).toHaveValue('Sabahattin Ali');
    await expect(dialog.getByLabel('Yıl', { exact: true })).toHaveValue('2013');
    await expect(dialog.getByLabel('Yayınevi')).toHaveValue('Yapı Kredi Yayınları');
    await expect(dialog.getByLabel('Durum')).toHaveValue('Okunuyor');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Kitap başarıyla eklendi!')).toBeVisible();

    const card = page.getByTestId('book-card').filter({ hasText: 'Kürk Mantolu Madonna' });
    await expect(card).toContainText('Sabahattin Ali');
    await expect(card).toContainText('2013 · Yapı Kredi Yayınları');
    await expect(card.locator('[data-fallback="true"]')).toBeVisible();
    const partnerCard = partnerPage.getByTestId('book-card').filter({ hasText: 'Kürk Mantolu Madonna' });
    await expect(partnerCard).toBeVisible();
    await expect(partnerCard.getByRole('button', { name: 'Sil' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Düzenle' }).click();
    await expect(dialog.getByRole('heading', { name: 'Kitabı Düzenle' })).toBeVisible();
    await dialog.getByLabel('Yayınevi').fill('YKY');
    await dialog.getByLabel('Durum').selectOption('Okundu');
    await dialog.getByPlaceholder('1-10 arası puan verin').fill('8');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Kitap başarıyla güncellendi!')).toBeVisible();
    await expect(card).toContainText('Okundu');
    await expect(card.getByTestId('rating-line')).toHaveText('Ayşe 8 · Mehmet —');
    await expect(card).toContainText('2013 · YKY');
    await expect(partnerCard.getByTestId('rating-line')).toHaveText('Ayşe 8 · Mehmet —');

    await card.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Bu kitabı silmek istediğinizden emin misiniz?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Kitap başarıyla silindi!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(partnerCard).toHaveCount(0);
  });

  test('a search by author keeps the author’s books; the list filters by author', async ({ ownerPage: page }) => {
    await page.goto('/books');
    await page.getByRole('button', { name: 'Yeni Kitap Ekle' }).click();
    await page.getByRole('combobox', { name: 'Kitap Adı' }).fill('oğuz atay');
    await page.getByRole('option', { name: /Tutunamayanlar/ }).click();
    await expect(page.getByLabel('Yayınevi')).toHaveValue('İletişim Yayınları');
    await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Kitap başarıyla eklendi!')).toBeVisible();
    await page.getByPlaceholder('Kitap ara...').fill('ATAY');
    await expect(page.getByTestId('book-card')).toHaveText([/Tutunamayanlar/]);
  });

  test('a refused Google Books (bad key) shows the Turkish search error', async ({ browser }) => {
    const { baseURL } = await sharedApp({ GOOGLE_BOOKS_API_KEY: 'invalid' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner, baseURL);
    const page = await context.newPage();
    await page.goto('/books');
    await page.getByRole('button', { name: 'Yeni Kitap Ekle' }).click();
    await page.getByRole('combobox', { name: 'Kitap Adı' }).fill('dune');
    await expect(page.getByText('Kitap arama sırasında bir hata oluştu.')).toBeVisible();
    await context.close();
  });
});
