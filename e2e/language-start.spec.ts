import { expect, signedInContext, test } from './fixtures';

/**
 * A first visit on a device (nothing remembered): the page starts in the member's language, which
 * the session names before the page draws, not in the browser's (decision 030, amended in 021's
 * 2026-11-27 notes). A Turkish member on an English browser asks for no English catalogue.
 */
test.describe('the language a first visit starts in', () => {
  test('a Turkish member on an English browser: Turkish at once, no English catalogue asked for; an English member on a Turkish browser: English at once', async ({
    couple,
    browser,
  }) => {
    const english = await signedInContext(browser, couple.owner, undefined, { locale: 'en-US' });
    const page = await english.newPage();
    const catalogues: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/en\//.test(r.url()) || /manifest\.en/.test(r.url())) catalogues.push(r.url());
    });
    await page.goto('/places?view=map');
    await expect(page.getByRole('heading', { name: 'Mekanlar', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(catalogues).toEqual([]);
    await english.close();

    const partner = await signedInContext(browser, couple.partner, undefined, { locale: 'tr-TR' });
    expect((await partner.request.patch('/api/settings/profile', { data: { language: 'en' } })).status()).toBe(200);
    await partner.close();
    const turkish = await signedInContext(browser, couple.partner, undefined, { locale: 'tr-TR' });
    const second = await turkish.newPage();
    // Every heading the page draws, from the first: never the Turkish one.
    await second.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headings: string[] }).headings = seen;
      new MutationObserver(() => document.querySelectorAll('h1').forEach((h) => seen.push(h.textContent ?? ''))).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await second.goto('/places?view=map');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await expect(second.getByRole('heading', { level: 1 })).not.toHaveText('Mekanlar');
    expect(await second.evaluate(() => (window as unknown as { headings: string[] }).headings)).not.toContain('Mekanlar');
    await turkish.close();
  });
});
