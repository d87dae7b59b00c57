import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, createCouple, newContext, signedInContext, startFreshApp, type E2ECouple } from './fixtures';
import { featureData } from '../src/shared/features';
import { collectUserData, enWord, expectAxeClean, expectOnlyLanguage } from './language-walk';

/**
 * Issue 39's English walk: a new English member (a browser that prefers English) sets up the app,
 * invites the partner, and walks every page and every add form, an error and a push; each screen
 * must hold no Turkish word outside the couple's data, with <html lang="en"> and axe clean.
 */
const english = { locale: 'en-GB', timezoneId: 'Europe/Istanbul' } as const;

async function look(page: Page, userData: Set<string>, where: string) {
  await expectOnlyLanguage(page, 'en', userData, where);
  await expectAxeClean(page, where);
}

test.describe('the app in English', () => {
  test('a browser that prefers English sets up in English, and the partner it invites joins in English', async ({ browser }) => {
    // Two fresh pages, a setup and axe on three screens: more than one page's worth of time.
    test.slow();
    const { baseURL } = await startFreshApp();
    const context = await newContext(browser, { ...english, baseURL });
    const page = await context.newPage();
    const data = collectUserData(page);
    await page.goto('/setup');
    await expect(page.getByRole('button', { name: await enWord('Başlayalım') })).toBeVisible();
    await look(page, data, 'setup');

    await page.getByLabel(await enWord('Adınız')).fill('Emma');
    await page.getByLabel(await enWord('E-posta')).first().fill('emma@example.com');
    await page.getByLabel(await enWord('Şifre')).first().fill('a-long-password');
    await page.getByLabel(await enWord('Birlikte olduğumuz tarih')).fill('2020-06-01');
    await page.getByRole('button', { name: await enWord('Başlayalım') }).click();
    await expect(page.getByTestId('days-together')).toBeVisible();
    await look(page, data, 'home after setup');
    const session = (await (await page.request.get('/api/session')).json()) as { me: { language: string } };
    expect(session.me.language).toBe('en');

    const invite = await page.request.post('/api/invites');
    expect(invite.status()).toBe(201);
    const { token } = (await invite.json()) as { token: string };
    const partnerContext = await newContext(browser, { locale: 'en-US', baseURL });
    const partner = await partnerContext.newPage();
    const partnerData = collectUserData(partner);
    await partner.goto(`/invite/${token}`);
    await expect(partner.getByRole('button', { name: await enWord('Katıl') })).toBeVisible();
    await look(partner, partnerData, 'invite');
    await context.close();
    await partnerContext.close();
  });

  test('sign-in follows the browser, and a wrong password is refused in English', async ({ browser }) => {
    await createCouple();
    const context = await newContext(browser, english);
    const page = await context.newPage();
    const data = collectUserData(page);
    await page.goto('/login');
    await page.getByLabel(await enWord('E-posta')).fill('nobody@example.com');
    await page.getByLabel(await enWord('Şifre')).fill('wrong-password');
    await page.getByRole('button', { name: await enWord('Giriş Yap'), exact: true }).click();
    await expect(page.getByText(await enWord('Geçersiz e-posta veya şifre.'))).toBeVisible();
    await look(page, data, 'sign-in with an error');
    await context.close();
  });
});

test.describe('every page in English', () => {
  let couple: E2ECouple;
  test.beforeAll(async ({ browser }) => {
    couple = await createCouple({ seed: true });
    const context = await signedInContext(browser, couple.owner);
    expect((await context.request.patch('/api/settings/profile', { data: { language: 'en' } })).status()).toBe(200);
    await context.close();
  });

  const open = async (browser: Browser, path: string): Promise<{ context: BrowserContext; page: Page; data: Set<string> }> => {
    const context = await signedInContext(browser, couple.owner, undefined, english);
    const page = await context.newPage();
    const data = collectUserData(page);
    await page.goto(path);
    return { context, page, data };
  };

  for (const feature of featureData) {
    for (const pageOf of feature.pages ?? []) {
      const tour = pageOf.tour;
      if (!tour) continue;
      // The page and its add form are two tests: each one look with axe, and they run side by side.
      for (const form of tour.add ? [false, true] : [false]) {
        test(form ? `${pageOf.path} add form` : pageOf.path, async ({ browser }) => {
          const { context, page, data } = await open(browser, pageOf.path);
          await expect(page.getByRole('heading', { level: 1, name: await enWord(tour.heading) })).toBeVisible();
          await expect(page.getByTestId(tour.first).first()).toBeVisible();
          if (form) {
            await page.getByRole('button', { name: await enWord(tour.add!.button) }).click();
            await expect(page.getByRole('dialog')).toBeVisible();
          }
          await look(page, data, form ? `${pageOf.path} add form` : pageOf.path);
          await context.close();
        });
      }
    }
  }

  const handWritten: [string, string, (page: Page) => Promise<void>][] = [
    ['home', '/', async (p) => { await expect(p.getByTestId('days-together')).toBeVisible(); await expect(p.getByTestId('count-movies')).toBeVisible(); }],
    ['yilimiz', '/yilimiz', async (p) => { await expect(p.getByTestId('yil-days')).toBeVisible(); }],
    ['movie game', '/movie-game', async (p) => { await expect(p.getByTestId('guess-form')).toBeVisible(); }],
    ['settings', '/settings', async (p) => { await expect(p.getByTestId('device-row').first()).toBeVisible(); await expect(p.getByLabel(await enWord('Dil'))).toHaveValue('en'); }],
    [
      'notifications',
      '/',
      async (p) => {
        await expect(p.getByTestId('days-together')).toBeVisible();
        await p.getByRole('button', { name: new RegExp(`^${await enWord('Bildirimler')}`) }).click();
        await expect(p.getByTestId('notification-item').first()).toBeVisible();
      },
    ],
    [
      'places map',
      '/places?view=map',
      async (p) => {
        const map = p.getByTestId('places-map');
        await expect(map.getByTestId('still-controls').getByRole('button').first()).toBeVisible({ timeout: 15_000 });
        await map.hover();
        await expect(p.locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 15_000 });
      },
    ],
  ];
  for (const [name, path, ready] of handWritten) {
    test(`${name} (${path})`, async ({ browser }) => {
      const { context, page, data } = await open(browser, path);
      await ready(page);
      await look(page, data, name);
      await context.close();
    });
  }
});
