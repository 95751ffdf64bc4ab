import { createContext, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { browserHistory, parsePath, type History, type Location, type NavigationType, type Path } from './history';
import type { Params } from './match';

/**
 * The app's router (both SPAs): a location from the History API, `<Routes>` of `<Route>`s matched by rank
 * (`routes.tsx`), and the hooks below. It does what the apps use and nothing more: no data loading, no
 * relative `..` paths, no navigation blocking. Paths in the app never include the basename.
 */
interface RouterState {
  history: History;
  basename: string;
  /** The location with the basename taken off its path. */
  location: Location;
  type: NavigationType;
}

const RouterContext = createContext<RouterState | null>(null);

/** What the nearest matched route gives the elements inside it (the top of a router counts as the path `/`). */
export interface RouteState {
  params: Params;
  /** The matched path before any `*`: nested `<Routes>` match below it, and relative paths start from it. */
  base: string;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteState>({ params: {}, base: '/', outlet: null });

/** An address as a string (`/products/all?q=silk`, `?q=silk` for the current path) or its parts. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks work only inside a <BrowserRouter> (or a <MemoryRouter> in tests)');
  return router;
}

/** `pathname` without the basename, or null when it is not under it (letters compare without case). */
function stripBasename(pathname: string, basename: string): string | null {
  if (!basename) return pathname;
  const next = pathname.charAt(basename.length);
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase()) || (next && next !== '/')) return null;
  return pathname.slice(basename.length) || '/';
}

/** The router over a history: renders nothing when the location is outside the basename. */
export function Router({ history, basename = '', children }: { history: History; basename?: string; children?: ReactNode }) {
  const [current, setCurrent] = useState(() => ({ location: history.read(), type: 'POP' as NavigationType }));
  // Each change of location renders in a transition: a lazily loaded page keeps the old page on screen until it is ready.
  useLayoutEffect(
    () =>
      history.listen((type) => {
        const location = history.read();
        startTransition(() => setCurrent({ location, type }));
      }),
    [history],
  );
  const base = basename.replace(/\/+$/, '');
  const pathname = stripBasename(current.location.pathname, base);
  const state = useMemo(
    () => (pathname === null ? null : { history, basename: base, location: { ...current.location, pathname }, type: current.type }),
    [history, base, current, pathname],
  );
  return state && <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The app's router on the browser's history; `basename` is the folder the app is served under (`/dashboard`). */
export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().type;
}

/** `to` as a path from the app's root: a query or hash alone keeps the current path; a relative path starts at the current route's. */
export function useResolvedPath(to: To): Path {
  const { pathname: current } = useLocation();
  const { base } = useContext(RouteContext);
  return resolve(to, current, base);
}

function resolve(to: To, current: string, base: string): Path {
  const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: !pathname ? current : pathname.startsWith('/') ? pathname : `${base.replace(/\/$/, '')}/${pathname}`,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

/** The address the browser shows for `path`: under the basename (whose root is the basename itself). */
function hrefOf({ pathname, search, hash }: Path, basename: string): string {
  return `${basename && pathname === '/' ? basename : basename + pathname}${search}${hash}`;
}

/** The `href` of a link to `to`. */
export function useHref(to: To): string {
  return hrefOf(useResolvedPath(to), useRouter().basename);
}

/**
 * Navigates to `to` (a new entry unless `replace`), or moves `delta` entries through the history (-1 is Back).
 * The function changes when the current path does, so an effect that navigates runs again on a new page.
 */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { history, basename, location } = useRouter();
  const { base } = useContext(RouteContext);
  const current = location.pathname;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else history.write(hrefOf(resolve(to, current, base), basename), options.state, options.replace === true);
    },
    [history, basename, current, base],
  );
}
