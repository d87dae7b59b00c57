import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The app's router: the few paths we have, on the History API, in ~1 KB instead of React Router's
 * ~11 KB compressed in every page's first load (decision 020). It keeps what the app used of React
 * Router's declarative mode and behaves the same where the app can see it:
 * - a navigation (a link, `navigate`, back and forward) renders as a transition, so a page whose
 *   chunk is still on its way leaves the current page on screen instead of a spinner;
 * - `<Navigate>` navigates in an effect; links are plain `<a href>` that a modified click (new tab)
 *   leaves to the browser; `NavLink` marks the current page with `aria-current="page"`;
 * - paths match with or without a trailing slash, static segments case-insensitively, and a
 *   `:name` segment is one decoded segment.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: Navigator;
  params: Record<string, string>;
  /** The location as last navigated to, even before React has drawn it (the browser's or the memory's). */
  latest: () => Location;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  // A programming error, never shown to a person: in the code's language.
  if (!value) throw new Error('useRouter is used outside <Router>.');
  return value;
}

const readLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

/** `to` against the current location: an absolute path, or `?query` / `#hash` on this path. */
function resolve(to: string, from: Location): string {
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  return to;
}

function splitPath(href: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The browser's address as the app's location. `initialPath` makes it a router in memory (for
 * tests): it never touches the address bar.
 */
export function Router({ children, initialPath }: { children: ReactNode; initialPath?: string }) {
  const [location, setLocation] = useState<Location>(() => (initialPath ? { ...splitPath(initialPath), state: null } : readLocation()));

  useLayoutEffect(() => {
    if (initialPath) return;
    const onPop = () => startTransition(() => setLocation(readLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initialPath]);

  // The location as last navigated to: two navigations in one event build on each other.
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  // As a transition, like React Router's BrowserRouter: a lazily loaded page keeps the one on
  // screen until its chunk is here.
  const navigate = useCallback<Navigator>(
    (to, { replace = false, state = null } = {}) => {
      const next = { ...splitPath(resolve(to, current.current)), state };
      current.current = next;
      if (!initialPath) {
        const url = next.pathname + next.search + next.hash;
        const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
        if (replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
      }
      startTransition(() => setLocation(next));
    },
    [initialPath],
  );

  const latest = useCallback(() => current.current, []);
  const value = useMemo(() => ({ location, navigate, params: {}, latest }), [location, navigate, latest]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigator => useRouter().navigate;
export const useParams = <T extends Record<string, string> = Record<string, string>>(): Partial<T> => useRouter().params as Partial<T>;

type SearchParamsInit = Record<string, string> | URLSearchParams;

/**
 * `?a=b` of the address, and a setter that replaces the query (the hash is dropped, as React Router
 * does). The setter takes the new query, or a function of the current one: the router's location
 * at the call (so two calls in one event build on each other, and an in-memory router never reads
 * the browser's address).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { location, navigate, latest } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(latest().search)) : next;
      const query = new URLSearchParams(value).toString();
      navigate(query ? `?${query}` : latest().pathname, options);
    },
    [navigate, latest],
  );
  return [params, setParams];
}

/** The params of `pattern` (`/yilimiz/:yil`) in `pathname`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const clean = (p: string) => p.split('/').filter(Boolean);
  const want = clean(pattern);
  const got = clean(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i].toLowerCase() !== got[i].toLowerCase()) return null;
  }
  return params;
}

export interface RouteDef {
  path: string;
  render: () => ReactNode;
}

/** The first route whose path matches, with its params; `fallback` when none does. */
export function Routes({ routes, fallback }: { routes: readonly RouteDef[]; fallback: () => ReactNode }) {
  const router = useRouter();
  for (const route of routes) {
    const params = matchPath(route.path, router.location.pathname);
    if (params) return <RouterContext.Provider value={{ ...router, params }}>{route.render()}</RouterContext.Provider>;
  }
  return fallback();
}

/** Goes to `to` once rendered (in an effect, as React Router's `<Navigate>`). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A plain link the router follows; a click with a modifier, another button or a target stays the browser's. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = resolve(to, location);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(href, { replace: replace ?? here === href });
  };
  return <a {...rest} href={href} target={target} onClick={handle} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string) };

/** A link that knows it is the current page: `aria-current="page"` and `className({ isActive })`. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const target = to.toLowerCase();
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`)) || (!end && target === '/');
  return (
    <Link {...rest} to={to} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />
  );
}
