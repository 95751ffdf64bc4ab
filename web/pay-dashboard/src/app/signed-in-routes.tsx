import { lazy } from 'react';
import { Route, Routes } from '../../../src/lib/router/routes';
import { dashboardPaths } from '../lib/paths';
import { withLoading } from './with-loading';
import SignedInLayout from './signed-in-layout';

const TwoFactorPage = lazy(() => import('../features/account/pages/two-factor-page'));
const OverviewPage = lazy(() => import('../features/overview/pages/overview-page'));
const TransactionsPage = lazy(() => import('../features/transactions/pages/transactions-page'));
const TransactionPage = lazy(() => import('../features/transactions/pages/transaction-page'));
// Customers and plans (issue 23, item 3).
const CustomersPage = lazy(() => import('../features/customers/pages/customers-page'));
const NewCustomerPage = lazy(() => import('../features/customers/pages/new-customer-page'));
const CustomerPage = lazy(() => import('../features/customers/pages/customer-page'));
const EditCustomerPage = lazy(() => import('../features/customers/pages/edit-customer-page'));
const PlansPage = lazy(() => import('../features/plans/pages/plans-page'));
const NewPlanPage = lazy(() => import('../features/plans/pages/new-plan-page'));
const PlanPage = lazy(() => import('../features/plans/pages/plan-page'));
const EditPlanPage = lazy(() => import('../features/plans/pages/edit-plan-page'));
const DevelopersPage = lazy(() => import('../features/developers/pages/developers-page'));
const TeamPage = lazy(() => import('../features/team/pages/team-page'));
const SubscriptionsPage = lazy(() => import('../features/subscriptions/pages/subscriptions-page'));
const SubscriptionPage = lazy(() => import('../features/subscriptions/pages/subscription-page'));
const SubaccountsPage = lazy(() => import('../features/subaccounts/pages/subaccounts-page'));
const NewSubaccountPage = lazy(() => import('../features/subaccounts/pages/new-subaccount-page'));
const SubaccountPage = lazy(() => import('../features/subaccounts/pages/subaccount-page'));
const EditSubaccountPage = lazy(() => import('../features/subaccounts/pages/edit-subaccount-page'));
// Splits and transfers (issue 23, item 3).
const SplitsPage = lazy(() => import('../features/splits/pages/splits-page'));
const NewSplitPage = lazy(() => import('../features/splits/pages/new-split-page'));
const SplitPage = lazy(() => import('../features/splits/pages/split-page'));
const TransfersPage = lazy(() => import('../features/transfers/pages/transfers-page'));
const NewTransferPage = lazy(() => import('../features/transfers/pages/new-transfer-page'));
const RecipientsPage = lazy(() => import('../features/transfers/pages/recipients-page'));
const TransferPage = lazy(() => import('../features/transfers/pages/transfer-page'));
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
        <Route path={dashboardPaths.customers} element={withLoading(<CustomersPage />)} />
        <Route path={dashboardPaths.newCustomer} element={withLoading(<NewCustomerPage />)} />
        <Route path="/customers/:code" element={withLoading(<CustomerPage />)} />
        <Route path="/customers/:code/edit" element={withLoading(<EditCustomerPage />)} />
        <Route path={dashboardPaths.plans} element={withLoading(<PlansPage />)} />
        <Route path={dashboardPaths.newPlan} element={withLoading(<NewPlanPage />)} />
        <Route path="/plans/:code" element={withLoading(<PlanPage />)} />
        <Route path="/plans/:code/edit" element={withLoading(<EditPlanPage />)} />
        <Route path={dashboardPaths.developers} element={withLoading(<DevelopersPage />)} />
        <Route path={dashboardPaths.team} element={withLoading(<TeamPage />)} />
        <Route path={dashboardPaths.subscriptions} element={withLoading(<SubscriptionsPage />)} />
        <Route path="/subscriptions/:code" element={withLoading(<SubscriptionPage />)} />
        <Route path={dashboardPaths.subaccounts} element={withLoading(<SubaccountsPage />)} />
        <Route path={dashboardPaths.newSubaccount} element={withLoading(<NewSubaccountPage />)} />
        <Route path="/subaccounts/:code" element={withLoading(<SubaccountPage />)} />
        <Route path="/subaccounts/:code/edit" element={withLoading(<EditSubaccountPage />)} />
        <Route path={dashboardPaths.splits} element={withLoading(<SplitsPage />)} />
        <Route path={dashboardPaths.newSplit} element={withLoading(<NewSplitPage />)} />
        <Route path="/splits/:id" element={withLoading(<SplitPage />)} />
        <Route path={dashboardPaths.transfers} element={withLoading(<TransfersPage />)} />
        <Route path={dashboardPaths.newTransfer} element={withLoading(<NewTransferPage />)} />
        <Route path={dashboardPaths.recipients} element={withLoading(<RecipientsPage />)} />
        <Route path="/transfers/:id" element={withLoading(<TransferPage />)} />
        <Route path="*" element={withLoading(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
