import { expect, signedInContext, test } from './fixtures';
import { addByApi, mapReady, place } from './places-helpers';

/** The places map on a 360 px phone: a popup near the edge pans into view; Leaflet's own words in the member's language. */
test.describe('the places map on a phone', () => {
  test('a popup of a place at the screen’s edge pans fully into view at 360 px', async ({ couple, browser }) => {
    const page = await (
      await signedInContext(browser, couple.owner, undefined, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    // Two places far apart east and west: each sits near a side of the fitted map.
    await addByApi(page, place('Bozcaada', 39.8336, 26.0706, { rating: 8 }));
    await addByApi(page, place('Kars Kalesi', 40.6101, 43.0975));
    await page.goto('/places?view=map');
    const map = page.getByTestId('places-map');
    await map.getByRole('button', { name: 'Kars Kalesi' }).tap();
    const popup = page.locator('.leaflet-popup');
    await expect(page.getByTestId('place-popup')).toContainText('Kars Kalesi');
    // Leaflet pans the map until the whole popup (its tip and close button too) is inside the map's box.
    await expect(async () => {
      const [box, shown] = [await map.boundingBox(), await popup.boundingBox()];
      expect(shown!.x).toBeGreaterThanOrEqual(box!.x);
      expect(shown!.x + shown!.width).toBeLessThanOrEqual(box!.x + box!.width);
      expect(shown!.y).toBeGreaterThanOrEqual(box!.y);
    }).toPass();
    await page.screenshot({ path: test.info().outputPath('popup-360.png') });
    await page.context().close();
  });

  test('the place form’s map says its zoom buttons and credit in the member’s language: Turkish, then English', async ({ couple, browser }) => {
    const context = await signedInContext(browser, couple.owner, undefined, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const [language, add, zoomIn, zoomOut, credit, leaflet] of [
      ['tr', 'Yeni Mekan Ekle', 'Yakınlaştır', 'Uzaklaştır', 'katkıda bulunanlar', 'Etkileşimli haritalar için bir JavaScript kütüphanesi'],
      ['en', 'Add a place', 'Zoom in', 'Zoom out', 'contributors', 'A JavaScript library for interactive maps'],
    ] as const) {
      expect((await page.request.patch('/api/settings/profile', { data: { language } })).status()).toBe(200);
      await page.goto('/places');
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog');
      await mapReady(dialog);
      for (const [name, title] of [
        [zoomIn, zoomIn],
        [zoomOut, zoomOut],
      ]) {
        const button = dialog.getByRole('button', { name, exact: true });
        await expect(button).toHaveAttribute('title', title);
        await expect(button).toHaveAttribute('aria-label', title);
      }
      const attribution = dialog.locator('.leaflet-control-attribution');
      await expect(attribution).toContainText(credit);
      await expect(attribution.getByRole('link', { name: 'Leaflet' })).toHaveAttribute('title', leaflet);
      await page.screenshot({ path: test.info().outputPath(`form-map-${language}.png`) });
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});
