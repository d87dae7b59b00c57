import { test, expect, createCouple, signedInContext, sharedApp, type E2EMember } from './fixtures';
import { makeJpeg } from '../src/server/testing/photos';
import { addByApi, mapReady, place } from './places-helpers';

test.describe('places', () => {
  // Split in two (search + edit + list search; map click + the partner + home) so that neither
  // comes near the 30 s timeout on a loaded machine: as one test it took 32 s in CI.
  test('keyless: add by address search, edit (the count stays), search the list', async ({ ownerPage }) => {
    const page = ownerPage;
    await addByApi(page, place('Akşam yürüyüşü', 41.0081, 28.9779, { address: 'Sultanahmet Meydanı, Binbirdirek, Fatih, İstanbul, Türkiye', visitDate: '2025-05-02' }));
    await page.goto('/places');
    await expect(page.getByRole('heading', { name: 'Mekanlar' })).toBeVisible();

    // By searching an address (Nominatim through the server, debounced).
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Ekle', exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Konum Ara' }).fill('Galata');
    await dialog.getByRole('option', { name: /Galata Kulesi/ }).click();
    await expect(dialog.getByTestId('selected-address')).toContainText('Galata Kulesi Sokağı, Bereketzade, Beyoğlu');
    await expect(dialog.getByLabel('Mekan Adı')).toHaveValue('Galata Kulesi');
    await dialog.getByLabel('Kategori').selectOption('Müze');
    await dialog.getByLabel('Ziyaret Tarihi').fill('2025-04-12');
    await dialog.getByLabel('Puan').fill('9');
    await dialog.getByLabel('Notlar').fill('Gün batımında çıktık.');
    await submit.click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const cards = page.getByTestId('place-card');
    await expect(cards).toHaveCount(2);
    // Newest visit first; visit date in Turkish; rating as x/10.
    await expect(cards.first()).toContainText('Akşam yürüyüşü');
    await expect(cards.first()).toContainText('2 Mayıs 2025');
    const galata = cards.filter({ hasText: 'Galata Kulesi' });
    await expect(galata).toContainText('12 Nisan 2025');
    await expect(galata).toContainText('9/10');
    await expect(galata).toContainText('Müze');
    await expect(galata).toContainText('Gün batımında çıktık.');

    // Edit: the same place changes, the count stays.
    await galata.getByRole('button', { name: 'Düzenle' }).click();
    await expect(dialog.getByRole('heading', { name: 'Mekanı Düzenle' })).toBeVisible();
    await expect(dialog.getByTestId('selected-address')).toContainText('Galata Kulesi Sokağı');
    await dialog.getByLabel('Puan').fill('10');
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Yer başarıyla güncellendi!')).toBeVisible();
    await expect(galata).toContainText('10/10');
    await expect(cards).toHaveCount(2);

    // The search box filters by name or address.
    await page.getByPlaceholder('Mekan veya adres ara...').fill('fatih');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Akşam yürüyüşü');
  });

  test('keyless: add by a map click; the partner sees it live without edit or delete', async ({ ownerPage, partnerPage }) => {
    const page = ownerPage;
    await partnerPage.goto('/places');
    await expect(partnerPage.getByText('Henüz mekan eklenmedi.')).toBeVisible();
    await page.goto('/places');
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Ekle', exact: true });

    // The default centre (41.0082, 28.9784) is Sultanahmet in the fake.
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    await expect(dialog.getByTestId('selected-address')).toHaveText('Henüz konum seçilmedi.');
    await mapReady(dialog);
    const map = dialog.locator('.leaflet-container');
    // Far west of every known spot: the reverse lookup finds nothing.
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: 15, y: box.height - 15 } });
    await expect(dialog.getByTestId('selected-address')).toHaveText('Konum bulunamadı');
    await map.click();
    await expect(dialog.getByTestId('selected-address')).toContainText('Sultanahmet Meydanı, Binbirdirek, Fatih');
    await expect(dialog.getByAltText('Seçilen konum')).toBeVisible();
    await expect(submit).toBeDisabled(); // a location but no name yet
    await dialog.getByLabel('Mekan Adı').fill('Akşam yürüyüşü');
    await dialog.getByLabel('Ziyaret Tarihi').fill('2025-05-02');
    await submit.click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();
    const card = page.getByTestId('place-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Akşam yürüyüşü');
    await expect(card).toContainText('Sultanahmet Meydanı, Binbirdirek, Fatih');

    // The partner: the place live, no edit or delete icons; the server refuses their edit.
    const partnerCards = partnerPage.getByTestId('place-card');
    await expect(partnerCards).toHaveCount(1);
    await expect(partnerCards).toContainText('Akşam yürüyüşü');
    await expect(partnerPage.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(partnerPage.getByRole('button', { name: 'Sil' })).toHaveCount(0);
    const { places } = await (await partnerPage.request.get('/api/places')).json();
    const res = await partnerPage.request.put(`/api/places/${places[0].id}`, { data: place('Değişti', 41, 29) });
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ error: 'Bu yeri sadece ekleyen kişi düzenleyebilir.' });

    // Home counts it for both.
    await partnerPage.goto('/');
    await expect(partnerPage.getByTestId('count-places')).toContainText('1 kayıt');
  });

  test('issue 24: a geocoder answer over 300 characters fills a short address, by search and by a map click; the place saves', async ({ ownerPage }) => {
    const page = ownerPage;
    // A place in Bolzano - Bozen to edit by a map click later (its map opens there).
    await addByApi(page, place('Bolzano gezisi', 46.4975, 11.3535, { address: 'Bolzano' }));
    await page.goto('/places');

    // Search: Brussels' Palais Royal, whose display_name is 320 characters (recorded from Nominatim).
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Konum Ara' }).fill('Place des Palais');
    const first = dialog.getByRole('listbox', { name: 'Konum Ara' }).getByRole('option').first();
    await expect(first).toContainText('Palais Royal - Koninklijk Paleis');
    // The whole name is the tooltip; the line shows the short address.
    const tooltip = await first.locator('[title]').getAttribute('title');
    expect(tooltip).toHaveLength(320);
    expect(tooltip).toMatch(/^Palais Royal - Koninklijk Paleis, 1, Place des Palais .*, België \/ Belgique \/ Belgien$/);
    await first.click();
    const short = 'Palais Royal - Koninklijk Paleis, Place des Palais - Paleizenplein 1, Pentagone - Vijfhoek, Ville de Bruxelles - Stad Brussel, België / Belgique / Belgien';
    await expect(dialog.getByTestId('selected-address')).toHaveText(short);
    await expect(dialog.getByLabel('Mekan Adı')).toHaveValue('Palais Royal - Koninklijk Paleis');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The card names the place once: its address line goes on from the road.
    const palais = page.getByTestId('place-card').filter({ hasText: 'Palais Royal' });
    await expect(palais.getByRole('heading')).toHaveText('Palais Royal - Koninklijk Paleis');
    await expect(palais.getByTitle(short)).toHaveText('Place des Palais - Paleizenplein 1, Pentagone - Vijfhoek, Ville de Bruxelles - Stad Brussel, België / Belgique / Belgien');

    // Map click: near the Walther monument in Bolzano - Bozen (327 characters from Nominatim's reverse).
    const bolzano = page.getByTestId('place-card').filter({ hasText: 'Bolzano gezisi' });
    await bolzano.getByRole('button', { name: 'Düzenle' }).click();
    await mapReady(dialog);
    const map = dialog.locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 30 } });
    const walther =
      'Walther von der Vogelweide-Denkmal - Monumento a Walther von der Vogelweide, Piazza Walther - Waltherplatz, Centro-Piani-Rencio - Zentrum-Bozner Boden-Rentsch, Bolzano - Bozen, İtalya';
    await expect(dialog.getByTestId('selected-address')).toHaveText(walther);
    await dialog.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Yer başarıyla güncellendi!')).toBeVisible();
    await expect(bolzano).toContainText(walther);
  });

  test('a photo with GPS offers its location; the photo shows on the card; delete asks first', async ({ ownerPage }) => {
    const page = ownerPage;
    await page.goto('/places');
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Fotoğrafın konumunu kullan' })).toHaveCount(0);

    // A phone-like JPEG taken at 41°0'29.52"N 28°58'42.24"E (Sultanahmet).
    const jpeg = await makeJpeg({ width: 800, height: 600, gps: true });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'tatil.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(dialog.getByTestId('place-photo-preview')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fotoğrafın konumunu kullan' }).click();
    await expect(dialog.getByTestId('selected-address')).toContainText('Sultanahmet Meydanı');
    await dialog.getByLabel('Mekan Adı').fill('Fotoğraftaki yer');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();

    const card = page.getByTestId('place-card');
    await expect(card.getByRole('img', { name: 'Fotoğraftaki yer' })).toHaveJSProperty('complete', true);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumb$/);
    // The stored photo has no EXIF: nothing for a browser to read back.
    const src = await card.locator('img').getAttribute('src');
    const stored = await (await page.request.get(src!.replace('/thumb', ''))).body();
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);

    await card.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Bu yeri silmek istediğinizden emin misiniz?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Yer başarıyla silindi!')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a photo the server refuses: the place is saved once, without it, and the person is told why', async ({ ownerPage }) => {
    const page = ownerPage;
    await page.goto('/places');
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Konum Ara' }).fill('Emirgan');
    await dialog.getByRole('option', { name: /Emirgan Korusu/ }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'bozuk.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('bu bir fotoğraf değil') });
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();
    await expect(page.getByText('Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('place-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('[data-fallback="true"]')).toBeVisible();
  });

  test('with GOOGLE_MAPS_API_KEY the search goes to Google; a map whose tiles cannot load says so', async ({ browser }) => {
    const { baseURL } = await sharedApp({ GOOGLE_MAPS_API_KEY: 'e2e-maps-key', MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    const couple = await createCouple({ baseURL });
    const context = await signedInContext(browser, couple.owner as E2EMember, baseURL);
    const page = await context.newPage();
    await page.goto('/places');
    await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Harita yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.')).toBeVisible({ timeout: 15_000 });
    // The search still works without the map.
    await dialog.getByRole('combobox', { name: 'Konum Ara' }).fill('Moda');
    await dialog.getByRole('option', { name: /Moda Sahili/ }).click();
    await expect(dialog.getByTestId('selected-address')).toContainText('Kadıköy');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Yer başarıyla eklendi!')).toBeVisible();
    await page.getByRole('button', { name: 'Harita' }).click();
    await expect(page.getByText('Harita yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.')).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});
