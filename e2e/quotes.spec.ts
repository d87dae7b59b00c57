import { test, expect } from './fixtures';

test.describe('quotes', () => {
  test('add, search, edit and delete a quote', async ({ ownerPage, couple }) => {
    const page = ownerPage;
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { name: 'Alıntılar' })).toBeVisible();
    await expect(page.getByText('Henüz alıntı eklenmedi.')).toBeVisible();

    await page.getByRole('button', { name: 'Yeni Alıntı Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Lütfen bir alıntı girin.')).toBeVisible();

    await dialog.getByLabel('Alıntı Metni').fill('Sevmek, birbirine bakmak değil; birlikte aynı yöne bakmaktır.');
    await dialog.getByLabel('Yazar').fill('Antoine de Saint-Exupéry');
    await dialog.getByLabel('Kaynak').fill('İnsanların Dünyası');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Alıntı başarıyla eklendi!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('quote-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('“Sevmek, birbirine bakmak değil; birlikte aynı yöne bakmaktır.”');
    await expect(card).toContainText('— Antoine de Saint-Exupéry');
    await expect(card).toContainText('İnsanların Dünyası');
    await expect(card).toContainText(`Ekleyen: ${couple.owner.name}`);
    await expect(card.locator('time')).toHaveText(/\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/);

    // Search by author, then by something that is nowhere.
    await page.getByPlaceholder('Alıntı ara...').fill('exupéry');
    await expect(card).toHaveCount(1);
    await page.getByPlaceholder('Alıntı ara...').fill('Shakespeare');
    await expect(page.getByText('Aramanızla eşleşen alıntı bulunamadı.')).toBeVisible();
    await page.getByPlaceholder('Alıntı ara...').fill('');

    await card.getByRole('button', { name: 'Düzenle' }).click();
    await expect(dialog.getByRole('heading', { name: 'Alıntıyı Düzenle' })).toBeVisible();
    await expect(dialog.getByLabel('Yazar')).toHaveValue('Antoine de Saint-Exupéry');
    await dialog.getByLabel('Anonim olarak paylaş').check();
    await expect(dialog.getByLabel('Yazar')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Alıntı başarıyla güncellendi!')).toBeVisible();
    await expect(card).toContainText('— Anonim');

    await card.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Bu alıntıyı silmek istediğinizden emin misiniz?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Alıntı başarıyla silindi!')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("the partner sees the quote live, without edit or delete icons; the server refuses the partner's edit", async ({ ownerPage, partnerPage }) => {
    await partnerPage.goto('/quotes');
    await ownerPage.goto('/quotes');
    await ownerPage.getByRole('button', { name: 'Yeni Alıntı Ekle' }).click();
    await ownerPage.getByLabel('Alıntı Metni').fill('Kalbin sesi en güzel şarkıdır.');
    await ownerPage.getByLabel('Yazar').fill('Ayşe');
    await ownerPage.getByRole('button', { name: 'Ekle', exact: true }).click();

    const card = partnerPage.getByTestId('quote-card');
    await expect(card).toContainText('Kalbin sesi en güzel şarkıdır.');
    await expect(card.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Sil' })).toHaveCount(0);

    const { quotes } = await (await partnerPage.request.get('/api/quotes')).json();
    const res = await partnerPage.request.delete(`/api/quotes/${quotes[0].id}`);
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ error: 'Bu alıntıyı sadece ekleyen kişi silebilir.' });
  });
});
