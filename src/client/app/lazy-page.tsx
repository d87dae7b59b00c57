import { lazy, type ComponentType } from 'react';

/** A page loaded as its own chunk, which can also be loaded ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like React's `lazy`, plus `preload()`. Once the module has arrived the page renders at once,
 * without suspending: a page `lazy` has not rendered before always suspends on its first render,
 * even when its module is already here, and React then holds the revealed page back for up to
 * 300 ms behind the spinner. main.tsx preloads the opening page before the first render for that
 * reason. A failed load is forgotten, so the next try fetches again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Page = () => (Loaded ? <Loaded /> : <Suspending />);
  return Object.assign(Page, { preload });
}
