import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { adminPaths } from '../../config/admin-paths';
import { AdminShell } from './components/admin-shell';
import { AdminPlaceholderPage } from './pages/admin-placeholder-page';
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

const built = new Map<string, ComponentType>([
  [adminPaths.dashboard.path, DashboardPage],
  [adminPaths.orders.path, AdminOrdersPage],
  [adminPaths.orderDetails.path, AdminOrderDetailsPage],
  [adminPaths.categories.path, AdminCategoriesPage],
  [adminPaths.products.path, AdminProductsPage],
  [adminPaths.users.path, AdminUsersPage],
  [adminPaths.viewUser.path, AdminViewUserPage],
  [adminPaths.addUser.path, AdminAddUserPage],
  [adminPaths.editUser.path, AdminEditUserPage],
  [adminPaths.remakeRequests.path, RemakeRequestsPage],
  [adminPaths.auditLog.path, AuditLogPage],
  [adminPaths.reviews.path, AdminReviewsPage],
  [adminPaths.reviewDetails.path, AdminReviewDetailsPage],
  [adminPaths.generalSettings.path, GeneralSettingsPage],
  [adminPaths.securitySettings.path, SecuritySettingsPage],
]);

/**
 * The admin tree: one chunk, loaded only for members of the admin group (see the gate in the app
 * router), so shoppers never download it. Its pages are static imports so they stay in that chunk.
 */
export default function AdminApp() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<Navigate to={adminPaths.dashboard.getHref()} replace />} />
        {Object.values(adminPaths).map(({ path }) => {
          const Page = built.get(path);
          return <Route key={path} path={path.replace('/admin/', '')} element={Page ? <Page /> : <AdminPlaceholderPage path={path} />} />;
        })}
        <Route path="*" element={<Navigate to={adminPaths.dashboard.getHref()} replace />} />
      </Routes>
    </AdminShell>
  );
}
