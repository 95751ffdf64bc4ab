import type { RouteEntry, StaffRole } from '../../functions/src/lib/http/route-entry';
import { newWebhookEvent } from '../../functions/src/pay/webhook/outbox';
import type { Notification } from '../../functions/src/shop/notification/contract';
import { routes as payRoutes } from '../../functions/src/pay/routes';
import { routes as shopRoutes } from '../../functions/src/shop/routes';
import { defaultShopSettings } from '../../functions/src/shop/setting/contract';
import { strongPassword } from '../support/accounts';
import { seededAdminToken } from '../support/admin';
import { api, payApi, type ApiOptions, type ApiResponse } from '../support/api-client';
import { until } from '../support/concurrency';
import { catalog, orderBody, placed, registerShopper } from '../support/orders';
import { testStack } from '../support/stack';
import { scanItems } from '../support/table-scan';
import { staffSession } from '../support/pay-staff';
import { accessTokenFor } from '../support/tokens';
import { cardBody, createTestMerchant, paidTransaction, pay, webhookEvents } from './pay-helpers';

/**
 * Every route of both route tables, called by every kind of caller with requests that name the victim's
 * objects (customer A's on the Shop, merchant X's on Pay). The route list comes from the tables; only the
 * request each route gets is written here, and a route without one fails the test.
 */

type Product = 'shop' | 'pay';
type ShopCaller = 'anonymous' | 'customerA' | 'customerB' | 'admin';
type PayCaller = 'anonymous' | 'forgedKey' | 'xPublic' | 'xSecret' | 'yPublic' | 'ySecret' | StaffCaller;
/** Pay's dashboard: merchant X's staff in each role, and an owner of merchant Y (staff pool access tokens). */
type StaffCaller = 'xOwner' | 'xDeveloper' | 'xSupport' | 'yOwner';
type Caller = ShopCaller | PayCaller;

const shopCallers: readonly ShopCaller[] = ['anonymous', 'customerA', 'customerB', 'admin'];
const payCallers: readonly PayCaller[] = ['anonymous', 'forgedKey', 'xPublic', 'xSecret', 'yPublic', 'ySecret', 'xOwner', 'xDeveloper', 'xSupport', 'yOwner'];
const staffCallers: Record<StaffCaller, { merchant: 'x' | 'y'; role: StaffRole }> = {
  xOwner: { merchant: 'x', role: 'owner' },
  xDeveloper: { merchant: 'x', role: 'developer' },
  xSupport: { merchant: 'x', role: 'support' },
  yOwner: { merchant: 'y', role: 'owner' },
};
const isStaffCaller = (caller: Caller): caller is StaffCaller => caller in staffCallers;

/** Customer A's objects, which B and the admin-as-customer must never read or change. */
interface ShopVictim {
  uuid: string;
  email: string;
  password: string;
  orderID: string;
  accessCode: string;
  addressId: string;
  measurementId: string;
  notificationId: string;
}

/** Merchant X's transaction, which merchant Y must never read or change. */
interface PayVictim {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  authorizationCode: string;
  /** A refund of that transaction, which merchant Y must not fetch. */
  refundId: number;
  /** X's customer for that e-mail (made by the transaction). */
  customerCode: string;
  /** X's subaccount and a split of X's naming it. */
  subaccountCode: string;
  splitCode: string;
  /** X's transfer recipient, and a transfer to it waiting for its OTP. */
  recipientCode: string;
  transferCode: string;
  transferReference: string;
  /** X's plan, and that customer's subscription to it (with its e-mail token), which merchant Y must not see or move. */
  planCode: string;
  subscriptionCode: string;
  emailToken: string;
  /** Another plan and customer (with a card) of X's, for X's own subscription create: the victim's card is deactivated by then. */
  sparePlanCode: string;
  spareCustomerCode: string;
  /** A webhook event of X's (the dashboard's delivery log). */
  webhookEventId: string;
}

interface Fixture {
  a: ShopVictim;
  /** A product anyone may order, so add-order reaches its ownership checks. */
  productId: string;
  keys: Record<Exclude<PayCaller, 'anonymous'>, string>;
  x: PayVictim;
}

interface MatrixRequest {
  /** Values for the path's `{param}`s. */
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}

/** `caller` is the calling merchant's public key for the pop-up routes, which also carry it in the body. */
type RequestFor = (fixture: Fixture, callerKey: string | undefined) => MatrixRequest;

const anotherPassword = 'Adire-Indigo-2025';
const newAddress = { name: 'B Intruder', phone: '+2348011111111', address: '1 Marina', state: 'Lagos', city: 'Lagos Island', default: true };
const newMeasures = { name: 'Intruder', chest: 50, waist: 50, sleeve: 10 };
const defaultSettingsBody = {
  businessName: defaultShopSettings.businessName,
  email: defaultShopSettings.email,
  phone: defaultShopSettings.phone,
  pickupAddress: { address: defaultShopSettings.pickupAddress.address, city: defaultShopSettings.pickupAddress.city, state: defaultShopSettings.pickupAddress.state },
  deliveryFee: defaultShopSettings.deliveryFee,
};

/** The request each route gets, keyed `METHOD path` exactly as in the route tables. */
const requests: Record<Product, Record<string, RequestFor>> = {
  shop: {
    'GET /health': () => ({}),
    'GET /category/fetch-all-categories': () => ({}),
    'GET /product/fetch-all-products': () => ({ query: 'limit=5' }),
    'POST /product/fetch-products-by-ids': ({ a }) => ({ body: { ids: [a.orderID] } }),
    'GET /product/{id}': ({ a }) => ({ params: { id: a.orderID } }),
    'GET /setting/fetch-shop-settings': () => ({}),
    'POST /auth/signUp-otp': ({ a }) => ({ body: { email: a.email, firstName: 'Intruder' } }),
    'POST /auth/resend-otp': ({ a }) => ({ body: { email: a.email, purpose: 'recovery' } }),
    'POST /auth/signup': ({ a }) => ({ body: { firstName: 'B', lastName: 'Intruder', email: a.email, password: strongPassword, phone: '+2348011111111', country: 'Nigeria', state: 'Lagos', city: 'Ikeja', address: '1 Marina', otp: '000000' } }),
    'POST /auth/login': ({ a }) => ({ body: { email: a.email, password: strongPassword } }),
    'POST /auth/refresh': () => ({ body: {} }),
    // Cognito refuses a refresh token it never issued; only a Google user's own token starts a session.
    'POST /auth/google-session': () => ({ body: { refreshToken: 'forged-refresh-token' } }),
    'POST /auth/logout': () => ({ body: {} }),
    'POST /auth/logout-everywhere': () => ({ body: {} }),
    'POST /auth/forgot-password': ({ a }) => ({ body: { email: a.email } }),
    'POST /auth/reset-password': ({ a }) => ({ body: { email: a.email, otp: '000000', password: strongPassword } }),
    'POST /auth/change-password': ({ a }) => ({ body: { oldPassword: a.password, newPassword: strongPassword } }),
    'GET /user/me': () => ({}),
    // An intruder changes its own profile (the uuid is not the caller's to choose): 'Shop' keeps the seeded admin's name,
    // which later journeys read in the audit log, while the victim (Ada) would visibly change.
    'POST /user/update-profile': ({ a }) => ({ body: { uuid: a.uuid, email: a.email, firstName: 'Shop' } }),
    'POST /user/delete-account': ({ a }) => ({ body: { password: a.password, uuid: a.uuid } }),
    'POST /media/upload-url': () => ({ body: { kind: 'avatar', contentType: 'image/png', size: 1024 } }),
    'POST /order/add-delivery-details': ({ a }) => ({ body: { userId: a.uuid, deliveryDetails: newAddress } }),
    'POST /order/update-delivery-details': ({ a }) => ({ body: { id: a.addressId, deliveryDetails: newAddress } }),
    'POST /order/delete-delivery-details': ({ a }) => ({ body: { id: a.addressId } }),
    'POST /measurement/add-measurements': ({ a }) => ({ body: { userId: a.uuid, measurements: newMeasures } }),
    'POST /measurement/update-measurements': ({ a }) => ({ body: { id: a.measurementId, measurements: newMeasures } }),
    'POST /measurement/delete-measurements': ({ a }) => ({ body: { id: a.measurementId } }),
    'POST /order/add-order': ({ a, productId }) => ({ body: { items: [{ productId, quantity: 1 }], delivery: true, deliveryDetailsId: a.addressId, measurementId: a.measurementId, idempotencyKey: `matrix-${a.orderID}` } }),
    'POST /order/verify-payment': ({ a }) => ({ body: { orderID: a.orderID } }),
    'POST /order/pay-again': ({ a }) => ({ body: { orderID: a.orderID } }),
    'GET /order/fetch-my-orders': () => ({ query: 'limit=50' }),
    'POST /order/fetch-order-byID': ({ a }) => ({ body: { orderID: a.orderID } }),
    'POST /order/request-remake': ({ a }) => ({ body: { orderID: a.orderID, itemIndex: 0, reason: 'Too tight' } }),
    // A cancels A's own unpaid order (later rows' calls on it are refused as cancelled, never as someone else's).
    'POST /order/cancel-order': ({ a }) => ({ body: { orderID: a.orderID } }),
    // Unsigned: Pay's signature is the webhook's only credential.
    'POST /pay/webhook': ({ a }) => ({ body: { event: 'charge.success', data: { reference: a.orderID, amount: 1, currency: 'NGN', status: 'success' } } }),
    'GET /notification/fetch-my-notifications': () => ({ query: 'limit=50' }),
    'POST /notification/read-notification': ({ a }) => ({ body: { id: a.notificationId } }),
    'POST /notification/read-all-notification': ({ a }) => ({ body: { userId: a.uuid } }),
    'GET /admin/fetch-audit-log': () => ({}),
    'GET /admin/order/fetch-all-orders': () => ({}),
    'POST /admin/order/fetch-order-byID': ({ a }) => ({ body: { orderID: a.orderID } }),
    'POST /admin/order/update-order-status': ({ a }) => ({ body: { orderID: a.orderID, status: 'processing' } }),
    'POST /admin/order/cancel-order': ({ a }) => ({ body: { orderID: a.orderID, reason: 'Matrix check' } }),
    // A's order is unpaid: the admin gets past the authorizer and validation to a 409.
    'POST /admin/order/refund-order': ({ a }) => ({ body: { orderID: a.orderID, amount: 100, reason: 'Matrix check', idempotencyKey: '00000000-0000-4000-8000-000000000020' } }),
    'GET /admin/order/export-orders': ({ a }) => ({ query: `q=${encodeURIComponent(a.email)}` }),
    'POST /admin/order/settle-remake': ({ a }) => ({ body: { orderID: a.orderID, requestId: 'no-such-request', outcome: 'partial_refund', amount: 100, note: 'Matrix check', idempotencyKey: '00000000-0000-4000-8000-000000000021' } }),
    'POST /admin/media/upload-url': () => ({ body: { kind: 'product', contentType: 'image/png', size: 1024 } }),
    // Catalogue writes are about the shop's own items; an invalid body proves the caller got past the authorizer.
    'POST /admin/product/add-product': () => ({ body: {} }),
    'POST /admin/product/update-product': () => ({ body: { id: 'no-such-product' } }),
    'POST /admin/product/delete-product': () => ({ body: { id: 'no-such-product' } }),
    'POST /admin/category/add-category': () => ({ body: {} }),
    'POST /admin/category/update-category': () => ({ body: { id: 'no-such-category' } }),
    'POST /admin/category/delete-category': () => ({ body: { id: 'no-such-category' } }),
    'GET /admin/dashboard': () => ({}),
    'GET /admin/user/fetch-all-users': ({ a }) => ({ query: `q=${encodeURIComponent(a.email)}` }),
    'POST /admin/user/fetch-user-byID': ({ a }) => ({ body: { id: a.uuid } }),
    'POST /admin/user/set-admin': ({ a }) => ({ body: { id: a.uuid, admin: false } }),
    'POST /admin/user/delete-user': ({ a }) => ({ body: { id: a.uuid } }),
    // The users section's writes: a new user (nobody's object), then customer A's profile and measurement set.
    'POST /admin/user/add-user': () => ({ body: { firstName: 'Matrix', lastName: 'Added', email: `matrix-added-${Date.now()}@example.com`, phone: '+2348000000000' } }),
    'POST /admin/user/update-user': ({ a }) => ({ body: { id: a.uuid, city: 'Ikeja' } }),
    'POST /admin/user/update-measurements': ({ a }) => ({ body: { userId: a.uuid, id: a.measurementId, measurements: { name: 'Matrix', chest: 40 } } }),
    'POST /admin/user/delete-measurements': ({ a }) => ({ body: { userId: a.uuid, id: a.measurementId } }),
    'POST /order/fetch-my-remake-requests': ({ a }) => ({ body: { orderID: a.orderID } }),
    'GET /admin/order/fetch-remake-requests': ({ a }) => ({ query: `status=open&orderID=${a.orderID}` }),
    // A request id nobody made: the admin gets past the authorizer and validation to a 404.
    'POST /admin/order/accept-remake': ({ a }) => ({ body: { orderID: a.orderID, requestId: 'no-such-request' } }),
    'POST /admin/order/decline-remake': ({ a }) => ({ body: { orderID: a.orderID, requestId: 'no-such-request', reason: 'Worn before the complaint' } }),
    // Reviews: A's order is unpaid, so even A is refused a review (409); others' orders are "not found".
    'POST /review/add-review': ({ a, productId }) => ({ body: { orderID: a.orderID, productId, rating: 5, title: 'Matrix', text: 'Matrix review' } }),
    'GET /review/fetch-my-reviews': ({ a }) => ({ query: `orderID=${encodeURIComponent(a.orderID)}` }),
    'GET /product/{id}/reviews': ({ productId }) => ({ params: { id: productId } }),
    'GET /admin/review/fetch-all-reviews': () => ({ query: 'status=pending' }),
    'POST /admin/review/fetch-review-byID': () => ({ body: { id: 'no-such-review' } }),
    'POST /admin/review/update-review-status': () => ({ body: { id: 'no-such-review', status: 'approved' } }),
    'POST /admin/review/delete-review': () => ({ body: { id: 'no-such-review' } }),
    // Settings and two-factor sign-in: the owner's settings body restores the defaults, so the run's prices stay.
    'POST /admin/setting/update-shop-settings': () => ({ body: defaultSettingsBody }),
    'POST /auth/login-totp': () => ({ body: { challenge: 'forged.challenge.value', code: '000000' } }),
    'GET /auth/fetch-two-factor': () => ({}),
    'POST /auth/start-two-factor': () => ({ body: {} }),
    // Two-factor sign-in acts on the caller's own factor; A has no app here, so A's code is wrong (400).
    'POST /auth/confirm-two-factor': () => ({ body: { code: '000000', password: anotherPassword } }),
    'POST /auth/disable-two-factor': () => ({ body: { code: '000000' } }),
    // Saved cards are read from Pay by the caller's own e-mail; a card id nobody has is "not found" to everyone,
    // and paying A's order with it is refused before any payment attempt is claimed.
    'GET /user/fetch-saved-cards': () => ({}),
    'POST /user/remove-saved-card': () => ({ body: { cardId: 'card-nobody-has-000000' } }),
    'POST /order/pay-with-saved-card': ({ a }) => ({ body: { orderID: a.orderID, cardId: 'card-nobody-has-000000' } }),
  },
  pay: {
    'GET /health': () => ({}),
    'GET /popup': ({ x }) => ({ query: `origin=https%3A%2F%2Fmerchant.example&access_code=${x.accessCode}` }),
    'GET /pay/{access_code}': ({ x }) => ({ params: { access_code: x.accessCode } }),
    'POST /transaction/initialize': () => ({ body: { email: 'matrix-own@example.com', amount: 100000 } }),
    'GET /transaction/verify/{reference}': ({ x }) => ({ params: { reference: x.reference } }),
    'GET /transaction': () => ({ query: 'perPage=100' }),
    'GET /transaction/totals': () => ({ query: 'from=2020-01-01' }),
    'GET /transaction/export': () => ({ query: 'status=success' }),
    // The signed token is the capability: a forged one is "not found" to every caller.
    'GET /transaction/export/download/{token}': () => ({ params: { token: 'eyJtIjoiMCJ9.forged' } }),
    'GET /transaction/timeline/{id_or_reference}': ({ x }) => ({ params: { id_or_reference: x.reference } }),
    'GET /transaction/{id}': ({ x }) => ({ params: { id: String(x.id) } }),
    // X's transaction is paid, so even X's own cancel is refused (409) and changes nothing.
    'POST /transaction/cancel/{reference}': ({ x }) => ({ params: { reference: x.reference } }),
    'POST /transaction/charge_authorization': ({ x }) => ({ body: { authorization_code: x.authorizationCode, email: x.email, amount: 100000 } }),
    'POST /transaction/check_authorization': ({ x }) => ({ body: { authorization_code: x.authorizationCode, email: x.email, amount: 100000 } }),
    'POST /transaction/partial_debit': ({ x }) => ({ body: { authorization_code: x.authorizationCode, email: x.email, amount: 100000, currency: 'NGN', at_least: 100 } }),
    // X's owner refunds 100 kobo of its paid transaction; Y naming it (by reference) must get "not found".
    'POST /refund': ({ x }) => ({ body: { transaction: x.reference, amount: 100 } }),
    'GET /refund': ({ x }) => ({ query: `transaction=${encodeURIComponent(x.reference)}` }),
    'GET /refund/{id}': ({ x }) => ({ params: { id: String(x.refundId) } }),
    'POST /checkout/request_inline': (_, key) => ({ body: { key: key ?? 'pk_test_missing', email: 'matrix-own@example.com', amount: 100000 } }),
    'GET /transaction/verify_access_code/{code}': ({ x }) => ({ params: { code: x.accessCode } }),
    'POST /transaction/update_log/{id}': ({ x }) => ({ params: { id: String(x.id) }, body: { payload: '{"intruder":true}' } }),
    'POST /transaction/set_ip/{id}': ({ x }) => ({ params: { id: String(x.id) }, body: {} }),
    // Checkout routes take the access code as their capability; X's is already paid, so none may change it.
    'POST /checkout/charge/card': ({ x }) => ({ body: cardBody(x.accessCode, '4084084084084081') }),
    'POST /checkout/charge/pin': ({ x }) => ({ body: { access_code: x.accessCode, pin: '1234' } }),
    'POST /checkout/charge/otp': ({ x }) => ({ body: { access_code: x.accessCode, otp: '123456' } }),
    'POST /checkout/charge/bank_transfer': ({ x }) => ({ body: { access_code: x.accessCode } }),
    'POST /checkout/charge/bank_transfer/sent': ({ x }) => ({ body: { access_code: x.accessCode } }),
    'GET /checkout/status/{access_code}': ({ x }) => ({ params: { access_code: x.accessCode } }),
    'POST /checkout/test/confirm_transfer': ({ x }) => ({ body: { access_code: x.accessCode } }),
    'POST /checkout/cancel': ({ x }) => ({ body: { access_code: x.accessCode } }),
    'POST /checkout/vault/request_code': ({ x }) => ({ body: { access_code: x.accessCode } }),
    'POST /checkout/vault/verify_code': ({ x }) => ({ body: { access_code: x.accessCode, code: '123456' } }),
    'POST /checkout/vault/charge': ({ x }) => ({ body: { access_code: x.accessCode, vault_token: 'vault-token-none', card_id: 'card-none' } }),
    'POST /checkout/vault/remove': ({ x }) => ({ body: { access_code: x.accessCode, vault_token: 'vault-token-none', card_id: 'card-none' } }),
    'POST /applepay/validate-session': ({ x }) => ({ body: { transaction: String(x.id), sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domainName: 'localhost' } }),
    'POST /applepay/charge': ({ x }) => ({ body: { transaction: String(x.id), paymentObject: '{"token":"none"}' } }),
    'POST /customer': () => ({ body: { email: 'matrix-own@example.com', first_name: 'Own' } }),
    'GET /customer': () => ({ query: 'perPage=100' }),
    'GET /customer/{email_or_code}': ({ x }) => ({ params: { email_or_code: x.customerCode } }),
    'PUT /customer/{email_or_code}': ({ x }) => ({ params: { email_or_code: x.email }, body: { first_name: 'Intruder' } }),
    // `allow` keeps X's own call harmless to the calls after it.
    'POST /customer/set_risk_action': ({ x }) => ({ body: { customer: x.customerCode, risk_action: 'allow' } }),
    // X's own call deactivates the card for good: its route comes after charge_authorization in the table.
    'POST /customer/deactivate_authorization': ({ x }) => ({ body: { authorization_code: x.authorizationCode } }),
    'GET /bank': () => ({ query: 'use_cursor=true&perPage=10' }),
    'GET /bank/resolve': () => ({ query: 'account_number=0000000001&bank_code=058' }),
    'POST /subaccount': () => ({ body: { business_name: 'Own vendor', settlement_bank: '058', account_number: '0000000001', percentage_charge: 10 } }),
    'GET /subaccount': () => ({ query: 'perPage=100' }),
    'GET /subaccount/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.subaccountCode } }),
    'PUT /subaccount/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.subaccountCode }, body: { business_name: 'Intruder' } }),
    'POST /split': ({ x }) => ({ body: { name: 'Own split', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: x.subaccountCode, share: 10 }] } }),
    'GET /split': () => ({ query: 'perPage=100' }),
    'GET /split/{id}': ({ x }) => ({ params: { id: x.splitCode } }),
    'PUT /split/{id}': ({ x }) => ({ params: { id: x.splitCode }, body: { name: 'Intruder' } }),
    'POST /split/{id}/subaccount/add': ({ x }) => ({ params: { id: x.splitCode }, body: { subaccount: x.subaccountCode, share: 20 } }),
    // X's own call removes the subaccount from its split: its route is the last of the split routes.
    'POST /split/{id}/subaccount/remove': ({ x }) => ({ params: { id: x.splitCode }, body: { subaccount: x.subaccountCode } }),
    // X's own create answers X's recipient for that account; X's own delete (last) sets it inactive.
    'POST /transferrecipient': () => ({ body: { type: 'nuban', name: 'Matrix payee', account_number: '0000000001', bank_code: '058' } }),
    'POST /transferrecipient/bulk': () => ({ body: { batch: [{ type: 'nuban', name: 'Matrix payee', account_number: '0000000001', bank_code: '058' }] } }),
    'GET /transferrecipient': () => ({ query: 'perPage=100' }),
    'GET /transferrecipient/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.recipientCode } }),
    'PUT /transferrecipient/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.recipientCode }, body: { name: 'Intruder' } }),
    'DELETE /transferrecipient/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.recipientCode } }),
    'POST /transfer': ({ x }) => ({ body: { source: 'balance', amount: 10000, recipient: x.recipientCode, reason: 'Matrix' } }),
    'POST /transfer/finalize_transfer': ({ x }) => ({ body: { transfer_code: x.transferCode, otp: '123456' } }),
    // The OTP switch acts on the caller's own merchant only. The owner's finalize sends a wrong OTP (400, nothing
    // changes), so X's transfers keep their OTP step for the calls after it.
    'POST /transfer/disable_otp': () => ({}),
    'POST /transfer/disable_otp_finalize': () => ({ body: { otp: '000000' } }),
    'POST /transfer/enable_otp': () => ({}),
    'GET /transfer': ({ x }) => ({ query: `perPage=100&recipient=${x.recipientCode}` }),
    'GET /transfer/verify/{reference}': ({ x }) => ({ params: { reference: x.transferReference } }),
    'GET /transfer/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.transferCode } }),
    'GET /balance': () => ({}),
    'GET /balance/ledger': () => ({ query: 'perPage=100' }),
    'POST /plan': () => ({ body: { name: 'Matrix plan', amount: 500000, interval: 'monthly' } }),
    'GET /plan': () => ({ query: 'perPage=100' }),
    'GET /plan/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.planCode } }),
    'PUT /plan/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.planCode }, body: { name: 'Intruder' } }),
    'POST /subscription': ({ x }) => ({ body: { customer: x.spareCustomerCode, plan: x.sparePlanCode, start_date: '2099-01-01T00:00:00Z' } }),
    'GET /subscription': () => ({ query: 'perPage=100' }),
    // X's own disable comes first in the table, so X's own enable then finds it cancelled.
    'POST /subscription/disable': ({ x }) => ({ body: { code: x.subscriptionCode, token: x.emailToken } }),
    'POST /subscription/enable': ({ x }) => ({ body: { code: x.subscriptionCode, token: x.emailToken } }),
    'GET /subscription/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.subscriptionCode } }),
    'GET /subscription/{code}/manage/link': ({ x }) => ({ params: { code: x.subscriptionCode } }),
    'POST /subscription/{code}/manage/email': ({ x }) => ({ params: { code: x.subscriptionCode } }),
    // The manage page's token is its capability: a forged one opens nothing for any caller.
    'GET /subscription/manage/{code}': ({ x }) => ({ params: { code: x.subscriptionCode }, query: 'token=forged-token' }),
    'POST /subscription/manage/{code}/cancel': ({ x }) => ({ params: { code: x.subscriptionCode }, body: { token: 'forged-token' } }),
    'POST /subscription/manage/{code}/card': ({ x }) => ({ params: { code: x.subscriptionCode }, body: { token: 'forged-token', authorization_code: x.authorizationCode } }),
    // Pay's dashboard, A (identity, team, keys, settings).
    'POST /dashboard/api/auth/sign-up': () => ({ body: { businessName: 'Matrix business', email: `matrix-signup-${Date.now()}@example.com`, password: strongPassword } }),
    'POST /dashboard/api/auth/confirm': () => ({ body: { email: 'matrix-nobody@example.com', code: '000000' } }),
    'POST /dashboard/api/auth/log-in': () => ({ body: { email: 'matrix-nobody@example.com', password: strongPassword } }),
    'POST /dashboard/api/auth/log-in-totp': () => ({ body: { challenge: 'forged.challenge.value', code: '000000' } }),
    'POST /dashboard/api/auth/refresh': () => ({ body: { refreshToken: 'forged-refresh-token' } }),
    'POST /dashboard/api/auth/log-out': () => ({ body: {} }),
    'POST /dashboard/api/auth/accept-invite': () => ({ body: { token: 'forged.invite', password: strongPassword } }),
    'GET /dashboard/api/me': () => ({}),
    'POST /dashboard/api/two-factor/start': () => ({ body: {} }),
    'POST /dashboard/api/two-factor/confirm': () => ({ body: { code: '000000' } }),
    'GET /dashboard/api/team': () => ({}),
    'POST /dashboard/api/team/invite': () => ({ body: { email: 'matrix-invitee@example.com', role: 'support' } }),
    'DELETE /dashboard/api/team/{staffId}': () => ({ params: { staffId: 'no-such-staff' } }),
    'GET /dashboard/api/keys': () => ({}),
    'POST /dashboard/api/keys/reveal': () => ({ body: { password: strongPassword } }),
    'POST /dashboard/api/keys/rotate': () => ({ body: { password: strongPassword } }),
    'GET /dashboard/api/settings': () => ({}),
    'PUT /dashboard/api/settings': () => ({ body: { webhookUrl: 'https://matrix.example/webhook', domains: [] } }),

    // Pay's dashboard, subscriptions and subaccounts (issue 23, item 3): X's subscription and subaccount, moved and
    // changed by X's owner and developer, unknown to Y's owner; every role reads the bank list.
    'GET /dashboard/api/subscriptions': () => ({ query: 'perPage=10' }),
    'GET /dashboard/api/subscriptions/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.subscriptionCode } }),
    'POST /dashboard/api/subscriptions/{code}/disable': ({ x }) => ({ params: { code: x.subscriptionCode } }),
    'POST /dashboard/api/subscriptions/{code}/enable': ({ x }) => ({ params: { code: x.subscriptionCode } }),
    'POST /dashboard/api/subscriptions/{code}/manage/email': ({ x }) => ({ params: { code: x.subscriptionCode } }),
    'GET /dashboard/api/subaccounts': () => ({ query: 'perPage=10' }),
    'POST /dashboard/api/subaccounts': () => ({ body: { business_name: 'Dashboard vendor', settlement_bank: '058', account_number: '0000000001', percentage_charge: 10 } }),
    'GET /dashboard/api/subaccounts/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.subaccountCode } }),
    'PUT /dashboard/api/subaccounts/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.subaccountCode }, body: { description: 'Changed in the dashboard' } }),
    'GET /dashboard/api/banks': () => ({}),
    // Pay's dashboard, customers and plans (issue 23, item 3): X's customer and plan, for X's staff and not for Y's.
    'GET /dashboard/api/customers': ({ x }) => ({ query: `email=${encodeURIComponent(x.email)}&perPage=10` }),
    'POST /dashboard/api/customers': () => ({ body: { email: 'matrix-dashboard-own@example.com', first_name: 'Own' } }),
    'GET /dashboard/api/customers/{email_or_code}': ({ x }) => ({ params: { email_or_code: x.customerCode } }),
    'PUT /dashboard/api/customers/{email_or_code}': ({ x }) => ({ params: { email_or_code: x.customerCode }, body: { first_name: 'Intruder' } }),
    // `allow` keeps X's own call harmless to the calls after it.
    'POST /dashboard/api/customers/{email_or_code}/risk-action': ({ x }) => ({ params: { email_or_code: x.customerCode }, body: { risk_action: 'allow' } }),
    'GET /dashboard/api/plans': () => ({ query: 'perPage=100' }),
    'POST /dashboard/api/plans': () => ({ body: { name: 'Matrix dashboard plan', amount: 500000, interval: 'monthly' } }),
    'GET /dashboard/api/plans/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.planCode } }),
    'PUT /dashboard/api/plans/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.planCode }, body: { name: 'Intruder' } }),
    // Pay's dashboard, splits and transfers (issue 23, item 3): X's split, recipient and transfer, seen and changed by X's
    // staff only. The API's own calls ran first: X's split has lost its subaccount (the add below puts it back) and
    // X's transfer was finalized (so the finalize below is refused); the recipient is deleted only among the deletes.
    'GET /dashboard/api/splits': () => ({ query: 'perPage=100&active=true' }),
    'POST /dashboard/api/splits': ({ x }) => ({ body: { name: 'Own split', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: x.subaccountCode, share: 10 }] } }),
    'GET /dashboard/api/splits/{id}': ({ x }) => ({ params: { id: x.splitCode } }),
    'PUT /dashboard/api/splits/{id}': ({ x }) => ({ params: { id: x.splitCode }, body: { name: 'Intruder' } }),
    'POST /dashboard/api/splits/{id}/subaccount/add': ({ x }) => ({ params: { id: x.splitCode }, body: { subaccount: x.subaccountCode, share: 20 } }),
    'POST /dashboard/api/splits/{id}/subaccount/remove': ({ x }) => ({ params: { id: x.splitCode }, body: { subaccount: x.subaccountCode } }),
    'GET /dashboard/api/balance': () => ({}),
    'GET /dashboard/api/transfer-recipients': () => ({ query: 'perPage=100' }),
    'POST /dashboard/api/transfer-recipients': () => ({ body: { type: 'nuban', name: 'Matrix payee', account_number: '0000000001', bank_code: '058' } }),
    'DELETE /dashboard/api/transfer-recipients/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.recipientCode } }),
    'GET /dashboard/api/transfers': ({ x }) => ({ query: `perPage=100&status=otp&recipient=${x.recipientCode}` }),
    'POST /dashboard/api/transfers': ({ x }) => ({ body: { amount: 10000, recipient: x.recipientCode, reason: 'Matrix' } }),
    'POST /dashboard/api/transfers/finalize': ({ x }) => ({ body: { transfer_code: x.transferCode, otp: '123456' } }),
    'GET /dashboard/api/transfers/{id_or_code}': ({ x }) => ({ params: { id_or_code: x.transferCode } }),

    // Pay's dashboard, data (issue 23): X's transaction and webhook event, seen by X's staff and not by Y's.
    'GET /dashboard/api/transactions': ({ x }) => ({ query: `reference=${encodeURIComponent(x.reference)}&perPage=10` }),
    'GET /dashboard/api/transactions/export': () => ({ query: 'status=success' }),
    'GET /dashboard/api/transactions/{id}': ({ x }) => ({ params: { id: String(x.id) } }),
    'POST /dashboard/api/transactions/{id}/refund': ({ x }) => ({ params: { id: String(x.id) }, body: { amount: 100, reason: 'Matrix check' } }),
    'GET /dashboard/api/webhooks': () => ({ query: 'perPage=10' }),
    'POST /dashboard/api/webhooks/test': () => ({}),
    'GET /dashboard/api/webhooks/{eventId}': ({ x }) => ({ params: { eventId: x.webhookEventId } }),
    'POST /dashboard/api/webhooks/{eventId}/resend': ({ x }) => ({ params: { eventId: x.webhookEventId } }),
    'GET /dashboard/api/overview': () => ({}),
  },
};

/**
 * Calls by the victim or the admin whose success would end them for the rest of the run (account gone,
 * password changed, signed out); every refused or intruding caller still calls these routes.
 */
const entitledCallsSkipped = new Set([
  'shop POST /user/delete-account',
  'shop POST /auth/change-password',
  'shop POST /admin/user/delete-user',
  'shop POST /auth/logout',
  'shop POST /auth/logout-everywhere',
  // X's owner rotating X's keys would end X's secret key for the later calls (test/api/pay-dashboard-identity.test.ts rotates).
  'pay POST /dashboard/api/keys/rotate',
]);

/** Owner calls sent an invalid body on purpose (catalogue writes); every other owner call must pass validation. */
const invalidOnPurpose = new Set([
  'shop POST /admin/product/add-product',
  'shop POST /admin/product/update-product',
  'shop POST /admin/category/add-category',
  'shop POST /admin/category/update-category',
  // No authenticator app here, so customer A's code is wrong (400 naming the code field).
  'shop POST /auth/confirm-two-factor',
  // Likewise X's developer's and support's code after /two-factor/start (X's owner, two-factor on, gets 409).
  'pay POST /dashboard/api/two-factor/confirm',
  // A wrong OTP on purpose (see its request): X's transfers keep their OTP step.
  'pay POST /transfer/disable_otp_finalize',
  // X's owner and developer both remove the subaccount from X's split: the second finds it gone (400).
  'pay POST /dashboard/api/splits/{id}/subaccount/remove',
  // X's transfer was finalized by the API's own call before: it no longer awaits an OTP (400).
  'pay POST /dashboard/api/transfers/finalize',
  // Merchant X has no webhook URL, so its staff are asked to set one (400) and nothing is sent.
  'pay POST /dashboard/api/webhooks/test',
  'pay POST /dashboard/api/webhooks/{eventId}/resend',
  // X's owner and developer both move X's subscription: whichever comes second finds it moved already (400).
  'pay POST /dashboard/api/subscriptions/{code}/disable',
  'pay POST /dashboard/api/subscriptions/{code}/enable',
]);

/** Body fields that name the object a call acts on; other fields naming the victim are decoys a handler must ignore. */
const targetFields = ['id', 'orderID', 'deliveryDetailsId', 'measurementId', 'access_code', 'authorization_code', 'transaction', 'customer', 'recipient', 'transfer_code'];

interface Row {
  product: Product;
  route: RouteEntry;
  key: string;
}

const rows: Row[] = [
  ...shopRoutes.map((route): Row => ({ product: 'shop', route, key: `${route.method} ${route.path}` })),
  ...payRoutes.map((route): Row => ({ product: 'pay', route, key: `${route.method} ${route.path}` })),
];

/**
 * Who a call is for: `refused` callers must get `expected`; an `intruder` passes authorization but must
 * neither see nor change the victim's objects (refused like an unknown id); `owner` calls must pass
 * authorization with a valid body; `open` calls (public routes) only must not fail (5xx).
 */
type Role = { kind: 'refused'; expected: readonly number[] } | { kind: 'intruder' } | { kind: 'owner' } | { kind: 'open' };

const denied = [401];
const forbidden = [403];

function roleOf(row: Row, caller: Caller): Role {
  const access = row.route.access;
  if (access === 'public') return { kind: 'open' };
  if (access === 'merchant-staff') {
    if (!isStaffCaller(caller)) return { kind: 'refused', expected: denied };
    const staff = staffCallers[caller];
    // The role is checked before anything is read, so Y's owner passes it and then meets X's objects as unknown.
    if (row.route.roles && !row.route.roles.includes(staff.role)) return { kind: 'refused', expected: forbidden };
    return staff.merchant === 'x' ? { kind: 'owner' } : { kind: 'intruder' };
  }
  if (access === 'customer') {
    if (caller === 'anonymous') return { kind: 'refused', expected: denied };
    return caller === 'customerA' ? { kind: 'owner' } : { kind: 'intruder' };
  }
  if (access === 'admin') {
    if (caller === 'anonymous') return { kind: 'refused', expected: denied };
    return caller === 'admin' ? { kind: 'owner' } : { kind: 'refused', expected: forbidden };
  }
  if (access === 'merchant-secret-key') {
    if (caller === 'xSecret') return { kind: 'owner' };
    return caller === 'ySecret' ? { kind: 'intruder' } : { kind: 'refused', expected: denied };
  }
  if (caller === 'xPublic') return { kind: 'owner' };
  // The pop-up routes bound to a transaction answer another merchant's key as an unknown key.
  return caller === 'yPublic' ? { kind: 'intruder' } : { kind: 'refused', expected: denied };
}

function victimValues(fixture: Fixture, product: Product): string[] {
  return product === 'shop'
    ? [fixture.a.uuid, fixture.a.email, fixture.a.orderID, fixture.a.accessCode, fixture.a.addressId, fixture.a.measurementId, fixture.a.notificationId]
    : [fixture.x.reference, fixture.x.accessCode, fixture.x.email, fixture.x.authorizationCode, fixture.x.customerCode, fixture.x.subaccountCode, fixture.x.splitCode, fixture.x.recipientCode, fixture.x.transferCode, fixture.x.transferReference, fixture.x.planCode, fixture.x.subscriptionCode, fixture.x.emailToken, fixture.x.webhookEventId];
}

function pathOf(row: Row, request: MatrixRequest): string {
  const filled = row.route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? `missing-${name}`));
  return request.query ? `${filled}?${request.query}` : filled;
}

function callerKey(fixture: Fixture, caller: Caller): string | undefined {
  return caller === 'anonymous' || caller === 'customerA' || caller === 'customerB' || caller === 'admin' ? undefined : fixture.keys[caller];
}

interface Cell {
  status: number;
  problem?: string;
}

const mismatch = (status: number, problem: string): Cell => ({ status, problem });

/** Whether an intruder's request names the victim's object as the one to act on (not only as a decoy field). */
function namesVictim(row: Row, request: MatrixRequest, fixture: Fixture): boolean {
  const values = victimValues(fixture, row.product);
  const body = request.body && typeof request.body === 'object' ? new Map(Object.entries(request.body)) : new Map<string, unknown>();
  const targets = targetFields.map((field) => body.get(field)).filter((value): value is string => typeof value === 'string');
  return row.route.path.includes('{') || targets.some((target) => values.includes(target) || target === String(fixture.x.id));
}

/** The same request with every victim id replaced by one nobody owns: the answer an intruder must not be able to tell apart. */
function withUnknownIds(request: MatrixRequest, fixture: Fixture, product: Product): MatrixRequest {
  let text = JSON.stringify(request);
  victimValues(fixture, product).forEach((value, index) => {
    text = text.split(JSON.stringify(value).slice(1, -1)).join(`unknown${index}x0000`);
  });
  const parsed: MatrixRequest = JSON.parse(text);
  // Pay's numeric transaction id is matched by field, as its digits may occur anywhere in a body.
  const transactionId = String(fixture.x.id);
  const unknownId = '9999999999999';
  const params = Object.fromEntries(Object.entries(parsed.params ?? {}).map(([name, value]) => [name, value === transactionId ? unknownId : value]));
  const body = parsed.body && typeof parsed.body === 'object' ? Object.fromEntries(Object.entries(parsed.body).map(([name, value]) => [name, name === 'transaction' && value === transactionId ? unknownId : value])) : parsed.body;
  return { ...parsed, params, body };
}

/** What one call proved, given the request it sent (and for an intruder naming the victim, the answer to unknown ids). */
function judge(row: Row, caller: Caller, request: MatrixRequest, answer: ApiResponse, fixture: Fixture, control?: ApiResponse): Cell {
  const { status } = answer;
  if (status >= 500) return mismatch(status, '5xx');
  const role = roleOf(row, caller);
  if (role.kind === 'open') return { status };
  if (role.kind === 'owner') {
    if (status === 401 || status === 403) return mismatch(status, 'owner refused');
    // A 400 to the owner means the matrix's body is not one the route's schema accepts, so it tested nothing.
    if (status === 400 && !invalidOnPurpose.has(`${row.product} ${row.key}`)) return mismatch(status, `owner's body invalid: '${answer.body.message}'`);
    return { status };
  }
  if (role.kind === 'refused') return role.expected.includes(status) ? { status } : mismatch(status, `expected ${role.expected.join('/')}`);
  const sent = JSON.stringify(request);
  const values = victimValues(fixture, row.product);
  const named = namesVictim(row, request, fixture);
  if (named && status < 400) return mismatch(status, 'LEAK: answered a request naming the victim');
  const shown = values.filter((value) => !sent.includes(value) && JSON.stringify(answer.body).includes(value));
  if (shown.length > 0) return mismatch(status, 'LEAK: answer shows the victim');
  // Refusing another's object as if it did not exist (same status and message as an unknown id) is as good as a 404.
  const likeUnknown = control !== undefined && control.status === status && control.body.message === answer.body.message;
  if (named && ![401, 403, 404].includes(status) && !likeUnknown) return mismatch(status, `expected 404 (or 403), got '${answer.body.message}'`);
  return { status };
}

function send(row: Row, caller: Caller, request: MatrixRequest, fixture: Fixture, tokens: Record<'customerA' | 'customerB' | 'admin', string>): Promise<ApiResponse> {
  const options: ApiOptions = { method: row.route.method };
  if (request.body !== undefined) options.body = request.body;
  const path = pathOf(row, request);
  if (row.product === 'shop') {
    if (caller === 'customerA' || caller === 'customerB' || caller === 'admin') options.token = tokens[caller];
    return api(path, options);
  }
  const key = callerKey(fixture, caller);
  if (key) options.token = key;
  return payApi(path, options);
}

/** Every stored item that mentions one of the victim's ids, sorted, except rate-limit counters (keyed by who asks). */
async function victimItems(table: string, values: readonly string[]): Promise<string[]> {
  return (await scanItems({}, table))
    .map((item) => ({ item, text: JSON.stringify(item) }))
    .filter(({ item, text }) => item.__edb_e__ !== 'rateLimitCounter' && values.some((value) => text.includes(value)))
    .map(({ text }) => text)
    .sort();
}

async function snapshot(fixture: Fixture): Promise<{ shop: string[]; pay: string[] }> {
  const { tables } = testStack();
  return { shop: await victimItems(tables.shop, victimValues(fixture, 'shop')), pay: await victimItems(tables.pay, victimValues(fixture, 'pay')) };
}

function printMatrix(product: Product, callers: readonly Caller[], cells: Map<string, Cell>): string {
  const productRows = rows.filter((row) => row.product === product);
  const width = Math.max(...productRows.map((row) => row.key.length));
  const header = `${product.toUpperCase().padEnd(width)} | ${callers.map((caller) => caller.padStart(9)).join(' ')}`;
  const lines = productRows.map((row) => {
    const statuses = callers.map((caller) => {
      const cell = cells.get(`${row.product} ${row.key} ${caller}`);
      const text = cell ? `${cell.status}${cell.problem ? '!' : ''}` : '-';
      return text.padStart(9);
    });
    return `${row.key.padEnd(width)} | ${statuses.join(' ')}`;
  });
  return [header, ...lines].join('\n');
}

describe('authorization matrix', () => {
  let fixture: Fixture;
  let tokens: Record<'customerA' | 'customerB' | 'admin', string>;

  beforeAll(async () => {
    const [ada, bola, merchantX, merchantY, adminToken] = await Promise.all([
      registerShopper('matrix-a', { password: anotherPassword }),
      registerShopper('matrix-b'),
      createTestMerchant({ name: 'Matrix merchant X' }),
      createTestMerchant({ name: 'Matrix merchant Y' }),
      seededAdminToken(),
    ]);
    const product = (await catalog(1))[0];
    if (!product) throw new Error('The seeded catalog is empty');
    const order = await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }]));
    const notes = await api<Notification[]>('/notification/fetch-my-notifications', { token: ada.token });
    const note = notes.body.data?.[0];
    if (!note) throw new Error('Placing an order left customer A no notification');

    const email = `matrix-x-${Date.now()}@example.com`;
    const inline = await pay<{ id: number; access_code: string; reference: string }>('/checkout/request_inline', {
      key: merchantX.publicKey,
      body: { key: merchantX.publicKey, email, amount: 250000 },
    });
    if (inline.status !== 200) throw new Error(`request_inline answered ${inline.status}: ${inline.body.message}`);
    const charged = await pay('/checkout/charge/card', { body: cardBody(inline.body.data.access_code, '4084084084084081') });
    if (charged.status !== 200) throw new Error(`charge answered ${charged.status}: ${charged.body.message}`);
    const verified = await pay<{ authorization: { authorization_code: string }; customer: { customer_code: string } }>(`/transaction/verify/${inline.body.data.reference}`, { key: merchantX.secretKey });
    const refunded = await pay<{ id: number }>('/refund', { key: merchantX.secretKey, body: { transaction: inline.body.data.reference, amount: 100 } });
    if (refunded.status !== 200) throw new Error(`refund answered ${refunded.status}: ${refunded.body.message}`);
    const subaccount = await pay<{ subaccount_code: string }>('/subaccount', { key: merchantX.secretKey, body: { business_name: 'Matrix vendor', settlement_bank: '058', account_number: '0000000001', percentage_charge: 20 } });
    if (subaccount.status !== 200) throw new Error(`subaccount answered ${subaccount.status}: ${subaccount.body.message}`);
    const split = await pay<{ split_code: string }>('/split', { key: merchantX.secretKey, body: { name: 'Matrix split', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount: subaccount.body.data.subaccount_code, share: 30 }] } });
    if (split.status !== 200) throw new Error(`split answered ${split.status}: ${split.body.message}`);
    // Settled before the victim's items are compared: the refund processor would otherwise change them meanwhile.
    await until(
      "merchant X's refund processed",
      async () => ((await pay<{ status: string }>(`/refund/${refunded.body.data.id}`, { key: merchantX.secretKey })).body.data.status === 'processed' ? true : undefined),
      20_000,
    );
    const recipient = await pay<{ recipient_code: string }>('/transferrecipient', { key: merchantX.secretKey, body: { type: 'nuban', name: 'Matrix payee', account_number: '0000000001', bank_code: '058' } });
    const transfer = await pay<{ transfer_code: string; reference: string }>('/transfer', { key: merchantX.secretKey, body: { source: 'balance', amount: 10000, recipient: recipient.body.data.recipient_code } });
    if (transfer.status !== 200) throw new Error(`transfer answered ${transfer.status}: ${transfer.body.message}`);

    const planned = await pay<{ plan_code: string }>('/plan', { key: merchantX.secretKey, body: { name: 'Victim plan', amount: 500000, interval: 'monthly' } });
    const spare = await pay<{ plan_code: string }>('/plan', { key: merchantX.secretKey, body: { name: 'Spare plan', amount: 500000, interval: 'monthly' } });
    // Its first charge far in the future, so the renewal sweep leaves it alone while the items are compared.
    const subscribed = await pay<{ subscription_code: string; email_token: string }>('/subscription', {
      key: merchantX.secretKey,
      body: { customer: verified.body.data.customer.customer_code, plan: planned.body.data.plan_code, start_date: '2099-01-01T00:00:00Z' },
    });
    if (subscribed.status !== 200) throw new Error(`subscription answered ${subscribed.status}: ${subscribed.body.message}`);
    const spareBuyer = await paidTransaction(merchantX.secretKey);
    const spareCustomer = await pay<{ customer: { customer_code: string } }>(`/transaction/verify/${spareBuyer.reference}`, { key: merchantX.secretKey });
    // X has no webhook URL, so nothing is sent: the event stands for one in X's delivery log.
    const webhookEvent = newWebhookEvent({ merchantId: merchantX.merchant.merchantId, transactionId: inline.body.data.id, event: 'charge.success', data: { reference: inline.body.data.reference } });
    await (await webhookEvents()).create({ ...webhookEvent, status: 'failed' }).go();
    const [xOwner, xDeveloper, xSupport, yOwner] = await Promise.all([
      staffSession(merchantX.merchant.merchantId, 'owner'),
      staffSession(merchantX.merchant.merchantId, 'developer'),
      staffSession(merchantX.merchant.merchantId, 'support'),
      staffSession(merchantY.merchant.merchantId, 'owner'),
    ]);

    fixture = {
      productId: product.id,
      a: {
        uuid: ada.uuid,
        email: ada.email,
        password: ada.password,
        orderID: order.orderID,
        accessCode: order.accessCode,
        addressId: ada.addressId,
        measurementId: ada.measurementId,
        notificationId: note.id,
      },
      keys: {
        forgedKey: 'sk_test_0000000000000000000000000000000000000000',
        xPublic: merchantX.publicKey,
        xSecret: merchantX.secretKey,
        yPublic: merchantY.publicKey,
        ySecret: merchantY.secretKey,
        xOwner: xOwner.accessToken,
        xDeveloper: xDeveloper.accessToken,
        xSupport: xSupport.accessToken,
        yOwner: yOwner.accessToken,
      },
      x: { id: inline.body.data.id, reference: inline.body.data.reference, accessCode: inline.body.data.access_code, email, authorizationCode: verified.body.data.authorization.authorization_code, refundId: refunded.body.data.id, customerCode: verified.body.data.customer.customer_code, subaccountCode: subaccount.body.data.subaccount_code, splitCode: split.body.data.split_code, recipientCode: recipient.body.data.recipient_code, transferCode: transfer.body.data.transfer_code, transferReference: transfer.body.data.reference,
        planCode: planned.body.data.plan_code, subscriptionCode: subscribed.body.data.subscription_code, emailToken: subscribed.body.data.email_token, sparePlanCode: spare.body.data.plan_code, spareCustomerCode: spareCustomer.body.data.customer.customer_code,
        webhookEventId: webhookEvent.eventId },
    };
    tokens = { customerA: ada.token, customerB: bola.token, admin: adminToken };
    // Two shoppers, two merchants, a paid order, paid transactions, a refund, plans, a subscription, a split and a transfer.
  }, 300_000);

  test('It should have a request for every route in both route tables', () => {
    const missing = rows.filter((row) => !requests[row.product][row.key]).map((row) => `${row.product} ${row.key}`);
    const stale = (['shop', 'pay'] as const).flatMap((product) =>
      Object.keys(requests[product])
        .filter((key) => !rows.some((row) => row.product === product && row.key === key))
        .map((key) => `${product} ${key}`),
    );
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  test('It should let no caller read or change another owner\'s objects, and refuse every caller its access does not allow', async () => {
    const cells = new Map<string, Cell>();
    const run = async (row: Row, caller: Caller) => {
      const build = requests[row.product][row.key];
      if (!build) return;
      const request = build(fixture, callerKey(fixture, caller));
      const answer = await send(row, caller, request, fixture, tokens);
      const intruding = roleOf(row, caller).kind === 'intruder' && namesVictim(row, request, fixture);
      const control = intruding ? await send(row, caller, withUnknownIds(request, fixture, row.product), fixture, tokens) : undefined;
      cells.set(`${row.product} ${row.key} ${caller}`, judge(row, caller, request, answer, fixture, control));
    };
    const callersOf = (row: Row): readonly Caller[] => (row.product === 'shop' ? shopCallers : payCallers);

    // Everyone without a right to the victim's objects goes first, so the victim's items can be compared whole.
    const before = await snapshot(fixture);
    for (const row of rows) {
      for (const caller of callersOf(row)) {
        const kind = roleOf(row, caller).kind;
        if (kind === 'refused' || kind === 'intruder') await run(row, caller);
      }
    }
    const after = await snapshot(fixture);
    expect([before.shop.length > 0, before.pay.length > 0]).toEqual([true, true]);
    // The admin, intruding on customer routes, signed itself out everywhere (its own account: that must work),
    // and the admin routes refuse a session begun before that: the owner calls need a new one.
    tokens = { ...tokens, admin: await accessTokenFor('admin') };

    // Deletes last, so the owner's other calls still find the objects they name.
    const deleting = (row: Row) => row.key.toLowerCase().includes('delete');
    const deletesLast = [...rows.filter((row) => !deleting(row)), ...rows.filter(deleting)];
    for (const row of deletesLast) {
      for (const caller of callersOf(row)) {
        const kind = roleOf(row, caller).kind;
        const skipped = caller !== 'anonymous' && entitledCallsSkipped.has(`${row.product} ${row.key}`);
        if ((kind === 'owner' || kind === 'open') && !skipped) await run(row, caller);
      }
    }

    const problems = [...cells.entries()].filter(([, cell]) => cell.problem).map(([key, cell]) => `${key} → ${cell.status} (${cell.problem})`);
    const leaks = problems.filter((problem) => problem.includes('LEAK'));
    process.stdout.write(
      [
        printMatrix('shop', shopCallers, cells),
        '',
        printMatrix('pay', payCallers, cells),
        '',
        `${cells.size} calls over ${rows.length} routes; ${leaks.length} leaks; ${problems.length} unexpected answers ('!')`,
        ...problems,
        '',
      ].join('\n'),
    );
    expect(after).toEqual(before);
    expect(problems).toEqual([]);
    // Every route times every caller, one call at a time: the routes of each new resource add to the minute.
  }, 300_000);
});
