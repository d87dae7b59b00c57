import type { Browser, Page } from '@playwright/test';
import { createCouple, expect, sharedApp, signedInContext, startFreshApp } from './fixtures';
import { featureData } from '../src/shared/features';
import type { FeaturePage } from '../src/shared/features/feature';

/**
 * Every screen of the app, each with what a person waits for before reading it (its heading and
 * its seeded records), shared by the accessibility and the phone-width specs so both walk the
 * same pages. Member stops expect a couple made with `createCouple({ seed: true })`.
 */
export interface Stop {
  name: string;
  path: string;
  /** Waits until the page (or the opened modal / panel) shows what the visitor came for. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const first = (page: Page, testId: string) => expect(page.getByTestId(testId).first()).toBeVisible();

/** Opens a page's add modal by its button and waits for the dialog's heading. */
const modal = (add: string, title = add) => async (page: Page) => {
  await page.getByRole('button', { name: add }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
};

/** A page's stop and its add modal's, from the tour data of its shared manifest (src/shared/features). */
const manifestStops = (tour: NonNullable<FeaturePage['tour']>, path: string): Stop[] => [
  { name: tour.name, path, ready: async (p) => { await heading(p, tour.heading); await first(p, tour.first); } },
  ...(tour.add ? [{ name: tour.add.name, path, ready: async (p: Page) => { await first(p, tour.first); await modal(tour.add!.button, tour.add!.title)(p); } }] : []),
];

/** Stops a manifest cannot describe: pages with their own signs of being ready, and panels opened in a page. */
const handWritten: Stop[] = [
  { name: 'ana sayfa', path: '/', ready: async (p) => { await first(p, 'days-together'); await first(p, 'count-movies'); } },
  {
    name: 'mekanlar (harita)',
    path: '/places',
    ready: async (p) => {
      await first(p, 'place-card');
      // Pressed from the keyboard, so no pointer wakes the live map: the tour sees the still one.
      await p.getByRole('button', { name: 'Harita' }).press('Enter');
      await expect(p.locator('[data-testid="still-tile"][data-loaded]').first()).toBeVisible({ timeout: 15_000 });
      await expect(p.getByTestId('still-controls').getByRole('button').first()).toBeVisible();
    },
  },
  {
    name: 'mekanlar (canlı harita)',
    path: '/places?view=map',
    ready: async (p) => {
      const map = p.getByTestId('places-map');
      await expect(map.getByTestId('still-controls').getByRole('button').first()).toBeVisible({ timeout: 15_000 });
      await map.hover();
      await expect(map).toHaveAttribute('data-live', 'true');
      await expect(p.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
      await expect(p.locator('.leaflet-marker-icon').first()).toBeVisible();
      await expect(map.getByTestId('still-controls')).toHaveCount(0);
    },
  },
  // A trip's page and its story (issue 37): the demo's coming 'Kapadokya' and its past 'Ege Turu'.
  {
    name: 'seyahat',
    path: '/places/trips',
    ready: async (p) => {
      await p.getByTestId('trip-card').filter({ hasText: 'Kapadokya' }).click();
      await heading(p, 'Kapadokya');
      await first(p, 'trip-place');
    },
  },
  {
    name: 'seyahat hikâyesi',
    path: '/places/trips',
    ready: async (p) => {
      await p.getByTestId('trip-card').filter({ hasText: 'Ege Turu' }).click();
      await p.getByRole('link', { name: 'Seyahat hikâyesini aç' }).click();
      await heading(p, 'Ege Turu');
      await expect(p.getByTestId('route-stop')).toHaveCount(3);
      await first(p, 'story-player');
    },
  },
  {
    // The seeded letter opened a month ago, read like a memory (its viewer: letter, like, comments).
    name: 'zaman kapsülü (açılmış)',
    path: '/kapsul',
    ready: async (p) => {
      await p.locator('[data-testid="capsule-card"][data-sealed="false"]').first().getByRole('button').first().click();
      await expect(p.getByRole('dialog').getByTestId('capsule-letter')).toBeVisible();
      await first(p, 'comment');
    },
  },
  { name: 'yılımız', path: '/yilimiz', ready: async (p) => { await first(p, 'yil-days'); await first(p, 'yil-player'); } },
  { name: 'film oyunu', path: '/movie-game', ready: async (p) => { await heading(p, 'Günün Film/Dizi Tahmini'); await first(p, 'guess-form'); } },
  {
    name: 'film oyunu · geçmiş günler',
    path: '/movie-game',
    ready: async (p) => {
      await first(p, 'guess-form');
      await p.getByRole('button', { name: 'Geçmiş günler' }).click();
      await expect(p.getByTestId('past-day')).toHaveCount(60);
    },
  },
  {
    name: 'film oyunu · pratik',
    // Twenty days back in Istanbul, the seeded couple's zone: a past day the demo seed left unplayed.
    path: `/movie-game?gun=${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() - 20 * 86_400_000))}`,
    ready: async (p) => {
      await first(p, 'practice-badge');
      await first(p, 'guess-form');
    },
  },
  {
    name: 'ayarlar',
    path: '/settings',
    ready: async (p) => {
      await heading(p, 'Ayarlar');
      await expect(p.getByLabel('Görünen ad')).toHaveValue(/./);
      await expect(p.getByTestId('device-row').first()).toBeVisible();
      await expect(p.getByRole('radio', { name: 'Karışık' })).toBeChecked();
    },
  },
  {
    name: 'bildirimler',
    path: '/',
    ready: async (p) => {
      await first(p, 'days-together');
      await p.getByRole('button', { name: /^Bildirimler/ }).click();
      await first(p, 'notification-item');
    },
  },
];

// A page with a parameter (a past year) is the same page as its plain path's, visited there.
const memberPagesOfManifests = featureData.flatMap((f) => f.pages ?? []).filter((page) => !page.signedOut && !page.path.includes(':'));

/**
 * Every signed-in page of every feature's manifest, then the hand-written stops. A page neither
 * describes (no `tour` in its manifest, no hand-written stop) stops the tour from loading.
 */
export const memberStops: Stop[] = [
  ...memberPagesOfManifests.flatMap((page) => (page.tour ? manifestStops(page.tour, page.path) : [])),
  ...handWritten,
];
const unvisited = memberPagesOfManifests.filter((page) => !memberStops.some((stop) => stop.path === page.path));
if (unvisited.length) throw new Error(`page-tour: no stop for ${unvisited.map((p) => p.path).join(', ')} (add \`tour\` to its shared manifest)`);

/** The signed-out screens, by name: sign-in, a live invite, a used one, first-run setup on an empty app. */
export const signedOutNames = ['giriş', 'davet', 'geçersiz davet', 'ilk kurulum'] as const;

/**
 * The signed-out stops; the invite is a couple's of an app with room for a third member (a full
 * space makes no link) and the setup page is an empty app's.
 */
export async function signedOutStops(browser: Browser): Promise<(Stop & { baseURL?: string })[]> {
  const { baseURL: roomy } = await sharedApp({ MAX_SPACE_MEMBERS: '3' });
  const inviting = await createCouple({ baseURL: roomy });
  const context = await signedInContext(browser, inviting.owner, roomy);
  const res = await context.request.post('/api/invites');
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await context.close();
  const { baseURL: fresh } = await startFreshApp();
  const stops: (Stop & { baseURL?: string })[] = [
    // On the app holding that couple: an app without any account sends every page to /setup.
    { name: 'giriş', path: '/login', baseURL: roomy, ready: (p) => heading(p, 'Giriş Yap') },
    { name: 'davet', path: `/invite/${token}`, baseURL: roomy, ready: (p) => expect(p.getByRole('button', { name: 'Katıl' })).toBeVisible() },
    {
      name: 'geçersiz davet',
      path: '/invite/gecersiz-bir-davet-baglantisi',
      baseURL: roomy,
      ready: (p) => expect(p.getByText('Bu davet bağlantısı geçersiz veya süresi dolmuş.')).toBeVisible(),
    },
    { name: 'ilk kurulum', path: '/setup', baseURL: fresh, ready: (p) => expect(p.getByRole('button', { name: 'Başlayalım' })).toBeVisible() },
  ];
  return stops;
}
