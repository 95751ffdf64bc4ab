import type { AuthSession } from '@functions/shop/auth/contract';
import { adminPaths } from '../../config/admin-paths';
import { paths } from '../../config/paths';
import { safeRedirect } from '../../lib/auth/session';

/** Where a sign-in lands: the page that asked for it, else the back office's dashboard for an admin, else home. */
export function landingOf(redirect: string | null | undefined, user: AuthSession['user'] | undefined): string {
  if (redirect) return safeRedirect(redirect);
  return user?.isAdmin ? adminPaths.dashboard.getHref() : paths.home.getHref();
}
