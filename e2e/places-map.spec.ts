import { test, expect, createCouple, signedInContext } from './fixtures';
import { addByApi, place } from './places-helpers';

/** The places' map: markers and their popups, clusters, and a place opened by its link. */
test.describe('places on the map', () => {
  test('the map shows a marker per place at once, without Leaflet; a touch on one opens its popup in the live map', async ({ ownerPage }) => {
    const page = ownerPage;
    await addByApi(page, place('Galata Kulesi', 41.0256, 28.9741, { rating: 9 }));
    await addByApi(page, place('Moda Sahili', 40.9814, 29.0253, { category: 'Park' }));
    await page.goto('/places');
    await expect(page.getByTestId('place-card')).toHaveCount(2);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });

    // The button is reached by the keyboard (no pointer over the map): the still picture stays.
    await page.getByRole('button', { name: 'Harita' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Harita' })).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByTestId('places-map');
    const galata = map.getByRole('button', { name: 'Galata Kulesi' });
    await expect(galata).toBeVisible();
    await expect(map.getByRole('button', { name: 'Moda Sahili' })).toBeVisible();
    await expect(map.locator('[data-testid="still-tile"][data-loaded]').first()).toBeVisible();
    await expect(page.getByTestId('place-card')).toHaveCount(0);
    // A picture: no Leaflet on the page, none of its code asked for.
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    // Chunks are named by their hash alone (decision 020): Leaflet's is known by its code.
    for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain('_leaflet_id');
    expect(await page.evaluate(() => 'L' in window)).toBe(false);

    await galata.click();
    const popup = page.getByTestId('place-popup');
    await expect(popup).toContainText('Galata Kulesi');
    await expect(popup).toContainText('9/10');
    await expect(map).toHaveAttribute('data-live', 'true');
    // The picture has stepped aside: one button per place for screen readers, the live map's.
    await expect(page.getByTestId('still-controls')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Moda Sahili' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Yakınlaştır' })).toHaveCount(1);

    // The list is read again while the popup is open (here: the other place changes; the same
    // happens when the live stream reconnects): the open popup stays open, with the fresh data.
    const moda = (await (await page.request.get('/api/places')).json()).places.find((p: { name: string }) => p.name === 'Moda Sahili');
    await page.evaluate(() => {
      const w = window as unknown as { popupsClosed: number };
      w.popupsClosed = 0;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.removedNodes) if (node instanceof Element && node.classList.contains('leaflet-popup')) w.popupsClosed += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const reread = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/places' && r.request().method() === 'GET');
    const res = await page.request.put(`/api/places/${moda.id}`, { data: place('Moda Sahili', 40.9814, 29.0253, { category: 'Park', rating: 7 }) });
    expect(res.status()).toBe(200);
    await reread;
    await expect(page.getByTestId('place-popup')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { popupsClosed: number }).popupsClosed)).toBe(0);
    await expect(popup).toContainText('9/10');
    await popup.getByRole('button', { name: 'Mekanı aç' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Galata Kulesi' })).toBeVisible();
    await expect(dialog.getByTestId('place-card')).toContainText('Galata Kulesi, İstanbul');
    // The owner can edit from there.
    await dialog.getByRole('button', { name: 'Düzenle' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Mekanı Düzenle' })).toBeVisible();
  });

  test("a place's link (a push about the partner's place) opens that place over the list or the map; an unknown or another couple's id opens the list", async ({
    ownerPage: page,
    partnerPage,
    browser,
  }) => {
    await addByApi(page, place('Galata Kulesi', 41.0256, 28.9741));
    const added = await partnerPage.request.post('/api/places', { data: place('Moda Sahili', 40.9814, 29.0253, { category: 'Park', rating: 8 }) });
    expect(added.status()).toBe(201);
    const moda: { id: string } = (await added.json()).place;

    await page.goto(`/places?place=${moda.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Moda Sahili' })).toBeVisible();
    await expect(dialog.getByTestId('place-card')).toContainText('8/10');
    // The partner's place: no edit or delete; the address forgets the id (a reload opens the list).
    await expect(dialog.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/places$/);
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('place-card')).toHaveCount(2);

    // Over the map too; the view stays in the address.
    await page.goto(`/places?view=map&place=${moda.id}`);
    await expect(dialog.getByRole('heading', { name: 'Moda Sahili' })).toBeVisible();
    await expect(page).toHaveURL(/\/places\?view=map$/);

    const other = await createCouple({ names: ['Zeynep', 'Can'] });
    const theirs = await (await signedInContext(browser, other.owner)).request.post('/api/places', { data: place('Başka çiftin yeri', 41, 29) });
    expect(theirs.status()).toBe(201);
    for (const id of [(await theirs.json()).place.id, '00000000-0000-4000-8000-000000000000', 'yok']) {
      await page.goto(`/places?place=${id}`);
      // The dialog would come with the cards (the same render): none, and no error either.
      await expect(page.getByTestId('place-card')).toHaveCount(2);
      await expect(page).toHaveURL(/\/places$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('Başka çiftin yeri')).toHaveCount(0);
      await expect(page.getByText('Yerler yüklenirken bir hata oluştu.')).toHaveCount(0);
    }
  });

  test('places that crowd are one circle, on the picture and on the live map; a click on it shows them', async ({ ownerPage }) => {
    const page = ownerPage;
    await addByApi(page, place('Galata Kulesi', 41.0256, 28.9741));
    await addByApi(page, place('Galata Kahvesi', 41.02562, 28.97413));
    await addByApi(page, place('Galata Simitçisi', 41.02558, 28.97407));
    await addByApi(page, place('Moda Sahili', 40.9814, 29.0253));
    await page.goto('/places?view=map');
    const map = page.getByTestId('places-map');
    // The picture: a circle of three and Moda alone.
    const still = map.getByRole('button', { name: '3 mekan bir arada' });
    await expect(still).toHaveText('3');
    await expect(map.getByRole('button', { name: 'Moda Sahili' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Galata Kahvesi' })).toHaveCount(0);
    // A click on the picture's circle: the live map comes and shows the three.
    await still.click();
    await expect(map).toHaveAttribute('data-live', 'true');
    await expect(page.getByAltText('Galata Kahvesi')).toBeVisible();
    await expect(page.getByAltText('Galata Simitçisi')).toBeVisible();
    await expect(page.getByAltText('Galata Kulesi')).toBeVisible();

    // The live map's own cluster, from the start: a pointer over the map wakes it.
    await page.goto('/places?view=map');
    await expect(map.getByRole('button', { name: '3 mekan bir arada' })).toBeVisible();
    await map.hover();
    await expect(map).toHaveAttribute('data-live', 'true');
    await expect(page.getByAltText('Moda Sahili')).toBeVisible();
    const cluster = page.locator('.marker-cluster');
    await expect(cluster).toHaveCount(1);
    await expect(cluster).toHaveText('3');
    await expect(page.getByAltText('Galata Kahvesi')).toHaveCount(0);
    await cluster.click();
    await expect(page.getByAltText('Galata Kahvesi')).toBeVisible();
    await expect(page.getByAltText('Galata Simitçisi')).toBeVisible();
  });

  test("the picture's + zooms the live map in; a keyboard on the picture goes on in the live map, where every marker stood", async ({ ownerPage: page }) => {
    await addByApi(page, place('Galata Kulesi', 41.0256, 28.9741));
    await addByApi(page, place('Moda Sahili', 40.9814, 29.0253));
    await page.goto('/places?view=map');
    const map = page.getByTestId('places-map');
    const galata = map.getByRole('button', { name: 'Galata Kulesi' });
    const moda = map.getByRole('button', { name: 'Moda Sahili' });
    const apart = async (a: typeof galata, b: typeof galata) => {
      const [x, y] = [await a.boundingBox(), await b.boundingBox()];
      return Math.hypot(x!.x - y!.x, x!.y - y!.y);
    };
    const before = await apart(galata, moda);
    await map.getByRole('button', { name: 'Yakınlaştır' }).click();
    await expect(map).toHaveAttribute('data-live', 'true');
    // One zoom step: the two places twice as far apart.
    const galataLive = page.getByAltText('Galata Kulesi');
    const modaLive = page.getByAltText('Moda Sahili');
    await expect.poll(async () => Math.round((await apart(galataLive, modaLive)) / before), { timeout: 10_000 }).toBe(2);

    // From the keyboard: the focus on one of the picture's places; when the live map comes, the
    // focus is in it (not lost to the page), and every marker stands where the picture's stood.
    // (The mouse is moved off the map first: over it, it would wake the live map by itself.)
    await page.mouse.move(0, 0);
    await page.goto('/places?view=map');
    const still = [await galata.getByTestId('still-marker').boundingBox(), await moda.getByTestId('still-marker').boundingBox()];
    await galata.focus();
    await expect(map).toHaveAttribute('data-live', 'true');
    await expect(page.locator('.leaflet-container')).toBeFocused();
    await expect(page.getByTestId('still-controls')).toHaveCount(0);
    const live = [await galataLive.boundingBox(), await modaLive.boundingBox()];
    for (const [i, box] of live.entries()) {
      expect(Math.abs(box!.x - still[i]!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.y - still[i]!.y)).toBeLessThanOrEqual(1);
    }
  });

  test('opened at its address, the map asks first for the tile with the largest area on the screen (the largest paint), before the page has drawn (with the other candidate when the estimate hesitates), at a phone’s, a tablet’s and a laptop’s width', async ({
    ownerPage,
    couple,
    browser,
  }) => {
    await addByApi(ownerPage, place('Galata Kulesi', 41.0256, 28.9741));
    await addByApi(ownerPage, place('Moda Sahili', 40.9814, 29.0253));
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 412, height: 823 },
      { width: 768, height: 1024 },
      { width: 1280, height: 800 },
    ]) {
      // A browser of that size, opened on the map: no earlier page (resized, it would draw tiles of
      // its own) and no cached tile.
      const page = await (await signedInContext(browser, couple.owner, undefined, { viewport })).newPage();
      const tiles: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'image' && r.url().includes('/tiles/')) tiles.push(r.url());
      });
      await page.goto('/places?view=map');
      await expect(page.getByTestId('still-tile').first()).toHaveAttribute('data-loaded', 'true');
      await expect(page.getByTestId('still-tile')).not.toHaveCount(1);
      // Each drawn tile's area on the screen: inside the map's box and inside the window.
      const shown = await page.getByTestId('places-map').evaluate((box) => {
        const b = box.getBoundingClientRect();
        return [...box.querySelectorAll<HTMLImageElement>('[data-testid="still-tile"]')].map((img) => {
          const r = img.getBoundingClientRect();
          const w = Math.min(r.right, b.right, window.innerWidth) - Math.max(r.left, b.left, 0);
          const h = Math.min(r.bottom, b.bottom, window.innerHeight) - Math.max(r.top, b.top, 0);
          return { src: img.src, area: Math.max(w, 0) * Math.max(h, 0) };
        });
      });
      const largest = Math.max(...shown.map((t) => t.area));
      // Asked for before the page drew: the first tile, or the two the estimate hesitated between
      // (the phones: the layout above the box a line higher or lower), the likelier first.
      const hinted = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.href));
      const firstAsked = tiles.slice(0, Math.max(hinted.length, 1));
      // The largest on the screen is among the first asked for (alone when there was no hint), each
      // asked for once (the picture's own <img> took a preloaded answer), and every hinted tile is drawn.
      expect(
        firstAsked.map((src) => shown.find((t) => t.src === src)?.area),
        `${viewport.width} px`,
      ).toContain(largest);
      for (const src of new Set(tiles))
        expect(
          tiles.filter((t) => t === src),
          `${viewport.width} px`,
        ).toHaveLength(1);
      for (const src of hinted) expect(shown.find((t) => t.src === src)?.area, `${viewport.width} px`).toBeGreaterThan(0);
      expect(hinted.length).toBeLessThanOrEqual(2);
      if (hinted.length) expect(new Set(firstAsked), `${viewport.width} px`).toEqual(new Set(hinted));
      // Where the box's size and place are sure (the tablet and the laptop show all of it), the one tile.
      if (viewport.width >= 768) expect(hinted, `${viewport.width} px`).toEqual([tiles[0]]);
      await page.context().close();
    }
  });
});
