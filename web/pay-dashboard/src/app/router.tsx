import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

// Two route tables, each a chunk of its own: the first load is React, the router and this file only, which
// keeps it within its 80 KB budget (React and the router are nearly all of it).
const SignedOutRoutes = lazy(() => import('./signed-out-routes'));
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** The pages a visitor without a session uses (kept in step with `signed-out-routes.tsx`). */
const signedOutPaths = ['/sign-up', '/sign-in', '/welcome', '/accept'] as const;

export function Loading() {
  return (
    <p role="status" className="dash-loading">
      Loading…
    </p>
  );
}

/** A lazily loaded element with the loading note meanwhile. */
export const withLoading = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

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
