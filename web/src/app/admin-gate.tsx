import { lazy, Suspense } from 'react';
import { Route, Routes } from '../lib/router/routes';
import { useSession, type SessionUser } from '../lib/auth/session';
import { PageFallback } from './layout/page-fallback';
import { StorefrontLayout } from './layout/storefront-layout';

const AdminApp = lazy(() => import('../features/admin/admin-app'));
const AdminRequiredPage = lazy(() => import('../features/info/pages/admin-required-page'));

/** Admin membership comes from the token's `cognito:groups`; the session answer carries it as `isAdmin`. */
function isAdmin(user: SessionUser | null): boolean {
  return user?.isAdmin === true;
}

/**
 * Guards `/admin/*`: only an admin session loads the admin chunk (which brings its own frame); everyone else
 * gets, in the shop's frame, a page explaining that an admin account is needed. (The API enforces the same
 * rule on every admin route.)
 */
export default function AdminGate() {
  const session = useSession();
  if (session.status === 'loading') return <PageFallback />;
  if (isAdmin(session.user)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <AdminApp />
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route path="*" element={<AdminRequiredPage />} />
      </Route>
    </Routes>
  );
}
