// @vitest-environment happy-dom
import { act, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((c) => c.remove()));

function newRoot() {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  return { container, root: createRoot(container) };
}

const underFallback = (Page: ComponentType) => (
  <Suspense fallback={<p>Yükleniyor</p>}>
    <Page />
  </Suspense>
);

/** Renders `Page` under a Suspense fallback and returns its container once nothing is left to do. */
async function mount(Page: ComponentType) {
  const { container, root } = newRoot();
  await act(async () => root.render(underFallback(Page)));
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
    // A synchronous render: had the page suspended, this commit would hold the fallback.
    const { container, root } = newRoot();
    act(() => root.render(underFallback(Page)));
    expect(container.textContent).toBe('Ana sayfa');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('a page not loaded ahead shows the fallback, then the page', async () => {
    let arrive: (m: ReturnType<typeof module>) => void = () => {};
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    const container = await mount(Page);
    expect(container.textContent).toBe('Yükleniyor');
    await act(async () => arrive(module('Filmler')));
    expect(container.textContent).toBe('Filmler');
  });

  it('a page drawn while its chunk arrived keeps its state when the app around it draws again', async () => {
    // The memories page opened from Yılımız: its first render (in the router's transition) met a
    // chunk not yet in memory, React resumed that render when it came, the page set state (the
    // memory to show) and changed the address, which draws the routes again. Drawn then as another
    // component, the page was mounted anew and the memory never opened. Real scheduling (no act),
    // as in the browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let open: (title: string) => void = () => {};
      let mounts = 0;
      function Memories() {
        const [viewing, setViewing] = useState<string | null>(null);
        open = setViewing;
        useEffect(() => void mounts++, []);
        return <h1>{viewing ?? 'Anılar'}</h1>;
      }
      const Page = lazyPage(async () => ({ default: Memories }));
      const { container, root } = newRoot();
      root.render(underFallback(() => <h1>Yılımız</h1>));
      await vi.waitFor(() => expect(container.textContent).toBe('Yılımız'));
      startTransition(() => root.render(underFallback(Page)));
      await vi.waitFor(() => expect(container.textContent).toBe('Anılar'));
      open('Kapadokya');
      await vi.waitFor(() => expect(container.textContent).toBe('Kapadokya'));
      startTransition(() => root.render(underFallback(Page)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.textContent).toBe('Kapadokya');
      expect(mounts).toBe(1);
      root.unmount();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
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
    expect((await mount(Page)).textContent).toBe('Kitaplar');
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

  it('reads what the address asks for when the page picks its reads by the address (the places map needs the tile address too)', async () => {
    const places = { queryKey: ['places'], queryFn: async () => ['Moda'] };
    const config = { queryKey: ['client-config'], queryFn: async () => ({ tileUrl: '/t/{z}/{x}/{y}.png' }) };
    const Page = lazyPage(async () => ({
      default: () => <p>Mekanlar</p>,
      openingQueries: (url: URL) => (url.searchParams.get('view') === 'map' ? [places, config] : [places]),
    }));
    window.history.replaceState(null, '', '/places');
    const list = new QueryClient();
    await Page.prefetch(list);
    expect(list.getQueryData(['places'])).toEqual(['Moda']);
    expect(list.getQueryData(['client-config'])).toBeUndefined();
    window.history.replaceState(null, '', '/places?view=map');
    const map = new QueryClient();
    await Page.prefetch(map);
    expect(map.getQueryData(['client-config'])).toEqual({ tileUrl: '/t/{z}/{x}/{y}.png' });
    window.history.replaceState(null, '', '/');
  });

  it('a read that fails ahead is asked again by the page, which shows its spinner meanwhile, never the error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
    let asked = 0;
    const moviesRead = query(async () => {
      asked++;
      if (asked <= 2) throw new Error('503');
      return ['Amélie'];
    });
    function MoviesList() {
      const movies = useQuery(moviesRead);
      if (movies.isPending) return <p>Yükleniyor</p>;
      if (movies.isError) return <p>Filmler yüklenirken bir hata oluştu.</p>;
      return <p>{movies.data.join(', ')}</p>;
    }
    const Page = lazyPage(async () => ({ default: MoviesList, openingQueries: [moviesRead] }));
    await Page.prefetch(client);
    expect(asked).toBe(1);

    const { container, root } = newRoot();
    const shown: string[] = [];
    new MutationObserver(() => shown.push(container.textContent ?? '')).observe(container, { childList: true, subtree: true, characterData: true });
    act(() => root.render(<QueryClientProvider client={client}>{underFallback(Page)}</QueryClientProvider>));
    expect(container.textContent).toBe('Yükleniyor');
    await act(() => vi.waitFor(() => expect(asked).toBe(3)));
    // Its own read failed once and was retried (the page's retry: 1), then the list came.
    expect(asked).toBe(3);
    expect(container.textContent).toBe('Amélie');
    expect(shown.join('|')).not.toContain('hata');
  });

  it('a paged read (the memories grid) comes in as its first page, and the grid draws it at once', async () => {
    const client = new QueryClient();
    const grid = {
      queryKey: ['memories', 'list'],
      queryFn: async ({ pageParam }: { pageParam: string | null }) => ({ titles: pageParam ? ['Eski'] : ['Kapadokya', 'Deniz günü'], next: 'c2' }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: { next: string }) => last.next,
    };
    const Page = lazyPage(async () => ({
      default: function Memories() {
        const pages = useInfiniteQuery(grid);
        return <p>{pages.data ? pages.data.pages.flatMap((p) => p.titles).join(', ') : 'Yükleniyor'}</p>;
      },
      openingQueries: [grid],
    }));
    await Page.prefetch(client);
    const { container, root } = newRoot();
    act(() => root.render(<QueryClientProvider client={client}>{underFallback(Page)}</QueryClientProvider>));
    expect(container.textContent).toBe('Kapadokya, Deniz günü');
  });

  it('loads the parts the view in the address draws (the places map) with the page, and only those; a part that fails is left to the page', async () => {
    const loaded: string[] = [];
    const part = (name: string, fails = false) => ({
      preload: async () => {
        if (fails) throw new Error(`${name} missing`);
        loaded.push(name);
      },
    });
    const Page = lazyPage(async () => ({
      default: () => <p>Mekanlar</p>,
      openingParts: (url: URL) => (url.searchParams.get('view') === 'map' ? [part('harita'), part('bozuk', true)] : []),
    }));
    window.history.replaceState(null, '', '/places');
    await Page.prefetch(new QueryClient());
    expect(loaded).toEqual([]);
    window.history.replaceState(null, '', '/places?view=map');
    await Page.prefetch(new QueryClient());
    expect(loaded).toEqual(['harita']);
    window.history.replaceState(null, '', '/');
  });

  it('asks for the images the first render will show largest (the map’s first tile, or the two it hesitates between) while the page draws, once; a page whose guess fails still opens', async () => {
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const Page = lazyPage(async () => ({ default: () => <p>Mekanlar</p>, openingImages: async () => ['/tiles/12/2377/1535.png', '/tiles/12/2377/1536.png'] }));
    await Page.prefetch(new QueryClient());
    await Page.prefetch(new QueryClient());
    expect(preloads().map((l) => [l.getAttribute('href'), l.fetchPriority])).toEqual([
      ['/tiles/12/2377/1535.png', 'high'],
      ['/tiles/12/2377/1536.png', 'high'],
    ]);
    preloads().forEach((l) => l.remove());

    const Failing = lazyPage(async () => ({
      default: () => <p>Mekanlar</p>,
      openingImages: async () => {
        throw new Error('no places');
      },
    }));
    await expect(Failing.prefetch(new QueryClient())).resolves.toBeUndefined();
    expect(preloads()).toEqual([]);
  });
});
