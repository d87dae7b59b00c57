import fs from 'node:fs';
import { test, expect } from './fixtures';
import { letterboxdRatings } from '../src/server/features/transfer/list-import/fixtures';
import { readZipEntries } from '../src/server/testing/transfer';

test.describe('transfer', () => {
  test("'Dışa aktar' in the settings downloads the whole space as one ZIP", async ({ ownerPage }) => {
    const page = ownerPage;
    await page.goto('/quotes');
    await page.getByRole('button', { name: 'Yeni Alıntı Ekle' }).click();
    await page.getByRole('dialog').getByLabel('Alıntı Metni').fill('Dışarı taşınacak bir cümle');
    await page.getByRole('dialog').getByLabel('Yazar').fill('Ayşe');
    await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Alıntı başarıyla eklendi!')).toBeVisible();

    await page.goto('/settings');
    const section = page.getByTestId('export-section');
    await expect(section.getByRole('heading', { name: 'Dışa aktar' })).toBeVisible();
    const download = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Dışa aktar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^defterimiz-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = await file.path();
    const files = await readZipEntries(fs.readFileSync(path));
    expect(files.has('manifest.json')).toBe(true);
    expect(files.get('data/quotes.json')?.toString('utf8')).toContain('Dışarı taşınacak bir cümle');
  });

  test("'İçe aktar': a Letterboxd CSV is previewed, confirmed and lands in the movies of both members", async ({ ownerPage, partnerPage }) => {
    await partnerPage.goto('/movies');
    await expect(partnerPage.getByRole('heading', { name: 'Filmler' })).toBeVisible();

    const page = ownerPage;
    await page.goto('/movies');
    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    await page.getByRole('dialog').getByLabel('Film Adı').fill('Cats');
    await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Film başarıyla eklendi!')).toBeVisible();

    await page.goto('/settings');
    const section = page.getByTestId('import-section');
    await expect(section.getByRole('heading', { name: 'İçe aktar' })).toBeVisible();
    // BOM, Windows line ends, a quoted comma, an empty and a half-star rating.
    await section.getByLabel('İçe aktarılacak dosya').setInputFiles({ name: 'ratings.csv', mimeType: 'text/csv', buffer: Buffer.from(letterboxdRatings) });

    const preview = section.getByTestId('import-preview');
    await expect(preview.getByText('Letterboxd → Filmler')).toBeVisible({ timeout: 15_000 });
    await expect(preview.getByText('4 film eklenecek', { exact: true })).toBeVisible();
    await expect(preview.getByText('1 kayıt atlanacak', { exact: true })).toBeVisible();
    const toAdd = preview.getByRole('list', { name: '4 film eklenecek' });
    await expect(toAdd.getByRole('listitem').filter({ hasText: 'Amélie' })).toContainText('İzlendi · 7/10');
    await expect(toAdd.getByText('The Good, the Bad and the Ugly')).toBeVisible();
    const skipped = preview.getByRole('list', { name: '1 kayıt atlanacak' });
    await expect(skipped.getByRole('listitem').filter({ hasText: 'Cats' })).toContainText('Zaten listede');

    await preview.getByRole('button', { name: 'İçe aktar', exact: true }).click();
    await expect(page.getByText('4 film içe aktarıldı!')).toBeVisible({ timeout: 15_000 });
    await expect(section.getByTestId('import-preview')).toHaveCount(0);

    // The partner's open page updates without a reload.
    await expect(partnerPage.getByRole('heading', { name: 'The Good, the Bad and the Ugly' })).toBeVisible({ timeout: 15_000 });
    await expect(partnerPage.getByRole('heading', { name: 'Amélie' })).toBeVisible();

    await page.goto('/movies');
    for (const title of ['Inception', 'Amélie', 'Whiplash', 'The Good, the Bad and the Ugly', 'Cats']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Cats', exact: true })).toHaveCount(1);
  });

  test("'İçe aktar' refuses a file of another app with the Turkish message", async ({ ownerPage: page }) => {
    await page.goto('/settings');
    const section = page.getByTestId('import-section');
    await section.getByLabel('İçe aktarılacak dosya').setInputFiles({ name: 'liste.csv', mimeType: 'text/csv', buffer: Buffer.from('ad,soyad\r\nAyşe,Yılmaz\r\n') });
    await expect(page.getByText('Bu dosya Letterboxd ya da Goodreads dışa aktarımına benzemiyor.')).toBeVisible({ timeout: 15_000 });
    await expect(section.getByTestId('import-preview')).toHaveCount(0);
  });
});
