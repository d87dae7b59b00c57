import { describe, expect, it } from 'vitest';
import { applyStylesheets } from './apply-stylesheets';

/** A head with the given preloads; what the code adds is recorded, and its events fired by the test. */
function fakeDocument(preloads: { href: string; crossOrigin: string | null }[]) {
  const added: (EventTarget & { rel?: string; href?: string; crossOrigin?: string | null })[] = [];
  const doc = {
    head: {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('link[rel="preload"][as="style"]');
        return preloads.map((p) => ({ ...p, getAttribute: () => p.href, after: (el: (typeof added)[number]) => added.push(el) }));
      },
    },
    createElement: () => Object.assign(new EventTarget(), { crossOrigin: null }),
  };
  return { doc: doc as unknown as Document, added };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('applyStylesheets', () => {
  it('puts the preloaded stylesheet in use, as the same request, and waits until it has loaded', async () => {
    const { doc, added } = fakeDocument([{ href: '/assets/index-1.css', crossOrigin: '' }]);
    const applied = applyStylesheets(doc);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ rel: 'stylesheet', href: '/assets/index-1.css', crossOrigin: '' });
    // The first render waits: an unstyled page is never drawn.
    expect(await settled(applied)).toBe(false);
    added[0].dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('a stylesheet that fails does not keep the app from drawing', async () => {
    const { doc, added } = fakeDocument([{ href: '/assets/missing.css', crossOrigin: null }]);
    const applied = applyStylesheets(doc);
    expect(added[0].crossOrigin).toBeNull();
    added[0].dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('nothing preloaded (development, where Vite injects the styles): nothing to wait for', async () => {
    const { doc, added } = fakeDocument([]);
    expect(await settled(applyStylesheets(doc))).toBe(true);
    expect(added).toEqual([]);
  });
});
