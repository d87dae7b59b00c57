import type { Browser, Page } from '@playwright/test';
import { createCouple, expect, signedInContext, type E2EMember } from './fixtures';
import { collectUserData } from './language-walk';
import type { Stop } from './page-tour';

/**
 * The language walks' stops for issue 34's, 36's and 37's screens and states (İkimiz, Günün
 * Sorusu, Zaman Kapsülü, trips): written once for both walks, each word through `w` (the Turkish
 * itself, or its English by `enWord`). They read a couple made with `createCouple({ seed: true })`
 * and change nothing of it, so the walks' tests share one couple and run in any order.
 */
export type Word = (turkish: string) => Promise<string>;

/** A stop of the page tour (e2e/page-tour.ts) too: the Turkish walk has walked it already. */
export type RoundStop = Stop & { inTour?: true };

const first = (page: Page, testId: string) => expect(page.getByTestId(testId).first()).toBeVisible();
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** Istanbul's day `days` before today, as the game's `?gun=` takes it (the seeded couple's zone). */
const dayBefore = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - days * 86_400_000));

export function roundStops(w: Word): RoundStop[] {
  return [
    {
      name: 'trip page',
      inTour: true,
      path: '/places/trips',
      ready: async (p) => {
        await p.getByTestId('trip-card').filter({ hasText: 'Kapadokya' }).click();
        await heading(p, 'Kapadokya');
        await first(p, 'trip-place');
      },
    },
    {
      name: "a finished trip's story",
      inTour: true,
      path: '/places/trips',
      ready: async (p) => {
        await p.getByTestId('trip-card').filter({ hasText: 'Ege Turu' }).click();
        await p.getByRole('link', { name: await w('Seyahat hikâyesini aç') }).click();
        await heading(p, 'Ege Turu');
        await expect(p.getByTestId('route-stop')).toHaveCount(3);
        await first(p, 'story-player');
      },
    },
    {
      name: "the game's past days",
      inTour: true,
      path: '/movie-game',
      ready: async (p) => {
        await first(p, 'guess-form');
        await p.getByRole('button', { name: await w('Geçmiş günler') }).click();
        await expect(p.getByTestId('past-day')).toHaveCount(60);
      },
    },
    // Twenty days back: a past day the demo seed left unplayed, played for practice.
    {
      name: 'a practice day of the game',
      inTour: true,
      path: `/movie-game?gun=${dayBefore(20)}`,
      ready: async (p) => {
        await first(p, 'practice-badge');
        await first(p, 'guess-form');
      },
    },
    {
      name: 'capsules: a sealed letter and an opened one read',
      path: '/kapsul',
      ready: async (p) => {
        await first(p, 'capsule-countdown');
        await expect(p.locator('[data-testid="capsule-card"][data-sealed="true"]')).toHaveCount(1);
        await p.locator('[data-testid="capsule-card"][data-sealed="false"]').first().getByRole('button').first().click();
        await expect(p.getByRole('dialog').getByTestId('capsule-letter')).toBeVisible();
        await first(p, 'comment');
      },
    },
    {
      // 'Kürk Mantolu Madonna', rated by the partner who added it: the owner's 'Puan ver' (books: the lightest list).
      name: "İkimiz: 'Puan ver'",
      path: '/books',
      ready: async (p) => {
        const card = p.getByTestId('book-card').filter({ hasText: 'Kürk Mantolu Madonna' });
        await expect(card.getByTestId('rating-line')).toBeVisible();
        await card.getByRole('button', { name: await w('Puan ver'), exact: true }).click();
        const rate = p.getByRole('dialog', { name: await w('Puan ver') });
        await expect(rate.getByLabel(await w('Puanınız'))).toBeVisible();
      },
    },
    {
      name: "İkimiz: a wish and the 'İkimiz de istiyoruz' shelf",
      path: '/movies',
      ready: async (p) => {
        const wish = await w('İstiyorum');
        await expect(p.getByTestId('movie-card').filter({ hasText: 'Arrival' }).getByRole('button', { name: wish })).toHaveAttribute('aria-pressed', 'true');
        await p.getByRole('button', { name: await w('İkimiz de istiyoruz') }).click();
        await expect(p.getByTestId('movie-card').locator('h2')).toHaveText(['Spirited Away']);
        await first(p, 'match-pill');
      },
    },
    {
      name: "İkimiz: 'Bu akşam ne izlesek?'",
      path: '/movies',
      ready: async (p) => {
        await first(p, 'movie-card');
        const name = await w('Bu akşam ne izlesek?');
        await p.getByRole('button', { name }).click();
        await expect(p.getByRole('dialog', { name }).getByTestId('tonight-pick').locator('h3')).toBeVisible();
      },
    },
    {
      name: 'Yılımız with trips',
      path: '/yilimiz',
      ready: async (p) => {
        await first(p, 'yil-days');
        await first(p, 'yil-trip');
      },
    },
    {
      name: "places: 'Gideceğiz' and the map's legend",
      path: '/places',
      ready: async (p) => {
        await first(p, 'place-card');
        await p
          .getByTestId('place-filter')
          .getByRole('button', { name: await w('Gideceğiz') })
          .click();
        await expect(p.getByTestId('place-card').filter({ hasText: 'Göreme' })).toBeVisible();
        await expect(p.getByTestId('place-card').filter({ hasText: 'Alaçatı' })).toHaveCount(0);
        // From the keyboard, so no pointer wakes the live map: the still one and its legend.
        await p.getByRole('button', { name: await w('Harita') }).press('Enter');
        await expect(p.getByRole('list', { name: await w('Harita açıklaması') })).toBeVisible();
        await expect(p.getByTestId('still-controls').getByRole('button').first()).toBeVisible({ timeout: 15_000 });
      },
    },
  ];
}

/**
 * Günün Sorusu's states, each looked at with `look`: today's question unanswered, answered and
 * waiting for the partner, the partner's turn (that the other answered, never what), both
 * revealed. A couple of its own (the walk's shared couple stays as seeded), both members in `language`.
 */
export async function walkQuestionStates(
  browser: Browser,
  language: 'tr' | 'en',
  w: Word,
  look: (page: Page, data: Set<string>, where: string) => Promise<void>,
) {
  const couple = await createCouple(language === 'en' ? { names: ['Emma', 'Jack'] } : {});
  const options = language === 'en' ? { locale: 'en-GB', timezoneId: 'Europe/Istanbul' } : {};
  const open = async (member: E2EMember) => {
    const page = await (await signedInContext(browser, member, undefined, options)).newPage();
    if (language === 'en') expect((await page.request.patch('/api/settings/profile', { data: { language: 'en' } })).status()).toBe(200);
    return { page, data: collectUserData(page) };
  };
  const owner = await open(couple.owner);
  const partner = await open(couple.partner);
  await owner.page.goto('/soru');
  await heading(owner.page, await w('Günün Sorusu'));
  await first(owner.page, 'other-waiting');
  await expect(owner.page.getByTestId('question-today').getByRole('button', { name: await w('Cevabımı gönder') })).toBeVisible();
  await look(owner.page, owner.data, "today's question, unanswered");

  await answerToday(owner.page, 'Moda sahilinde, çaylar soğurken');
  await owner.page.reload();
  await first(owner.page, 'my-answer');
  await first(owner.page, 'other-waiting');
  await look(owner.page, owner.data, 'answered, waiting for the partner');

  await partner.page.goto('/soru');
  await first(partner.page, 'other-waiting');
  await expect(partner.page.getByTestId('my-answer')).toHaveCount(0);
  await look(partner.page, partner.data, 'the partner answered: your turn');

  await answerToday(partner.page, 'Kadıköy iskelesinde martılar');
  await owner.page.reload();
  await first(owner.page, 'both-answered');
  await first(owner.page, 'other-answer');
  await look(owner.page, owner.data, 'both answers revealed');
}

/** Answers today's question as the member of `page` through the app's route (the form is not under test here). */
export async function answerToday(page: Page, text: string) {
  const today = (await (await page.request.get('/api/daily-question/today')).json()) as { today: string };
  const res = await page.request.put('/api/daily-question/answer', { data: { day: today.today, text } });
  expect(res.status()).toBe(200);
}
