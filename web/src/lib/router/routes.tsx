import { Children, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import { matchPath, matchRoutes, type Params, type PathMatch, type RouteConfig } from './match';
import { RouteContext, useLocation } from './router';

export interface RouteProps {
  /** A pattern (`/orders/:orderID`, `/admin/*`), absolute or below the parent route's; none for a layout route. */
  path?: string;
  /** Matches the parent route's own path. */
  index?: boolean;
  /** What the route shows; a layout shows its matched child where it renders `<Outlet />`. */
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of a `<Routes>` table: `<Routes>` reads its props; it never renders by itself. */
export function Route(_props: RouteProps): null {
  return null;
}

function routesOf(children: ReactNode): RouteConfig<ReactNode>[] {
  const routes: RouteConfig<ReactNode>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, index, element, children: nested } = child.props;
    if (child.type === Fragment) routes.push(...routesOf(nested));
    else routes.push({ path, index, element, children: routesOf(nested) });
  });
  return routes;
}

/**
 * Shows the most specific of its routes that matches the location (see `match.ts`), inside its layouts; nothing
 * when none does. Inside a route ending in `*`, it matches the rest of the path below that route's.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const below = parent.base === '/' ? pathname : pathname.slice(parent.base.length) || '/';
  const match = matchRoutes(routesOf(children), below);
  if (!match) return null;
  const params = { ...parent.params, ...match.params };
  const base = `${parent.base}/${match.base}`.replace(/\/\/+/g, '/').replace(/(.)\/$/, '$1');
  return match.chain.reduceRight<ReactNode>(
    (outlet, route) => <RouteContext.Provider value={{ params, base, outlet }}>{route.element === undefined ? outlet : route.element}</RouteContext.Provider>,
    null,
  );
}

/** Where a layout route shows its matched child route. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/** The parameters of the matched route (and of the routes it is nested in). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** Whether the current path matches `pattern` as a whole (see `matchPath`), with its parameters; null if not. */
export function useMatch(pattern: string): PathMatch | null {
  return matchPath(pattern, useLocation().pathname);
}
