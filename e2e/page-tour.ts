import type { Browser, Page } from '@playwright/test';
import { expect, signedInContext, startFreshApp, type E2ECouple } from './fixtures';
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
  { name: 'ayarlar', path: '/settings', ready: async (p) => { await heading(p, 'Ayarlar'); await expect(p.getByLabel('Görünen ad')).toHaveValue(/./); await expect(p.getByTestId('device-row').first()).toBeVisible(); } },
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
const memberPagesOfManifests = featureData.flatMap((f) => f.pages ?? []).filter((page) => page.path !== '/login' && !page.path.includes(':'));

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

/** The signed-out stops; the invite is the couple's own and the setup page is an empty app's. */
export async function signedOutStops(browser: Browser, couple: E2ECouple): Promise<(Stop & { baseURL?: string })[]> {
  const context = await signedInContext(browser, couple.owner);
  const res = await context.request.post('/api/invites');
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await context.close();
  const { baseURL: fresh } = await startFreshApp();
  const stops: (Stop & { baseURL?: string })[] = [
    { name: 'giriş', path: '/login', ready: (p) => heading(p, /./) },
    { name: 'davet', path: `/invite/${token}`, ready: (p) => expect(p.getByRole('button', { name: 'Katıl' })).toBeVisible() },
    {
      name: 'geçersiz davet',
      path: '/invite/gecersiz-bir-davet-baglantisi',
      ready: (p) => expect(p.getByText('Bu davet bağlantısı geçersiz veya süresi dolmuş.')).toBeVisible(),
    },
    { name: 'ilk kurulum', path: '/setup', baseURL: fresh, ready: (p) => expect(p.getByRole('button', { name: 'Başlayalım' })).toBeVisible() },
  ];
  return stops;
}
