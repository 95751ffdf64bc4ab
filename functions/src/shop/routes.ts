import { defineRoutes } from '../lib/http/route-entry';

/**
 * The Shop API, mounted under `/api/v1`. One entry per route: infrastructure, the local gateway and the
 * tests are all derived from this list.
 */
export const routes = defineRoutes([
  { method: 'GET', path: '/health', handler: 'shop/health/get-health.ts', access: 'public', needs: [] },
  { method: 'GET', path: '/category/fetch-all-categories', handler: 'shop/category/fetch-all-categories.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/product/fetch-all-products', handler: 'shop/product/fetch-all-products.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/product/fetch-products-by-ids', handler: 'shop/product/fetch-products-by-ids.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/product/{id}', handler: 'shop/product/get-product.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/setting/fetch-shop-settings', handler: 'shop/setting/fetch-shop-settings.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/auth/signUp-otp', handler: 'shop/auth/send-signup-otp.ts', access: 'public', needs: ['table:read', 'table:write', 'mail:send', 'users:read', 'secret:otp'] },
  { method: 'POST', path: '/auth/resend-otp', handler: 'shop/auth/resend-otp.ts', access: 'public', needs: ['table:read', 'table:write', 'mail:send', 'users:read', 'secret:otp'] },
  { method: 'POST', path: '/auth/signup', handler: 'shop/auth/sign-up.ts', access: 'public', needs: ['table:read', 'table:write', 'users:write', 'secret:otp'] },
  { method: 'POST', path: '/auth/login', handler: 'shop/auth/log-in.ts', access: 'public', needs: ['table:read', 'table:write', 'users:read'] },
  { method: 'POST', path: '/auth/refresh', handler: 'shop/auth/refresh-session.ts', access: 'public', needs: ['table:read', 'table:write', 'users:read'] },
  { method: 'POST', path: '/auth/logout', handler: 'shop/auth/log-out.ts', access: 'public', needs: ['table:write'] },
  { method: 'POST', path: '/auth/forgot-password', handler: 'shop/auth/forgot-password.ts', access: 'public', needs: ['table:read', 'table:write', 'mail:send', 'users:read', 'secret:otp'] },
  { method: 'POST', path: '/auth/reset-password', handler: 'shop/auth/reset-password.ts', access: 'public', needs: ['table:read', 'table:write', 'users:write', 'secret:otp'] },
  { method: 'POST', path: '/auth/change-password', handler: 'shop/auth/change-password.ts', access: 'customer', needs: ['table:read', 'table:write', 'users:write'] },
  { method: 'GET', path: '/user/me', handler: 'shop/user/get-me.ts', access: 'customer', needs: ['table:read', 'table:write', 'users:read'] },
  { method: 'POST', path: '/user/update-profile', handler: 'shop/user/update-profile.ts', access: 'customer', needs: ['table:read', 'table:write', 'users:read'] },
  { method: 'POST', path: '/user/delete-account', handler: 'shop/auth/delete-account.ts', access: 'customer', needs: ['table:read', 'table:write', 'users:write'] },
  { method: 'POST', path: '/media/upload-url', handler: 'shop/media/create-upload-url.ts', access: 'customer', needs: ['images:write'] },
  { method: 'POST', path: '/order/add-delivery-details', handler: 'shop/delivery-details/add-delivery-details.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/order/update-delivery-details', handler: 'shop/delivery-details/update-delivery-details.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/order/delete-delivery-details', handler: 'shop/delivery-details/delete-delivery-details.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/measurement/add-measurements', handler: 'shop/measurement/add-measurements.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/measurement/update-measurements', handler: 'shop/measurement/update-measurements.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/measurement/delete-measurements', handler: 'shop/measurement/delete-measurements.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/order/add-order', handler: 'shop/order/add-order.ts', access: 'customer', needs: ['table:read', 'table:write', 'users:read', 'mail:send', 'secret:pay'] },
  { method: 'POST', path: '/order/verify-payment', handler: 'shop/order/verify-payment.ts', access: 'customer', needs: ['table:read', 'table:write', 'mail:send', 'secret:pay'] },
  { method: 'POST', path: '/order/pay-again', handler: 'shop/order/pay-again.ts', access: 'customer', needs: ['table:read', 'table:write', 'mail:send', 'secret:pay'] },
  { method: 'GET', path: '/order/fetch-my-orders', handler: 'shop/order/fetch-my-orders.ts', access: 'customer', needs: ['table:read'] },
  { method: 'POST', path: '/order/fetch-order-byID', handler: 'shop/order/fetch-order-by-id.ts', access: 'customer', needs: ['table:read'] },
  { method: 'POST', path: '/order/request-remake', handler: 'shop/order/request-remake.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/pay/webhook', handler: 'shop/order/receive-pay-webhook.ts', access: 'public', needs: ['table:read', 'table:write', 'mail:send', 'secret:pay'] },
  { method: 'GET', path: '/notification/fetch-my-notifications', handler: 'shop/notification/fetch-my-notifications.ts', access: 'customer', needs: ['table:read'] },
  { method: 'POST', path: '/notification/read-notification', handler: 'shop/notification/read-notification.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/notification/read-all-notification', handler: 'shop/notification/read-all-notification.ts', access: 'customer', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/admin/fetch-audit-log', handler: 'shop/audit/fetch-audit-log.ts', access: 'admin', needs: ['table:read'] },
]);
