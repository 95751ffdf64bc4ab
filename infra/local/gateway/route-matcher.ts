import type { RouteEntry } from '../../../functions/src/lib/http/route-entry';

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

export interface CompiledRoute {
  readonly entry: RouteEntry;
  /** API Gateway's route key, with the mount prefix: `GET /api/v1/product/{id}`. */
  readonly routeKey: string;
  readonly path: string;
  readonly segments: readonly Segment[];
}

export interface RouteMatch {
  readonly route: CompiledRoute;
  readonly pathParameters: Record<string, string> | undefined;
}

function parseSegment(part: string): Segment {
  const greedy = /^\{([A-Za-z0-9_]+)\+\}$/.exec(part);
  if (greedy?.[1]) return { kind: 'greedy', name: greedy[1] };
  const param = /^\{([A-Za-z0-9_]+)\}$/.exec(part);
  if (param?.[1]) return { kind: 'param', name: param[1] };
  return { kind: 'literal', value: part };
}

function splitPath(path: string): string[] {
  return path.split('/').slice(1);
}

/** Mounts a route table under `basePath` (`/api/v1` for the Shop, `` for Pay). */
export function compileRoutes(entries: readonly RouteEntry[], basePath: string): CompiledRoute[] {
  return entries.map((entry) => {
    const path = `${basePath}${entry.path}`;
    return { entry, path, routeKey: `${entry.method} ${path}`, segments: splitPath(path).map(parseSegment) };
  });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchSegments(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (!segment) return null;
    if (segment.kind === 'greedy') {
      const rest = parts.slice(index);
      if (rest.length === 0 || rest.join('/') === '') return null;
      params[segment.name] = decode(rest.join('/'));
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.kind === 'literal') {
      if (part !== segment.value) return null;
    } else {
      if (part === '') return null;
      params[segment.name] = decode(part);
    }
  }
  return parts.length === segments.length ? params : null;
}

/** Literal segments beat `{param}`, which beats `{proxy+}`, from left to right: API Gateway's priority. */
function specificity(route: CompiledRoute): number[] {
  return route.segments.map((segment) => (segment.kind === 'literal' ? 2 : segment.kind === 'param' ? 1 : 0));
}

function compareSpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const left = specificity(a);
  const right = specificity(b);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (right[index] ?? -1) - (left[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every route whose path matches, most specific first (any method). */
export function routesForPath(routes: readonly CompiledRoute[], rawPath: string): RouteMatch[] {
  const parts = splitPath(rawPath);
  const matches: RouteMatch[] = [];
  for (const route of routes) {
    const params = matchSegments(route.segments, parts);
    if (params) matches.push({ route, pathParameters: Object.keys(params).length > 0 ? params : undefined });
  }
  return matches.sort((a, b) => compareSpecificity(a.route, b.route));
}

/** The route API Gateway would pick for this method and raw (still percent-encoded) path, if any. */
export function matchRoute(routes: readonly CompiledRoute[], method: string, rawPath: string): RouteMatch | undefined {
  return routesForPath(routes, rawPath).find((match) => match.route.entry.method === method.toUpperCase());
}

/**
 * `/applepay/validate-session/` → `/applepay/validate-session`. An API Gateway route cannot end in a slash,
 * yet the pop-up script posts to that path with one; in AWS Pay's CloudFront function strips it before the
 * API sees the request, and the local Pay gateway does the same with this.
 */
export function withoutTrailingSlash(rawPath: string): string {
  return rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
}
