// @vitest-environment happy-dom
import { act, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS } from '../../shared/route-preloads';
import { lazyPage } from './lazy-page';
import { openingPages } from './routes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((c) => c.remove()));

/** Renders `page` under a Suspense fallback and returns what the first commit showed. */
async function firstCommit(Page: ComponentType) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const root = createRoot(container);
  await act(async () => root.render(<Suspense fallback={<p>Yükleniyor</p>}><Page /></Suspense>));
  return container;
}

const module = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('lazyPage', () => {
  it('a page loaded ahead draws in the first render, with no spinner in between', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return module('Ana sayfa');
    });
    await Page.preload();
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    // A synchronous render: had the page suspended, this commit would hold the fallback.
    act(() => root.render(<Suspense fallback={<p>Yükleniyor</p>}><Page /></Suspense>));
    expect(container.textContent).toBe('Ana sayfa');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('a page not loaded ahead shows the fallback, then the page', async () => {
    let arrive: (m: ReturnType<typeof module>) => void = () => {};
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    const container = await firstCommit(Page);
    expect(container.textContent).toBe('Yükleniyor');
    await act(async () => arrive(module('Filmler')));
    expect(container.textContent).toBe('Filmler');
  });

  it('a failed load is not remembered: the next try fetches again', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts++;
      if (attempts === 1) throw new Error('chunk missing');
      return module('Kitaplar');
    });
    await expect(Page.preload()).rejects.toThrow('chunk missing');
    await Page.preload();
    expect(attempts).toBe(2);
    expect((await firstCommit(Page)).textContent).toBe('Kitaplar');
  });
});

describe('openingPages', () => {
  it('has the page for every path whose HTML the server names one in', () => {
    expect(Object.keys(openingPages).sort()).toEqual(Object.keys(ROUTE_PRELOADS).sort());
  });
});

describe('lazyPage.prefetch', () => {
  const query = (fetch: () => Promise<string[]>) => ({ queryKey: ['movies'], queryFn: fetch });

  it('puts the page’s first read in the cache, so its first render already has the list', async () => {
    const client = new QueryClient();
    const Page = lazyPage(async () => ({ default: () => <p>Filmler</p>, openingQueries: [query(async () => ['Amélie'])] }));
    await Page.prefetch(client);
    expect(client.getQueryData(['movies'])).toEqual(['Amélie']);
  });

  it('a read that fails ahead leaves nothing behind: the page starts it afresh, with its retries', async () => {
    const client = new QueryClient();
    let asked = 0;
    const Page = lazyPage(async () => ({
      default: () => <p>Filmler</p>,
      openingQueries: [
        query(async () => {
          asked++;
          throw new Error('503');
        }),
      ],
    }));
    await Page.prefetch(client);
    expect(asked).toBe(1);
    expect(client.getQueryState(['movies'])).toBeUndefined();
  });
});
