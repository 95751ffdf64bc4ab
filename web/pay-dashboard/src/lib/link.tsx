/**
 * The dashboard's in-app link is the Shop's (`web/src/lib/router/link.tsx`): an `<a>` whose plain click
 * navigates in the app. Paths are relative to the basename `/dashboard`.
 */
export { Link } from '../../../src/lib/router/link';
