import type { Page } from '@playwright/test';
import { test, expect, createCouple, pushesTo, setClock, signedInContext, startFreshApp, subscribePhone, type E2ECouple } from './fixtures';
import { collectUserData, enWord, expectAxeClean, expectOnlyLanguage, foreignWords } from './language-walk';
import { roundStops, walkQuestionStates } from './walk-stops';
import { workerRegistration } from './worker-push';

/**
 * Issue 39's English walk, continued (e2e/english-walk.spec.ts walks the tour's pages): İkimiz,
 * Günün Sorusu, the capsules, trips, the game's past days and the places' wishes, in English,
 * and a push the Turkish partner's action sends, delivered to the English member's worker.
 */
const english = { locale: 'en-GB', timezoneId: 'Europe/Istanbul' } as const;

async function look(page: Page, data: Set<string>, where: string) {
  await expectOnlyLanguage(page, 'en', data, where);
  await expectAxeClean(page, where);
}

test.describe("this round's pages in English", () => {
  let couple: E2ECouple;
  test.beforeAll(async ({ browser }) => {
    couple = await createCouple({ seed: true });
    const context = await signedInContext(browser, couple.owner);
    expect((await context.request.patch('/api/settings/profile', { data: { language: 'en' } })).status()).toBe(200);
    await context.close();
  });

  for (const stop of roundStops(enWord)) {
    test(stop.name, async ({ browser }) => {
      const context = await signedInContext(browser, couple.owner, undefined, english);
      const page = await context.newPage();
      const data = collectUserData(page);
      await page.goto(stop.path);
      await stop.ready(page);
      await look(page, data, stop.name);
      await context.close();
    });
  }
});

test("Günün Sorusu in English: unanswered, answered and waiting, the partner's turn, revealed", async ({ browser }) => {
  // Four looks with axe on two pages: more than one page's worth of time.
  test.slow();
  await walkQuestionStates(browser, 'en', enWord, look);
});

test("a Turkish member's quote pushes the English partner in English, and the worker shows it so", async ({ browser }) => {
  const { baseURL } = await startFreshApp({}, { clock: true, push: true });
  // Noon in Istanbul: outside the push quiet hours, whenever the test runs.
  await setClock(baseURL, `${new Date().toISOString().slice(0, 10)}T09:00:00Z`);
  const couple = await createCouple({ baseURL, names: ['Ayşe', 'Emma'] });
  const emma = await signedInContext(browser, couple.partner, baseURL, { ...english, serviceWorkers: 'allow' });
  expect((await emma.request.patch('/api/settings/profile', { data: { language: 'en' } })).status()).toBe(200);
  const phone = await subscribePhone(baseURL, couple.partner);

  // Ayşe, in Turkish, adds a quote.
  const ayse = await signedInContext(browser, couple.owner, baseURL);
  const text = 'Sevgi, bir şeyi birlikte yapmaktır.';
  expect((await ayse.request.post('/api/quotes', { data: { text, author: 'Sait Faik' } })).status()).toBe(201);
  await expect.poll(async () => (await pushesTo(baseURL, phone)).length).toBe(1);
  const [push] = await pushesTo(baseURL, phone);
  expect(push).toMatchObject({ title: 'New quote', body: `Ayşe added a new quote: “${text}”`, lang: 'en', url: '/quotes' });

  // The push service hands those bytes to Emma's browser; her worker shows them, in English.
  await emma.grantPermissions(['notifications']);
  const page = await emma.newPage();
  await page.goto('/settings');
  await expect(page.getByTestId('notifications-section')).toBeVisible();
  const { deliver, shownAfter } = await workerRegistration(emma, page);
  await deliver(JSON.stringify(push));
  const shown = await shownAfter(1);
  expect(shown.map(({ title, body, lang }) => ({ title, body, lang }))).toEqual([
    { title: 'New quote', body: `Ayşe added a new quote: “${text}”`, lang: 'en' },
  ]);
  const [notification] = shown;
  expect(foreignWords([notification.title, notification.body], new Set([text, 'Ayşe']), 'en')).toEqual([]);
});
