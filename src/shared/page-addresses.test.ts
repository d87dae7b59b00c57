import { describe, expect, it } from 'vitest';
import { featureData } from './features';
import { defineFeature } from './features/feature';
import { pageAddresses } from './page-addresses';

describe('pageAddresses (the pages Lighthouse measures)', () => {
  it('lists every page of every manifest and every view a query names, /login signed out, a past year and the plain view not twice', () => {
    const addresses = pageAddresses();
    for (const page of featureData.flatMap((f) => f.pages ?? []).filter((p) => !p.path.includes(':'))) {
      expect(addresses.map((a) => a.address)).toContain(page.path);
      for (const view of (page.views ?? []).filter((v) => v.value !== ''))
        expect(addresses.map((a) => a.address)).toContain(`${page.path}?${view.param}=${view.value}`);
    }
    expect(addresses).toContainEqual({ address: '/login', signedOut: true });
    expect(addresses).toContainEqual({ address: '/places?view=map', signedOut: false });
    expect(addresses).toContainEqual({ address: '/memories?view=calendar', signedOut: false });
    // The list view of /places is a view of value '' (its own chunk): it is the plain path's page, measured once.
    expect(addresses.map((a) => a.address)).toContain('/places');
    expect(addresses.map((a) => a.address)).not.toContain('/places?view=');
    expect(addresses.filter((a) => a.signedOut).map((a) => a.address)).toEqual(['/login']);
    expect(addresses.some((a) => a.address.includes(':'))).toBe(false);
    expect(new Set(addresses.map((a) => a.address)).size).toBe(addresses.length);
  });

  it('a new feature’s page and its view appear with no other edit', () => {
    const wishlist = defineFeature({
      name: 'wishlist',
      topics: [],
      pages: [{ path: '/wishlist', module: 'src/client/features/wishlist/WishlistPage.tsx', views: [{ param: 'view', value: 'grid' }] }],
      exportKinds: [],
    });
    const addresses = pageAddresses([...featureData, wishlist]).map((a) => a.address);
    expect(addresses.slice(-2)).toEqual(['/wishlist', '/wishlist?view=grid']);
    expect(pageAddresses().map((a) => a.address)).not.toContain('/wishlist');
  });
});
