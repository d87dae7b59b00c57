import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { messages } from '../src/shared/messages';

/**
 * Opening the app on a page draws that page with its data in one go: the server names the page,
 * and the client loads its module, the session and its first list before the first render
 * (main.tsx, app/lazy-page.tsx). A spinner in between means one of those was not ready.
 */
async function spinnersSeen(page: Page) {
  return page.evaluate(() => (window as unknown as { spinnersSeen: number }).spinnersSeen);
}

test.describe('first screen', () => {
  test.beforeEach(async ({ ownerPage }) => {
    await ownerPage.addInitScript((label) => {
      const seen = window as unknown as { spinnersSeen: number };
      seen.spinnersSeen = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches(`[role="status"][aria-label="${label}"]`) || node.querySelector(`[role="status"][aria-label="${label}"]`))) seen.spinnersSeen++;
      }).observe(document, { childList: true, subtree: true });
    }, messages.shell.loading);
  });

  test('the home page opens with its quote and counts, never a spinner', async ({ ownerPage }) => {
    await ownerPage.goto('/');
    await expect(ownerPage.getByTestId('daily-quote')).toBeVisible();
    await expect(ownerPage.getByTestId('count-movies')).toContainText('0 kayıt');
    expect(await spinnersSeen(ownerPage)).toBe(0);
  });

  test('a list page opens with its list, never a spinner', async ({ ownerPage }) => {
    const res = await ownerPage.request.post('/api/movies', { data: { title: 'Amélie', year: 2001 } });
    expect(res.ok()).toBe(true);
    await ownerPage.goto('/movies');
    await expect(ownerPage.getByRole('heading', { name: 'Amélie' })).toBeVisible();
    expect(await spinnersSeen(ownerPage)).toBe(0);
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
  });
});
