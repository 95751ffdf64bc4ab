import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { dashboardPaths } from '../lib/paths';

// The signed-in frame (session, `/me`, navigation) loads with the first signed-in page, not before.
const SignedInLayout = lazy(() => import('./signed-in-layout'));
const SignUpPage = lazy(() => import('../features/auth/pages/sign-up-page'));
const SignInPage = lazy(() => import('../features/auth/pages/sign-in-page'));
const WelcomePage = lazy(() => import('../features/auth/pages/welcome-page'));
const AcceptInvitePage = lazy(() => import('../features/auth/pages/accept-invite-page'));
const TwoFactorPage = lazy(() => import('../features/account/pages/two-factor-page'));
const OverviewPage = lazy(() => import('../features/overview/pages/overview-page'));
const TransactionsPage = lazy(() => import('../features/transactions/pages/transactions-page'));
const TransactionPage = lazy(() => import('../features/transactions/pages/transaction-page'));
const DevelopersPage = lazy(() => import('../features/developers/pages/developers-page'));
const TeamPage = lazy(() => import('../features/team/pages/team-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

function Loading() {
  return (
    <p role="status" className="dash-loading">
      Loading…
    </p>
  );
}

/** A page's chunk, loaded when the route is first visited. */
const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;

/**
 * The dashboard's routes (basename `/dashboard`). The first load is React, the router and this table; the
 * signed-in frame and every page are chunks of their own.
 */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route path={dashboardPaths.signUp} element={page(<SignUpPage />)} />
      <Route path={dashboardPaths.signIn} element={page(<SignInPage />)} />
      <Route path={dashboardPaths.welcome} element={page(<WelcomePage />)} />
      <Route path={dashboardPaths.acceptInvite} element={page(<AcceptInvitePage />)} />
      <Route element={page(<SignedInLayout />)}>
        <Route index element={page(<OverviewPage />)} />
        <Route path={dashboardPaths.twoFactor} element={page(<TwoFactorPage />)} />
        <Route path={dashboardPaths.transactions} element={page(<TransactionsPage />)} />
        <Route path="/transactions/:id" element={page(<TransactionPage />)} />
        <Route path={dashboardPaths.developers} element={page(<DevelopersPage />)} />
        <Route path={dashboardPaths.team} element={page(<TeamPage />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
