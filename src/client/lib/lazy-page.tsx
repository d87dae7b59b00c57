import { lazy, useState, type ComponentType } from 'react';
import type { QueryClient, FetchQueryOptions, FetchInfiniteQueryOptions } from '@tanstack/react-query';
import { addPreload } from './preload-route-data';
import { wordsReady } from './language';

/**
 * A page module: the page, and the reads it shows first. Loading the opening page ahead also
 * fetches those into the query cache, so the first render already has them (main.tsx).
 */
export interface PageModule {
  default: ComponentType;
  /** The reads its first render needs, or a function of the address that picks them (a view in the query). */
  openingQueries?: OpeningQueries | ((url: URL) => OpeningQueries);
  /** The lazily loaded parts its first render draws in the view the address asks for (the places map), or that its first reads call for (home's trip countdown). */
  openingParts?: (url: URL, client: QueryClient) => readonly { preload: () => Promise<void> }[];
  /**
   * The image its first render will show largest, known from its opening reads before React has
   * drawn anything (the map's first tile; two when the estimate hesitates between them, the likelier
   * first): asked for at once, so it arrives while the page draws.
   */
  openingImages?: (url: URL, client: QueryClient) => Promise<readonly string[]> | readonly string[];
}
/* eslint-disable @typescript-eslint/no-explicit-any -- any read: the cache keeps its type */
type InfiniteRead = FetchInfiniteQueryOptions<any, any, any, any, any>;
type OpeningQuery = FetchQueryOptions<any, any, any, any> | InfiniteRead;
/* eslint-enable @typescript-eslint/no-explicit-any */
type OpeningQueries = readonly OpeningQuery[];

/** A paged read (a grid that loads more as it scrolls) has a next page. */
const isPaged = (query: OpeningQuery): query is InfiniteRead => 'getNextPageParam' in query;

/** A read into the cache; a paged one as its first page. */
const prefetchOne = (client: QueryClient, query: OpeningQuery) =>
  isPaged(query) ? client.prefetchInfiniteQuery({ ...query, retry: false }) : client.prefetchQuery({ ...query, retry: false });

/** A page loaded as its own chunk, which can also be loaded (with its first reads) ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void>; prefetch: (client: QueryClient) => Promise<void> };

/** A component loaded as its own chunk, which can be loaded ahead of its first render. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Like React's `lazy`, plus `preload()`. Once the module has arrived the component renders at once,
 * without suspending: a component `lazy` has not rendered before always suspends on its first
 * render, even when its module is already here, and React then holds it back for up to 300 ms
 * behind the fallback. A failed load is forgotten, so the next try fetches again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      // The module's words in the page's language arrive before it is drawn (lib/language.ts).
      async (component) => {
        await wordsReady();
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded! })));
  // Which of the two draws it is chosen once per mount and kept: React can resume a render that
  // waited for the chunk and commit it under `Suspending`; drawing it as `Loaded` after that would
  // be another component, so it would be mounted anew and lose its state.
  const Part = (props: P) => {
    const [Shown] = useState<ComponentType<P>>(() => Loaded ?? Suspending);
    return <Shown {...props} />;
  };
  return Object.assign(Part, { preload });
}

/**
 * A page: a lazily loaded part (above) whose module also names its first reads, and the parts its
 * first render draws in the view the address asks for; `prefetch()` loads all of them (main.tsx
 * prefetches the opening page before the first render).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined;
  const part = lazyPart<object>(() =>
    load().then((loaded) => {
      module = loaded;
      return loaded.default;
    }),
  );
  /**
   * The module, then its first reads into `client` and the parts its view draws, each once: the
   * first render waits for them. A read that fails stays in the cache without data; the page,
   * mounting, asks again with its own retries and shows its spinner meanwhile, as when nothing was
   * fetched ahead.
   */
  const prefetch = async (client: QueryClient) => {
    await part.preload();
    const url = new URL(window.location.href);
    const queries = module?.openingQueries ?? [];
    const reads = typeof queries === 'function' ? queries(url) : queries;
    await Promise.all([
      ...reads.map((query) => prefetchOne(client, query)),
      ...(module?.openingParts?.(url, client) ?? []).map((p) => p.preload().catch(() => undefined)),
    ]);
    const images = await Promise.resolve(module?.openingImages?.(url, client)).catch(() => undefined);
    // The `<img>` drawn later with this address takes the preload's answer.
    for (const image of images ?? []) addPreload(document, image, { as: 'image', fetchPriority: 'high' });
  };
  return Object.assign(part, { prefetch });
}
