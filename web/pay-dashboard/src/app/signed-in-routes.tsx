import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { dashboardPaths } from '../lib/paths';
import { withLoading } from './router';
import SignedInLayout from './signed-in-layout';

const TwoFactorPage = lazy(() => import('../features/account/pages/two-factor-page'));
const OverviewPage = lazy(() => import('../features/overview/pages/overview-page'));
const TransactionsPage = lazy(() => import('../features/transactions/pages/transactions-page'));
const TransactionPage = lazy(() => import('../features/transactions/pages/transaction-page'));
const DevelopersPage = lazy(() => import('../features/developers/pages/developers-page'));
const TeamPage = lazy(() => import('../features/team/pages/team-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** Every page behind the session, in the signed-in frame (session, `/me`, role-aware navigation); each page its own chunk. */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<SignedInLayout />}>
        <Route index element={withLoading(<OverviewPage />)} />
        <Route path={dashboardPaths.twoFactor} element={withLoading(<TwoFactorPage />)} />
        <Route path={dashboardPaths.transactions} element={withLoading(<TransactionsPage />)} />
        <Route path="/transactions/:id" element={withLoading(<TransactionPage />)} />
        <Route path={dashboardPaths.developers} element={withLoading(<DevelopersPage />)} />
        <Route path={dashboardPaths.team} element={withLoading(<TeamPage />)} />
        <Route path="*" element={withLoading(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
