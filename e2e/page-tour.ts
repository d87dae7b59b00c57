import type { Browser, Page } from '@playwright/test';
import { expect, signedInContext, startFreshApp, type E2ECouple } from './fixtures';

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

export const memberStops: Stop[] = [
  { name: 'ana sayfa', path: '/', ready: async (p) => { await first(p, 'days-together'); await first(p, 'count-movies'); } },
  { name: 'filmler', path: '/movies', ready: async (p) => { await heading(p, 'Filmler'); await first(p, 'movie-card'); } },
  { name: 'diziler', path: '/series', ready: async (p) => { await heading(p, 'Diziler'); await first(p, 'series-card'); } },
  { name: 'kitaplar', path: '/books', ready: async (p) => { await heading(p, 'Kitaplar'); await first(p, 'book-card'); } },
  { name: 'alıntılar', path: '/quotes', ready: async (p) => { await heading(p, 'Alıntılar'); await first(p, 'quote-card'); } },
  { name: 'anılar', path: '/memories', ready: async (p) => { await heading(p, 'Bizim Anılarımız'); await first(p, 'memory-card'); } },
  { name: 'mekanlar (liste)', path: '/places', ready: async (p) => { await heading(p, 'Mekanlar'); await first(p, 'place-card'); } },
  {
    name: 'mekanlar (harita)',
    path: '/places',
    ready: async (p) => {
      await first(p, 'place-card');
      await p.getByRole('button', { name: 'Harita' }).click();
      await expect(p.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
      await expect(p.locator('.leaflet-marker-icon').first()).toBeVisible();
    },
  },
  { name: 'müzikler', path: '/music', ready: async (p) => { await heading(p, 'Müzikler'); await first(p, 'music-card'); } },
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
  { name: 'film ekle', path: '/movies', ready: async (p) => { await first(p, 'movie-card'); await modal('Yeni Film Ekle')(p); } },
  { name: 'dizi ekle', path: '/series', ready: async (p) => { await first(p, 'series-card'); await modal('Yeni Dizi Ekle')(p); } },
  { name: 'kitap ekle', path: '/books', ready: async (p) => { await first(p, 'book-card'); await modal('Yeni Kitap Ekle')(p); } },
  { name: 'alıntı ekle', path: '/quotes', ready: async (p) => { await first(p, 'quote-card'); await modal('Yeni Alıntı Ekle', 'Yeni Alıntı')(p); } },
  { name: 'anı ekle', path: '/memories', ready: async (p) => { await first(p, 'memory-card'); await modal('Yeni Anı Ekle', 'Yeni Anı')(p); } },
  { name: 'mekan ekle', path: '/places', ready: async (p) => { await first(p, 'place-card'); await modal('Yeni Mekan Ekle', 'Yeni Mekan')(p); } },
  { name: 'müzik ekle', path: '/music', ready: async (p) => { await first(p, 'music-card'); await modal('Yeni Müzik Ekle')(p); } },
];

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
