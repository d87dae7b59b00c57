import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { messages } from '../src/shared/messages';
import { moviesMessages } from '../src/shared/movies-words';
import { moveToYear, parseIsoDate, todayInZone } from '../src/shared/dates';

/**
 * Opening the app on a page draws that page with its data in one go: the server names the page,
 * and the client loads its module, the session and its first list before the first render
 * (main.tsx, lib/lazy-page.tsx). A spinner in between means one of those was not ready.
 */
interface Seen {
  spinners: number;
  texts: string[];
}

async function seen(page: Page) {
  return page.evaluate(() => (window as unknown as { seen: Seen }).seen);
}

test.describe('first screen', () => {
  // Records, from before the app's first script, every spinner added to the page and the text of every added node.
  test.beforeEach(async ({ ownerPage }) => {
    await ownerPage.addInitScript((label) => {
      const seen: Seen = { spinners: 0, texts: [] };
      (window as unknown as { seen: Seen }).seen = seen;
      const spinner = `[role="status"][aria-label="${label}"]`;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node instanceof Element && (node.matches(spinner) || node.querySelector(spinner))) seen.spinners++;
            if (node.textContent) seen.texts.push(node.textContent);
          }
      }).observe(document, { childList: true, subtree: true });
    }, messages.shell.loading);
  });

  test('the home page opens with its quote and counts, never a spinner', async ({ ownerPage }) => {
    await ownerPage.goto('/');
    await expect(ownerPage.getByTestId('daily-quote')).toBeVisible();
    await expect(ownerPage.getByTestId('count-movies')).toContainText('0 kayıt');
    expect((await seen(ownerPage)).spinners).toBe(0);
  });

  test('a list page opens with its list, never a spinner', async ({ ownerPage }) => {
    const res = await ownerPage.request.post('/api/movies', { data: { title: 'Amélie', year: 2001 } });
    expect(res.ok()).toBe(true);
    await ownerPage.goto('/movies');
    await expect(ownerPage.getByRole('heading', { name: 'Amélie' })).toBeVisible();
    expect((await seen(ownerPage)).spinners).toBe(0);
  });

  test('a first read that fails is asked again by the page, which then shows the list', async ({ ownerPage }) => {
    let refused = 0;
    await ownerPage.route('**/api/movies', async (route) => {
      if (route.request().method() === 'GET' && refused === 0) {
        refused++;
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Sunucu şu an yanıt veremiyor.' }) });
      }
      return route.fallback();
    });
    await ownerPage.request.post('/api/movies', { data: { title: 'Before Sunrise', year: 1995 } });
    await ownerPage.goto('/movies');
    await expect(ownerPage.getByRole('heading', { name: 'Before Sunrise' })).toBeVisible();
    expect(refused).toBe(1);
    // The failure ahead left no data: the page asked again behind its spinner and never showed (or toasted) it.
    expect((await seen(ownerPage)).texts.join('\n')).not.toContain(moviesMessages.loadFailed);
  });

  test('the shell shows its heart before the stylesheet has come, and the app never draws unstyled', async ({ ownerPage }) => {
    // The stylesheet is held back until the heart has been seen on the screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await ownerPage.route('**/assets/*.css', async (route) => {
      await held;
      await route.fallback();
    });
    // Whether the app's stylesheet was in use when the app first replaced the shell.
    await ownerPage.addInitScript(() => {
      const w = window as unknown as { styledAtFirstDraw?: boolean };
      new MutationObserver((records, observer) => {
        if (!records.some((r) => r.target instanceof Element && r.target.id === 'root' && r.removedNodes.length)) return;
        w.styledAtFirstDraw = [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/'));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await ownerPage.goto('/movies', { waitUntil: 'commit' });
    await expect(ownerPage.locator('#shell svg')).toBeAttached();
    // Painted, not only laid out: the middle of the screen is the heart's rose, not the background.
    const size = ownerPage.viewportSize()!;
    const shot = await ownerPage.screenshot({ clip: { x: size.width / 2 - 2, y: size.height / 2 - 2, width: 4, height: 4 } });
    const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const [red, green] = [data[0], data[1]];
    expect(red - green, `pixel ${[...data.subarray(0, 3)].join(',')}`).toBeGreaterThan(60);
    release();
    await expect(ownerPage.getByRole('heading', { level: 1, name: moviesMessages.title })).toBeVisible();
    expect(await ownerPage.evaluate(() => (window as unknown as { styledAtFirstDraw?: boolean }).styledAtFirstDraw)).toBe(true);
  });

  test("memories open with the grid and 'Geçen yıllarda bugün' drawn together: nothing pushes the grid down afterwards", async ({ ownerPage }) => {
    const today = todayInZone(new Date(), 'Europe/Istanbul');
    const lastYear = moveToYear(today, parseIsoDate(today).year - 1);
    for (const [title, date] of [
      ['Geçen yılın bugünü', lastYear],
      ['Bu yılın anısı', today],
    ]) {
      const res = await ownerPage.request.post('/api/memories', { data: { title, date, category: 'special-days' } });
      expect(res.status()).toBe(201);
    }
    // Whether 'on this day' was already on the page when the grid first appeared.
    await ownerPage.addInitScript(() => {
      const w = window as unknown as { onThisDayWithGrid?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="memory-grid"]')) return;
        w.onThisDayWithGrid = document.querySelector('[data-testid="on-this-day"]') !== null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await ownerPage.goto('/memories');
    await expect(ownerPage.getByTestId('on-this-day')).toContainText('Geçen yılın bugünü');
    await expect(ownerPage.getByTestId('memory-card')).toHaveCount(2);
    expect(await ownerPage.evaluate(() => (window as unknown as { onThisDayWithGrid?: boolean }).onThisDayWithGrid)).toBe(true);
    expect((await seen(ownerPage)).spinners).toBe(0);
  });
});
