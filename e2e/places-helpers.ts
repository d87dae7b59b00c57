import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Shared by the places specs (places.spec.ts, places-map.spec.ts). */
export const place = (name: string, lat: number, lng: number, extra: object = {}) => ({ name, lat, lng, address: `${name}, İstanbul`, category: 'Kafe', visitDate: '2025-04-12', ...extra });

/** Adds a place through the API as the page's member (for tests about something else). */
export async function addByApi(page: Page, payload: object) {
  const res = await page.request.post('/api/places', { data: payload });
  expect(res.status()).toBe(201);
}

/** The modal's map has drawn its tiles from the local fake: it is ready for a click. */
export async function mapReady(scope: ReturnType<Page['getByRole']>) {
  await expect(scope.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
}
