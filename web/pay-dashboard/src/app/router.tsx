import { lazy } from 'react';
import { Route, Routes } from '../../../src/lib/router/routes';
import { withLoading } from './with-loading';

// Two route tables, each a chunk of its own: the first load is React, the router and this file only, which
// keeps it within its 80 KB budget (React and the router are nearly all of it).
const SignedOutRoutes = lazy(() => import('./signed-out-routes'));
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** The pages a visitor without a session uses (kept in step with `signed-out-routes.tsx`). */
const signedOutPaths = ['/sign-up', '/sign-in', '/welcome', '/accept'] as const;

/** The dashboard's routes (basename `/dashboard`): signed-out pages, and everything else behind the session. */
export function DashboardRoutes() {
  return (
    <Routes>
      {signedOutPaths.map((path) => (
        <Route key={path} path={`${path}/*`} element={withLoading(<SignedOutRoutes />)} />
      ))}
      <Route path="*" element={withLoading(<SignedInRoutes />)} />
    </Routes>
  );
}
