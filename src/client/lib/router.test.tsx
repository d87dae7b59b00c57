// @vitest-environment happy-dom
import { act, Suspense, use, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, matchPath, NavLink, Navigate, Router, Routes, useLocation, useNavigate, useParams, useSearchParams } from './router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { container: HTMLElement; root: Root }[] = [];
afterEach(() => {
  // Unmounted, so no router of an earlier test still listens to the browser's back and forward.
  act(() => mounted.forEach(({ root }) => root.unmount()));
  mounted.splice(0).forEach(({ container }) => container.remove());
  vi.restoreAllMocks();
});
beforeEach(() => window.history.replaceState(null, '', '/'));

async function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ container, root });
  await act(async () => root.render(ui));
  return container;
}

/** What the router thinks the address is, as the page would read it. */
function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
}
const where = (c: HTMLElement) => c.querySelector('[data-testid="where"]')!.textContent;

/**
 * A click as the browser sends it; returns whether the page left it to the browser (its default
 * not prevented once the app's handlers ran). The browser's own following of the link (a page load,
 * a new tab) is then stopped: it is not what is under test.
 */
async function click(element: Element, init: MouseEventInit = {}) {
  let leftToBrowser = true;
  const afterApp = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterApp);
  await act(async () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));
  window.removeEventListener('click', afterApp);
  return leftToBrowser;
}

describe('matchPath', () => {
  it('matches a path with or without a trailing slash, static segments in any case', () => {
    expect(matchPath('/movies', '/movies')).toEqual({});
    expect(matchPath('/movies', '/movies/')).toEqual({});
    expect(matchPath('/movies', '/Movies')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
  });

  it('gives a `:name` segment decoded, and matches only as many segments as the pattern has', () => {
    expect(matchPath('/yilimiz/:yil', '/yilimiz/2025')).toEqual({ yil: '2025' });
    expect(matchPath('/invite/:token', '/invite/a%20b%C3%A7')).toEqual({ token: 'a bç' });
    expect(matchPath('/yilimiz/:yil', '/yilimiz')).toBeNull();
    expect(matchPath('/yilimiz/:yil', '/yilimiz/2025/x')).toBeNull();
    expect(matchPath('/movies', '/series')).toBeNull();
    expect(matchPath('/', '/movies')).toBeNull();
  });

  it('refuses a segment that is not valid percent-encoding instead of throwing', () => {
    expect(matchPath('/invite/:token', '/invite/%E0%A4%A')).toBeNull();
  });
});

describe('Routes', () => {
  const Year = () => <p>yıl {useParams<{ yil: string }>().yil}</p>;
  const table = [
    { path: '/movies', render: () => <p>filmler</p> },
    { path: '/yilimiz/:yil', render: () => <Year /> },
    { path: '/:any', render: () => <p>ikinci</p> },
  ];

  const at = async (path: string) => (await render(<Router initialPath={path}><Routes routes={table} fallback={() => <p>yok</p>} /></Router>)).textContent;

  it('draws the first route that matches, with its params, and the fallback when none does', async () => {
    expect(await at('/movies/')).toBe('filmler');
    expect(await at('/yilimiz/2024')).toBe('yıl 2024');
    expect(await at('/a/b/c')).toBe('yok');
  });

  it('<Navigate> goes on in an effect, replacing the address (an unknown path → /)', async () => {
    window.history.replaceState(null, '', '/bilinmeyen');
    const before = window.history.length;
    const c = await render(<Router><Routes routes={[{ path: '/', render: () => <Where /> }]} fallback={() => <Navigate to="/" replace />} /></Router>);
    expect(where(c)).toBe('/');
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(before);
  });
});

describe('Link', () => {
  const page = <Router><Link to="/movies?sort=new">Filmler</Link><Link to="/movies" target="_blank">Yeni sekmede</Link><Where /></Router>;

  it('a plain left click is the router’s: no page load, a new history entry, the page follows', async () => {
    const c = await render(page);
    const push = vi.spyOn(window.history, 'pushState');
    expect(c.querySelector('a')!.getAttribute('href')).toBe('/movies?sort=new');
    expect(await click(c.querySelector('a')!)).toBe(false);
    expect(where(c)).toBe('/movies?sort=new');
    expect(window.location.pathname + window.location.search).toBe('/movies?sort=new');
    expect(push).toHaveBeenCalledOnce();
  });

  it.each([
    ['ctrl held', { ctrlKey: true }],
    ['meta (⌘) held', { metaKey: true }],
    ['shift held', { shiftKey: true }],
    ['alt held', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (a new tab or window): the router does not move', async (_name, init) => {
    const c = await render(page);
    const push = vi.spyOn(window.history, 'pushState');
    expect(await click(c.querySelector('a')!, init)).toBe(true);
    expect(where(c)).toBe('/');
    expect(push).not.toHaveBeenCalled();
  });

  it('a link with target=_blank is left to the browser, even on a plain click', async () => {
    const c = await render(page);
    expect(await click(c.querySelectorAll('a')[1])).toBe(true);
    expect(where(c)).toBe('/');
  });

  it('a click its own onClick prevented is not followed', async () => {
    const c = await render(<Router><Link to="/movies" onClick={(e) => e.preventDefault()}>Filmler</Link><Where /></Router>);
    await click(c.querySelector('a')!);
    expect(where(c)).toBe('/');
  });

  it('a link to the address already shown replaces the entry instead of adding one; `replace` forces it', async () => {
    window.history.replaceState(null, '', '/movies?sort=new');
    const c = await render(<Router><Link to="/movies?sort=new">Aynı</Link><Link to="/series" replace>Değiştir</Link><Where /></Router>);
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    await click(c.querySelectorAll('a')[0]);
    expect(push).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledOnce();
    await click(c.querySelectorAll('a')[1]);
    expect(where(c)).toBe('/series');
    expect(push).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('`?query` and `#hash` are resolved against the current path', async () => {
    window.history.replaceState(null, '', '/places?view=map');
    const c = await render(<Router><Link to="?view=list">Liste</Link><Link to="#alt">Alt</Link><Where /></Router>);
    const [query, hash] = c.querySelectorAll('a');
    expect(query.getAttribute('href')).toBe('/places?view=list');
    expect(hash.getAttribute('href')).toBe('/places?view=map#alt');
    await click(hash);
    expect(where(c)).toBe('/places?view=map#alt');
  });
});

describe('NavLink', () => {
  const menu = (path: string) => (
    <Router initialPath={path}>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>Ana sayfa</NavLink>
      <NavLink to="/movies" className={({ isActive }) => (isActive ? 'on' : 'off')}>Filmler</NavLink>
      <NavLink to="/yilimiz">Yılımız</NavLink>
    </Router>
  );
  const state = (c: HTMLElement) => [...c.querySelectorAll('a')].map((a) => `${a.textContent}:${a.getAttribute('aria-current') ?? '-'}:${a.className || '-'}`);

  it('marks the current page with aria-current="page" and className({ isActive })', async () => {
    expect(state(await render(menu('/')))).toEqual(['Ana sayfa:page:on', 'Filmler:-:off', 'Yılımız:-:-']);
    expect(state(await render(menu('/movies')))).toEqual(['Ana sayfa:-:off', 'Filmler:page:on', 'Yılımız:-:-']);
  });

  it('is active below its path, with a trailing slash and in any case; `end` keeps / to itself', async () => {
    expect(state(await render(menu('/yilimiz/2024')))).toEqual(['Ana sayfa:-:off', 'Filmler:-:off', 'Yılımız:page:-']);
    expect(state(await render(menu('/Movies/')))).toEqual(['Ana sayfa:-:off', 'Filmler:page:on', 'Yılımız:-:-']);
    // A path that only starts with the same letters is another page.
    expect(state(await render(menu('/movies-game')))).toEqual(['Ana sayfa:-:off', 'Filmler:-:off', 'Yılımız:-:-']);
  });

  it('follows the router: after a click the clicked link is the current one', async () => {
    const c = await render(menu('/'));
    await click(c.querySelectorAll('a')[1]);
    expect(state(c)).toEqual(['Ana sayfa:-:off', 'Filmler:page:on', 'Yılımız:-:-']);
  });
});

describe('navigation as a transition', () => {
  it('a page whose chunk is still coming leaves the current page on screen, never the fallback', async () => {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const Slow = () => {
      use(chunk);
      return <p>filmler</p>;
    };
    const routes = [{ path: '/', render: () => <Link to="/movies">ana sayfa</Link> }, { path: '/movies', render: () => <Slow /> }];
    const c = await render(<Router><Suspense fallback={<p>yükleniyor</p>}><Routes routes={routes} fallback={() => null} /></Suspense></Router>);
    await click(c.querySelector('a')!);
    expect(c.textContent).toBe('ana sayfa');
    await act(async () => arrive());
    expect(c.textContent).toBe('filmler');
  });

  it('back and forward (popstate) move the page, as a transition too', async () => {
    const c = await render(<Router><Link to="/movies">git</Link><Where /></Router>);
    await click(c.querySelector('a')!);
    window.history.replaceState(null, '', '/series');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(where(c)).toBe('/series');
  });

  it('two navigations in one event build on each other, with their state', async () => {
    function Twice() {
      const navigate = useNavigate();
      return <button onClick={() => { navigate('/memories'); navigate('?view=calendar', { state: { from: 'test' } }); }}>iki kez</button>;
    }
    const c = await render(<Router><Twice /><Where /></Router>);
    await click(c.querySelector('button')!);
    expect(where(c)).toBe('/memories?view=calendar {"from":"test"}');
    expect(window.history.state).toMatchObject({ usr: { from: 'test' } });
  });
});

describe('useSearchParams', () => {
  type SetParams = ReturnType<typeof useSearchParams>[1];
  let setParams: SetParams;
  function Filters() {
    const [, set] = useSearchParams();
    useEffect(() => void (setParams = set), [set]);
    return null;
  }
  const run = (f: (set: SetParams) => void) => act(async () => f(setParams));

  it('replaces the query with a new one (the hash is dropped); an empty one leaves the bare path', async () => {
    window.history.replaceState(null, '', '/memories?view=calendar#x');
    const c = await render(<Router><Filters /><Where /></Router>);
    await run((set) => set({ month: '2025-01' }));
    expect(where(c)).toBe('/memories?month=2025-01');
    await run((set) => set(new URLSearchParams()));
    expect(where(c)).toBe('/memories');
  });

  it('the function form gets the router’s current query, in memory too (not the browser’s address)', async () => {
    // The browser is elsewhere: an in-memory router must never read it.
    window.history.replaceState(null, '', '/baska?yanlis=1');
    const c = await render(<Router initialPath="/memories?view=calendar"><Filters /><Where /></Router>);
    await run((set) => set((current) => new URLSearchParams([...current, ['month', '2025-01']])));
    expect(where(c)).toBe('/memories?view=calendar&month=2025-01');
    expect(window.location.pathname + window.location.search).toBe('/baska?yanlis=1');
  });

  it('two function-form updates in one event build on each other', async () => {
    const c = await render(<Router initialPath="/places"><Filters /><Where /></Router>);
    await run((set) => {
      set((p) => new URLSearchParams([...p, ['view', 'map']]));
      set((p) => new URLSearchParams([...p, ['place', '7']]));
    });
    expect(where(c)).toBe('/places?view=map&place=7');
  });
});

describe('in-memory mode', () => {
  it('starts at its path, navigates and links without touching the address bar or history', async () => {
    window.history.replaceState(null, '', '/tarayici');
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    const c = await render(<Router initialPath="/movies?sort=new#top"><Link to="/series">Diziler</Link><Where /></Router>);
    expect(where(c)).toBe('/movies?sort=new#top');
    await click(c.querySelector('a')!);
    expect(where(c)).toBe('/series');
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/tarayici');
  });

  it('ignores the browser’s back and forward', async () => {
    const c = await render(<Router initialPath="/movies"><Where /></Router>);
    window.history.replaceState(null, '', '/series');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(where(c)).toBe('/movies');
  });

  it('a hook outside a router says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lost = () => <p>{useLocation().pathname}</p>;
    await expect(render(<Lost />)).rejects.toThrow('useRouter is used outside <Router>.');
  });
});
