import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FirstScreen, ImageWithFallback, screenPlace } from './ImageWithFallback';

const image = <ImageWithFallback src="/api/photos/1/thumb" alt="Deniz günü" />;

describe('images of the first cards of a list', () => {
  it('load lazily by default, at once in the first cards, the very first with high priority', () => {
    expect(renderToStaticMarkup(image)).toContain('loading="lazy"');
    expect(renderToStaticMarkup(image)).not.toMatch(/fetchpriority/i);
    const first = renderToStaticMarkup(<FirstScreen.Provider value="first">{image}</FirstScreen.Provider>);
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/<img [^>]*fetchpriority="high"/i);
    const near = renderToStaticMarkup(<FirstScreen.Provider value="near">{image}</FirstScreen.Provider>);
    expect(near).toContain('loading="eager"');
    expect(near).not.toMatch(/fetchpriority/i);
  });

  it('counts the first card, the next three, and none further', () => {
    expect([0, 1, 2, 3, 4, 30].map(screenPlace)).toEqual(['first', 'near', 'near', 'near', null, null]);
  });
});
