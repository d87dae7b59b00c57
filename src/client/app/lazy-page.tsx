import { lazy, useState, type ComponentType } from 'react';
import type { QueryClient, FetchQueryOptions } from '@tanstack/react-query';

/**
 * A page module: the page, and the reads it shows first. Loading the opening page ahead also
 * fetches those into the query cache, so the first render already has them (main.tsx).
 */
export interface PageModule {
  default: ComponentType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any read: the cache keeps its type
  openingQueries?: readonly FetchQueryOptions<any, any, any, any>[];
}

/** A page loaded as its own chunk, which can also be loaded (with its first reads) ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void>; prefetch: (client: QueryClient) => Promise<void> };

/**
 * Like React's `lazy`, plus `preload()` and `prefetch()`. Once the module has arrived the page
 * renders at once, without suspending: a page `lazy` has not rendered before always suspends on
 * its first render, even when its module is already here, and React then holds the revealed page
 * back for up to 300 ms behind the spinner. main.tsx prefetches the opening page (module and first
 * reads) before the first render for that reason. A failed load is forgotten, so the next try
 * fetches again.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  let queries: NonNullable<PageModule['openingQueries']> = [];
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        queries = module.openingQueries ?? [];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded! })));
  // Which of the two draws the page is chosen once per mount and kept: React can resume a render
  // that waited for the chunk and commit the page under `Suspending`; drawing it as `Loaded` after
  // that would be another component, so the page would be mounted anew and lose its state.
  const Page = () => {
    const [Shown] = useState<ComponentType>(() => Loaded ?? Suspending);
    return <Shown />;
  };
  /**
   * The module, then its first reads into `client`, each once: the first render waits for them.
   * A read that fails stays in the cache without data; the page, mounting, asks again with its
   * own retries and shows its spinner meanwhile, as when nothing was fetched ahead.
   */
  const prefetch = async (client: QueryClient) => {
    await preload();
    await Promise.all(queries.map((query) => client.prefetchQuery({ ...query, retry: false })));
  };
  return Object.assign(Page, { preload, prefetch });
}
