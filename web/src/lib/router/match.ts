/** A path's parameters by name (`:id` → `id`; a trailing `*` → `*`), decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched before any `*`, as written in the address: what nested `<Routes>` match below. */
  base: string;
}

/** A route as `<Routes>` reads it from its `<Route>` children. */
export interface RouteConfig<Element> {
  path?: string;
  index?: boolean;
  element?: Element;
  children?: readonly RouteConfig<Element>[];
}

export interface RoutesMatch<Element> extends PathMatch {
  /** The matched routes, outermost (layout) first, the page last. */
  chain: readonly RouteConfig<Element>[];
}

const segmentsOf = (path: string) => path.replace(/^\/|\/$/g, '').split('/').filter((segment, at, all) => segment !== '' || all.length > 1);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches `pathname` against a route pattern (`/products/:category`, `/admin/*`): static segments without
 * regard to case, `:name` one non-empty segment, a final `*` the rest (even nothing). A trailing slash does not
 * count. Without `end`, the pattern may match only the start of the path.
 */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | null {
  const wanted = segmentsOf(pattern);
  const raw = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [at, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = raw.slice(at).map(decode).join('/');
      return { params, base: `/${raw.slice(0, at).join('/')}` };
    }
    const value = raw[at];
    if (!value) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (decode(value).toLowerCase() !== segment.toLowerCase()) return null;
  }
  if (end && raw.length > wanted.length) return null;
  return { params, base: `/${raw.slice(0, wanted.length).join('/')}` };
}

interface Branch<Element> {
  pattern: string;
  chain: RouteConfig<Element>[];
  index: boolean;
}

function branchesOf<Element>(routes: readonly RouteConfig<Element>[], parentPattern = '', parents: RouteConfig<Element>[] = []): Branch<Element>[] {
  return routes.flatMap((route) => {
    const pattern = route.path === undefined ? parentPattern : route.path.startsWith('/') ? route.path : `${parentPattern}/${route.path}`;
    const chain = [...parents, route];
    const own = route.path !== undefined || route.index === true ? [{ pattern, chain, index: route.index === true }] : [];
    // Children first, so a layout's index route outranks the layout's own (equal) path.
    return [...branchesOf(route.children ?? [], pattern, chain), ...own];
  });
}

/** How specific a segment is: static beats a parameter, which beats the pattern's end, which beats `*` (it may match nothing). */
const rankOf = (segment: string | undefined) => (segment === undefined ? 1 : segment === '*' ? 0 : segment.startsWith(':') ? 2 : 3);

/** Orders two patterns that match the same path: the first segment where they differ in kind decides; then an index route; then order. */
function moreSpecific<Element>(a: Branch<Element>, b: Branch<Element>): number {
  const sa = segmentsOf(a.pattern);
  const sb = segmentsOf(b.pattern);
  for (let at = 0; at < Math.max(sa.length, sb.length); at++) {
    const difference = rankOf(sb[at]) - rankOf(sa[at]);
    if (difference !== 0) return difference;
  }
  return Number(b.index) - Number(a.index);
}

/**
 * The most specific route of the table that matches the whole `pathname`, with the layouts around it. A
 * pathless route is only a layout (it matches through its children), except an index route, which matches
 * its parent's own path.
 */
export function matchRoutes<Element>(routes: readonly RouteConfig<Element>[], pathname: string): RoutesMatch<Element> | null {
  const ranked = branchesOf(routes).sort(moreSpecific);
  for (const branch of ranked) {
    const match = matchPath(branch.pattern, pathname);
    if (match) return { ...match, chain: branch.chain };
  }
  return null;
}
