/**
 * The dashboard's in-app link is the Shop's (`web/src/lib/router/link.tsx`): an `<a>` whose plain click
 * navigates in the app, without react-router's own `Link` and its framework-mode prefetching in the first load,
 * which is React and the router and must stay within its 80 KB budget. Paths are relative to the basename `/dashboard`.
 */
export { Link } from '../../../src/lib/router/link';
