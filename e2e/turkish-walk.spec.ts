import type { Browser } from '@playwright/test';
import { test, expect, createCouple, mainBaseURL, newContext, signedInContext, type E2ECouple } from './fixtures';
import { memberStops, signedOutNames, signedOutStops, type Stop } from './page-tour';
import { collectUserData, expectAxeClean, expectOnlyLanguage } from './language-walk';

/**
 * Issue 39's Turkish walk: every page of the tour (e2e/page-tour.ts), each add form and panel,
 * signed in and signed out, holds no English word outside the couple's data and the catalogue's
 * facts (what the API answered), with <html lang="tr"> and axe clean. Leaflet's controls, the
 * toast region and the map's credit are in it.
 */
async function walk(browser: Browser, stop: Stop & { baseURL?: string }, couple?: E2ECouple) {
  const options = { baseURL: stop.baseURL ?? mainBaseURL };
  const context = couple ? await signedInContext(browser, couple.owner, mainBaseURL, options) : await newContext(browser, options);
  const page = await context.newPage();
  const data = collectUserData(page);
  await page.goto(stop.path);
  await stop.ready(page);
  await expectOnlyLanguage(page, 'tr', data, stop.name);
  await expectAxeClean(page, stop.name);
  await context.close();
}

test.describe('every page in Turkish', () => {
  let couple: E2ECouple;
  test.beforeAll(async () => {
    couple = await createCouple({ seed: true });
  });
  for (const stop of memberStops) {
    test(stop.name, async ({ browser }) => {
      await walk(browser, stop, couple);
    });
  }
  test('a toast in Turkish, with its region named in Turkish', async ({ browser }) => {
    const context = await signedInContext(browser, couple.owner);
    const page = await context.newPage();
    const data = collectUserData(page);
    await page.goto('/movies');
    await page.getByRole('button', { name: 'Yeni Film Ekle' }).click();
    await page.getByRole('dialog').getByLabel('Film Adı').fill('Amélie');
    await page.getByRole('dialog').getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText('Film başarıyla eklendi!')).toBeVisible();
    await expectOnlyLanguage(page, 'tr', data, 'toast');
    await context.close();
  });
});

test.describe('signed-out pages in Turkish', () => {
  let stops: Awaited<ReturnType<typeof signedOutStops>>;
  test.beforeAll(async ({ browser }) => {
    stops = await signedOutStops(browser);
  });
  for (const name of signedOutNames) {
    test(name, async ({ browser }) => {
      await walk(browser, stops.find((s) => s.name === name)!);
    });
  }
});
