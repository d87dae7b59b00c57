// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_PRELOADS, viewKey, viewReads } from '../../shared/route-preloads';
import { openingPages } from './routes';

/**
 * The app's opening pages against the route preloads (src/shared/route-preloads.ts): what the
 * server names in a page's HTML and preloads is what that page's module reads first
 * (lib/lazy-page.tsx's prefetch).
 */
describe('openingPages', () => {
  it('has the page for every path whose HTML the server names one in', () => {
    expect(Object.keys(openingPages).sort()).toEqual(Object.keys(ROUTE_PRELOADS).sort());
  });

  it('each page (and each view) reads first exactly what its HTML preloads: a preload nobody reads is a wasted request, a read nobody preloads starts late', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response('{}', { status: 503 });
      }),
    );
    try {
      for (const [route, { views }] of Object.entries(ROUTE_PRELOADS)) {
        for (const view of [undefined, ...(views ?? [])]) {
          const address = view ? viewKey(route, view) : route;
          window.history.replaceState(null, '', address);
          asked.length = 0;
          await openingPages[route].prefetch(new QueryClient());
          expect([...new Set(asked)].sort(), address).toEqual(viewReads(route, view).sort());
        }
      }
    } finally {
      vi.unstubAllGlobals();
      window.history.replaceState(null, '', '/');
    }
  });
});
