import type { ComponentType } from 'react';
import { Route, Routes } from '../../lib/router/routes';
import { Navigate } from '../../lib/router/navigate';
import { adminPaths } from '../../config/admin-paths';
import { AdminShell } from './components/admin-shell';
import { AddCategoryPage, AddProductPage, EditCategoryPage } from './pages/catalogue-form-pages';
import AdminCategoriesPage from './pages/categories-page';
import DashboardPage from './pages/dashboard-page';
import AdminOrderDetailsPage from './pages/order-details-page';
import AdminOrdersPage from './pages/orders-page';
import AdminProductsPage from './pages/products-page';
import { AdminAddUserPage, AdminEditUserPage } from './pages/user-form-page';
import AdminUsersPage from './pages/users-page';
import AdminViewUserPage from './pages/view-user-page';
import AuditLogPage from './pages/audit-log-page';
import RemakeRequestsPage from './pages/remake-requests-page';
import AdminReviewDetailsPage from './pages/review-details-page';
import AdminReviewsPage from './pages/reviews-page';
import GeneralSettingsPage from './pages/general-settings-page';
import SecuritySettingsPage from './pages/security-settings-page';

/** Every admin route of SPEC §2 has its page (the record's type makes a new path without one a type error). */
const pages: Record<keyof typeof adminPaths, ComponentType> = {
  dashboard: DashboardPage,
  orders: AdminOrdersPage,
  orderDetails: AdminOrderDetailsPage,
  categories: AdminCategoriesPage,
  addCategory: AddCategoryPage,
  editCategory: EditCategoryPage,
  products: AdminProductsPage,
  addProduct: AddProductPage,
  users: AdminUsersPage,
  viewUser: AdminViewUserPage,
  addUser: AdminAddUserPage,
  editUser: AdminEditUserPage,
  remakeRequests: RemakeRequestsPage,
  auditLog: AuditLogPage,
  reviews: AdminReviewsPage,
  reviewDetails: AdminReviewDetailsPage,
  generalSettings: GeneralSettingsPage,
  securitySettings: SecuritySettingsPage,
};

/**
 * The admin tree: one chunk, loaded only for members of the admin group (see the gate in the app
 * router), so shoppers never download it. Its pages are static imports so they stay in that chunk.
 */
export default function AdminApp() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<Navigate to={adminPaths.dashboard.getHref()} replace />} />
        {Object.entries(adminPaths).map(([name, { path }]) => {
          const Page = pages[name as keyof typeof adminPaths];
          return <Route key={path} path={path.replace('/admin/', '')} element={<Page />} />;
        })}
        <Route path="*" element={<Navigate to={adminPaths.dashboard.getHref()} replace />} />
      </Routes>
    </AdminShell>
  );
}
