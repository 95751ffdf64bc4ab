import { lazy, Suspense } from 'react';
import { Route, Routes } from '../lib/router/routes';
import { Navigate } from '../lib/router/navigate';
import { paths } from '../config/paths';
import HomePage from '../features/catalog/pages/home-page';
import { PageFallback } from './layout/page-fallback';
import { StorefrontLayout } from './layout/storefront-layout';

const AdminGate = lazy(() => import('./admin-gate'));
const ProductsPage = lazy(() => import('../features/catalog/pages/products-page'));
const MenuPage = lazy(() => import('../features/catalog/pages/menu-page'));
const CartPage = lazy(() => import('../features/cart/pages/cart-page'));
const AboutPage = lazy(() => import('../features/info/pages/about-page'));
const NotFoundPage = lazy(() => import('../features/info/pages/not-found-page'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const SignupOtpPage = lazy(() => import('../features/auth/pages/signup-otp-page'));
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page'));
const GoogleCallbackPage = lazy(() => import('../features/auth/pages/google-callback-page'));
const SettingsPage = lazy(() => import('../features/account/pages/settings-page'));
const OrderPage = lazy(() => import('../features/orders/pages/order-page'));
const OrdersPage = lazy(() => import('../features/orders/pages/orders-page'));
const OrderDetailsPage = lazy(() => import('../features/orders/pages/order-details-page'));
const InboxPage = lazy(() => import('../features/notifications/pages/inbox-page'));

/**
 * Every route of SPEC §2. The home page ships in the entry chunk (it is the landing page); every other
 * page is its own chunk, and the admin tree loads only behind its gate.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/products" element={<Navigate to={paths.products.getHref('all')} replace />} />
        <Route path={paths.products.path} element={<ProductsPage />} />
        <Route path={paths.aboutUs.path} element={<AboutPage />} />
        <Route path={paths.about.path} element={<AboutPage />} />
        <Route path={paths.menu.path} element={<MenuPage />} />
        <Route path={paths.register.path} element={<RegisterPage />} />
        <Route path={paths.signupOtp.path} element={<SignupOtpPage />} />
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
        <Route path={paths.googleCallback.path} element={<GoogleCallbackPage />} />
        <Route path={paths.checkout.path} element={<CartPage />} />
        <Route path={paths.order.path} element={<OrderPage />} />
        <Route path={paths.orders.path} element={<OrdersPage />} />
        <Route path={paths.orderDetails.path} element={<OrderDetailsPage />} />
        <Route path={paths.inbox.path} element={<InboxPage />} />
        <Route path={paths.settings.path} element={<Navigate to={paths.settings.getHref()} replace />} />
        <Route path={paths.settingsSection.path} element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The back office has its own frame (see the admin shell), not the shop's header and footer. */}
      <Route
        path={paths.admin.path}
        element={
          <Suspense fallback={<PageFallback />}>
            <AdminGate />
          </Suspense>
        }
      />
    </Routes>
  );
}
