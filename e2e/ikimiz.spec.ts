import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Adds a film through the API as that member (the form itself is proven in movies.spec.ts). */
async function addMovie(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/movies', { data });
  expect(res.status()).toBe(201);
  return (await res.json()).item as { id: string; title: string };
}

const openBell = async (page: Page) => {
  await page.getByRole('button', { name: /Bildirimler/ }).click();
  return page.getByRole('region', { name: 'Bildirimler' }).getByTestId('notification-item');
};

test.describe('İkimiz: two partners, one list', () => {
  test('each rates and notes the same film: the form’s Puanınız / Notunuz, the partner’s Puan ver, live on both, the note on tap', async ({ ownerPage, partnerPage }) => {
    await partnerPage.goto('/movies');
    await expect(partnerPage.getByText('Henüz film eklenmedi.')).toBeVisible();
    await ownerPage.goto('/movies');
    await ownerPage.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Film Adı' }).fill('Bizim Film');
    await expect(dialog.getByLabel('Puanınız')).toHaveCount(0);
    await dialog.getByLabel('Durum').selectOption('İzlendi');
    await dialog.getByLabel('Puanınız').fill('9');
    await dialog.getByLabel('Notunuz').fill('Sonu çok güzeldi.');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(ownerPage.getByText('Film başarıyla eklendi!')).toBeVisible();

    const ownerCard = ownerPage.getByTestId('movie-card').filter({ hasText: 'Bizim Film' });
    const partnerCard = partnerPage.getByTestId('movie-card').filter({ hasText: 'Bizim Film' });
    await expect(ownerCard.getByTestId('rating-line')).toHaveText('Ayşe 9 · Mehmet —');
    // Live, without a reload: the partner sees the owner's rating and may give their own.
    await expect(partnerCard.getByTestId('rating-line')).toHaveText('Ayşe 9 · Mehmet —');
    await expect(partnerCard.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);

    await partnerCard.getByRole('button', { name: 'Puan ver' }).click();
    const rate = partnerPage.getByRole('dialog', { name: 'Puan ver' });
    await rate.getByLabel('Puanınız').fill('11');
    await rate.getByRole('button', { name: 'Kaydet' }).click();
    await expect(partnerPage.getByText('Puan 1 ile 10 arasında olmalıdır.')).toBeVisible();
    await rate.getByLabel('Puanınız').fill('6');
    await rate.getByLabel('Notunuz').fill('Biraz uzundu.');
    await rate.getByRole('button', { name: 'Kaydet' }).click();
    await expect(partnerPage.getByText('Puanınız kaydedildi.')).toBeVisible();
    await expect(rate).toBeHidden();
    await expect(partnerCard.getByTestId('rating-line')).toHaveText('Ayşe 9 · Mehmet 6');
    await expect(partnerCard.getByRole('button', { name: 'Puanınızı değiştirin' })).toBeVisible();

    // The owner's page follows live, and the partner's note opens on a tap (and shows on hover: its title).
    await expect(ownerCard.getByTestId('rating-line')).toHaveText('Ayşe 9 · Mehmet 6');
    const mehmet = ownerCard.getByRole('button', { name: 'Mehmet 6' });
    await expect(mehmet).toHaveAttribute('title', 'Biraz uzundu.');
    await mehmet.click();
    await expect(ownerCard).toContainText('Mehmet: “Biraz uzundu.”');
    await expect(mehmet).toHaveAttribute('aria-expanded', 'true');

    // 'Puana göre': the couple's average (7,5) below a film both gave 10, above an unrated one.
    const favourite = await addMovie(ownerPage, { title: 'En Sevdiğimiz', status: 'İzlendi', rating: 10 });
    expect((await partnerPage.request.put(`/api/movies/${favourite.id}/rating`, { data: { rating: 10 } })).status()).toBe(200);
    await addMovie(partnerPage, { title: 'Puansız', status: 'İzlendi' });
    await expect(ownerPage.getByTestId('movie-card').locator('h2')).toHaveText(['Puansız', 'En Sevdiğimiz', 'Bizim Film']);
    await ownerPage.getByRole('combobox', { name: 'Sırala' }).selectOption('Puana göre');
    await expect(ownerPage.getByTestId('movie-card').locator('h2')).toHaveText(['En Sevdiğimiz', 'Bizim Film', 'Puansız']);
    await expect(ownerPage).toHaveURL(/sira=puan/);
  });

  test('a wish stays private until both wish: then the match, the bell for both, the shelf and the home card; taking it back undoes it', async ({ ownerPage, partnerPage }) => {
    const film = await addMovie(ownerPage, { title: 'Spirited Away', status: 'İzlenecek' });
    await addMovie(ownerPage, { title: 'Başka Bir Film', status: 'İzlenecek' });
    await ownerPage.goto('/movies');
    await partnerPage.goto('/movies');
    const ownerCard = ownerPage.getByTestId('movie-card').filter({ hasText: film.title });
    const partnerCard = partnerPage.getByTestId('movie-card').filter({ hasText: film.title });

    await ownerCard.getByRole('button', { name: 'İstiyorum' }).click();
    await expect(ownerCard.getByRole('button', { name: 'İstiyorum' })).toHaveAttribute('aria-pressed', 'true');
    // The partner's page knows nothing of it, even read afresh.
    await partnerPage.reload();
    await expect(partnerCard.getByRole('button', { name: 'İstiyorum' })).toHaveAttribute('aria-pressed', 'false');
    await expect(partnerCard.getByTestId('match-pill')).toHaveCount(0);

    await partnerCard.getByRole('button', { name: 'İstiyorum' }).click();
    await expect(partnerCard.getByTestId('match-pill')).toHaveText('İkimiz de istiyoruz');
    await expect(ownerCard.getByTestId('match-pill')).toHaveText('İkimiz de istiyoruz');
    for (const page of [ownerPage, partnerPage]) {
      const items = await openBell(page);
      await expect(items.first()).toContainText('Eşleşme! İkiniz de Spirited Away istiyorsunuz.');
      await page.keyboard.press('Escape');
    }

    // The shelf: only what both want.
    await ownerPage.getByRole('button', { name: 'İkimiz de istiyoruz' }).click();
    await expect(ownerPage.getByTestId('movie-card').locator('h2')).toHaveText(['Spirited Away']);
    await expect(ownerPage).toHaveURL(/raf=ikimiz/);
    // And the home card, which links back to it.
    await partnerPage.goto('/');
    const shelf = partnerPage.getByTestId('home-shelf');
    await expect(shelf).toContainText('1 ortak istek');
    await shelf.getByRole('link', { name: /Spirited Away/ }).click();
    await expect(partnerPage).toHaveURL(/\/movies\?raf=ikimiz/);
    await expect(partnerPage.getByTestId('movie-card').locator('h2')).toHaveText(['Spirited Away']);

    // Taking a wish back takes the match from both shelves, live.
    await ownerCard.getByRole('button', { name: 'İstiyorum' }).click();
    await expect(ownerPage.getByText('Henüz ikinizin de istediği bir kayıt yok.')).toBeVisible();
    await expect(partnerPage.getByText('Henüz ikinizin de istediği bir kayıt yok.')).toBeVisible();
  });

  test("'Bu akşam ne izlesek?': the match first, then both lists (said so), 'Süre', 'Başka bir tane', 'Bunu izleyelim' tells the partner", async ({ ownerPage, partnerPage }) => {
    const match = await addMovie(ownerPage, { title: 'Eşleşen Film', status: 'İzlenecek', runtime: 95, genre: 'Drama' });
    await addMovie(partnerPage, { title: 'Uzun Film', status: 'İzlenecek', runtime: 170, genre: 'Drama' });
    await addMovie(partnerPage, { title: 'Kısa Komedi', status: 'İzlenecek', runtime: 88, genre: 'Comedy' });
    for (const page of [ownerPage, partnerPage]) expect((await page.request.put(`/api/movies/${match.id}/wish`)).status()).toBe(200);

    await partnerPage.goto('/movies');
    await ownerPage.goto('/movies');
    await ownerPage.getByRole('button', { name: 'Bu akşam ne izlesek?' }).click();
    const tonight = ownerPage.getByRole('dialog', { name: 'Bu akşam ne izlesek?' });
    const pick = tonight.getByTestId('tonight-pick');
    await expect(pick.locator('h3')).toHaveText('Eşleşen Film');
    await expect(pick).toContainText('İkinizin de istediklerinden seçildi.');
    await expect(pick).toContainText('95 dk');

    // Within 100 minutes: only the comedy is left (the match was shown already this session).
    await tonight.getByLabel('Süre').selectOption('≤ 100 dk');
    await expect(pick.locator('h3')).toHaveText('Kısa Komedi');
    await expect(pick).toContainText('izlenecekler listesinden seçildi');
    await tonight.getByRole('button', { name: 'Başka bir tane' }).click();
    await expect(tonight.getByText('Bu seçimlere uyan izlenecek bir şey kalmadı.')).toBeVisible();
    await tonight.getByLabel('Süre').selectOption('fark etmez');
    await expect(pick.locator('h3')).toHaveText('Uzun Film');
    await expect(tonight.getByLabel('Tür')).toContainText('Comedy');

    await tonight.getByRole('button', { name: 'Bunu izleyelim' }).click();
    await expect(ownerPage.getByText('Uzun Film izleniyor olarak işaretlendi.')).toBeVisible();
    await expect(tonight).toBeHidden();
    // The partner's film, started by the owner: its card moves on live, and the partner is told.
    await expect(partnerPage.getByTestId('movie-card').filter({ hasText: 'Uzun Film' })).toContainText('İzleniyor');
    const items = await openBell(partnerPage);
    await expect(items.first()).toContainText('Ayşe: Bu akşam Uzun Film izleyelim!');
  });
});
