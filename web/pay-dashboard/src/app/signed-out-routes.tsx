import { lazy, type ComponentType } from 'react';
import { useLocation } from '../../../src/lib/router/router';
import { dashboardPaths } from '../lib/paths';
import { withLoading } from './with-loading';

const pages: Readonly<Record<string, ComponentType>> = {
  [dashboardPaths.signUp]: lazy(() => import('../features/auth/pages/sign-up-page')),
  [dashboardPaths.signIn]: lazy(() => import('../features/auth/pages/sign-in-page')),
  [dashboardPaths.welcome]: lazy(() => import('../features/auth/pages/welcome-page')),
  [dashboardPaths.acceptInvite]: lazy(() => import('../features/auth/pages/accept-invite-page')),
};

/**
 * Sign-up, sign-in, the keys shown once after sign-up, and an invitation's page, each its own chunk. The root
 * table (`router.tsx`) sends only these paths here, so the page is picked by the path itself.
 */
export default function SignedOutRoutes() {
  const { pathname } = useLocation();
  const Page = pages[pathname.replace(/\/+$/, '')] ?? pages[dashboardPaths.signIn];
  return Page ? withLoading(<Page />) : null;
}
