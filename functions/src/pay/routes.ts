import { defineRoutes, type RouteEntry } from '../lib/http/route-entry';

/**
 * The Pay API, mounted at the root of Pay's origin beside the checkout page and the pop-up script.
 * One entry per route: infrastructure, the local gateway and the tests are all derived from this list.
 *
 * - `merchant-secret-key`: the merchant's server (`Authorization: Bearer sk_…`).
 * - `merchant-public-key`: the pop-up script on the merchant's page (the public key as bearer or `key`).
 * - `public` checkout routes: the access code in the request is the capability (Pay's own checkout page).
 */
/**
 * What answers a request no route above matches, with Pay's 404 envelope (`route_not_found`): API Gateway's
 * `$default` route deployed, the local gateway's fallback locally. Not a route: it has no method or path.
 */
export const unmatchedRoute = { handler: 'pay/fallback/route-not-found.ts', needs: [] } as const satisfies Pick<RouteEntry, 'handler' | 'needs'>;

export const routes = defineRoutes([
  { method: 'GET', path: '/health', handler: 'pay/health/get-health.ts', access: 'public', needs: [] },

  // The hosted checkout page: its frame-ancestors are the merchant's allowed domains, so it is answered by
  // a handler that knows the merchant; the page's scripts and styles under `/popup/` are static files.
  { method: 'GET', path: '/popup', handler: 'pay/checkout/get-checkout-page.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/pay/{access_code}', handler: 'pay/checkout/get-payment-page.ts', access: 'public', needs: ['table:read'] },

  { method: 'POST', path: '/transaction/initialize', handler: 'pay/transaction/initialize-transaction.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/transaction/verify/{reference}', handler: 'pay/transaction/verify-transaction.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/transaction', handler: 'pay/transaction/list-transactions.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  // Literal paths beside `/transaction/{id}`: API Gateway and the local gateway both prefer a literal segment to
  // `{id}`, so `/transaction/totals` and `/transaction/export` are never read as a transaction id.
  { method: 'GET', path: '/transaction/totals', handler: 'pay/transaction/get-transaction-totals.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/transaction/export', handler: 'pay/transaction/export-transactions.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  // The CSV behind an export's `path`: the signed token is the capability (docs/pay.md, Fees and totals).
  { method: 'GET', path: '/transaction/export/download/{token}', handler: 'pay/transaction/download-transaction-export.ts', access: 'public', needs: ['table:read'] },
  { method: 'GET', path: '/transaction/timeline/{id_or_reference}', handler: 'pay/transaction/get-transaction-timeline.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/transaction/{id}', handler: 'pay/transaction/fetch-transaction.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  // A Pay extension (docs/pay.md): the merchant closes an attempt so its access code can never be paid.
  { method: 'POST', path: '/transaction/cancel/{reference}', handler: 'pay/transaction/cancel-transaction.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transaction/charge_authorization', handler: 'pay/transaction/charge-authorization.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transaction/check_authorization', handler: 'pay/transaction/check-authorization.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'POST', path: '/transaction/partial_debit', handler: 'pay/transaction/partial-debit.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },

  // Refunds (docs/pay.md, Refunds): queued here, given back by the refund processor (refund/process-refunds.ts).
  { method: 'POST', path: '/refund', handler: 'pay/refund/create-refund.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/refund', handler: 'pay/refund/list-refunds.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/refund/{id}', handler: 'pay/refund/fetch-refund.ts', access: 'merchant-secret-key', needs: ['table:read'] },

  { method: 'POST', path: '/checkout/request_inline', handler: 'pay/transaction/request-inline.ts', access: 'merchant-public-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/transaction/verify_access_code/{code}', handler: 'pay/transaction/verify-access-code.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/transaction/update_log/{id}', handler: 'pay/transaction/update-log.ts', access: 'merchant-public-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transaction/set_ip/{id}', handler: 'pay/transaction/set-ip.ts', access: 'merchant-public-key', needs: ['table:read', 'table:write'] },

  { method: 'POST', path: '/checkout/charge/card', handler: 'pay/payment/charge-card.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/checkout/charge/pin', handler: 'pay/payment/submit-pin.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/checkout/charge/otp', handler: 'pay/payment/submit-otp.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/checkout/charge/bank_transfer', handler: 'pay/payment/start-bank-transfer.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/checkout/charge/bank_transfer/sent', handler: 'pay/payment/report-transfer-sent.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/checkout/status/{access_code}', handler: 'pay/payment/get-checkout-status.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/checkout/test/confirm_transfer', handler: 'pay/payment/confirm-test-transfer.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/checkout/cancel', handler: 'pay/payment/cancel-checkout.ts', access: 'public', needs: ['table:read', 'table:write'] },

  // The code routes need Pay's master key: a vault code is stored as an HMAC keyed from it.
  { method: 'POST', path: '/checkout/vault/request_code', handler: 'pay/vault/request-vault-code.ts', access: 'public', needs: ['table:read', 'table:write', 'mail:send', 'secret:pay-master'] },
  { method: 'POST', path: '/checkout/vault/verify_code', handler: 'pay/vault/verify-vault-code.ts', access: 'public', needs: ['table:read', 'table:write', 'secret:pay-master'] },
  { method: 'POST', path: '/checkout/vault/charge', handler: 'pay/vault/charge-vault-card.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/checkout/vault/remove', handler: 'pay/vault/remove-vault-card.ts', access: 'public', needs: ['table:read', 'table:write'] },

  // The pop-up script posts to `/applepay/validate-session/`, but an API Gateway route cannot end in a
  // slash, so the route is declared without it; Pay's CloudFront function (infra/lib/edge.ts payApiPath)
  // and the local gateway strip the slash before routing.
  { method: 'POST', path: '/applepay/validate-session', handler: 'pay/wallet/validate-apple-pay-session.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/applepay/charge', handler: 'pay/wallet/charge-apple-pay.ts', access: 'public', needs: ['table:read', 'table:write'] },

  // Customers (docs/pay.md, Customers): one per merchant and e-mail, also found or made by every new transaction.
  { method: 'POST', path: '/customer', handler: 'pay/customer/create-customer.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/customer', handler: 'pay/customer/list-customers.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/customer/{email_or_code}', handler: 'pay/customer/fetch-customer.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'PUT', path: '/customer/{email_or_code}', handler: 'pay/customer/update-customer.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/customer/set_risk_action', handler: 'pay/customer/set-risk-action.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/customer/deactivate_authorization', handler: 'pay/customer/deactivate-authorization.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },

  // Banks (docs/pay.md, Banks): Nigeria's banks shipped as data (bank/nigerian-banks.json) and test accounts to resolve.
  { method: 'GET', path: '/bank', handler: 'pay/bank/list-banks.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/bank/resolve', handler: 'pay/bank/resolve-account.ts', access: 'merchant-secret-key', needs: ['table:read'] },

  // Subaccounts and splits (docs/pay.md, Subaccounts and splits): who shares a transaction; initialize and request_inline name them.
  { method: 'POST', path: '/subaccount', handler: 'pay/subaccount/create-subaccount.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/subaccount', handler: 'pay/subaccount/list-subaccounts.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/subaccount/{id_or_code}', handler: 'pay/subaccount/fetch-subaccount.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'PUT', path: '/subaccount/{id_or_code}', handler: 'pay/subaccount/update-subaccount.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/split', handler: 'pay/split/create-split.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/split', handler: 'pay/split/list-splits.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/split/{id}', handler: 'pay/split/fetch-split.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'PUT', path: '/split/{id}', handler: 'pay/split/update-split.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/split/{id}/subaccount/add', handler: 'pay/split/add-split-subaccount.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/split/{id}/subaccount/remove', handler: 'pay/split/remove-split-subaccount.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },

  // Payouts (transfers) and the balance (docs/pay.md, Transfers and balance): not the bank-transfer payment channel above.
  { method: 'POST', path: '/transferrecipient', handler: 'pay/transfer-recipient/create-transfer-recipient.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transferrecipient/bulk', handler: 'pay/transfer-recipient/create-transfer-recipients-bulk.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/transferrecipient', handler: 'pay/transfer-recipient/list-transfer-recipients.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/transferrecipient/{id_or_code}', handler: 'pay/transfer-recipient/fetch-transfer-recipient.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'PUT', path: '/transferrecipient/{id_or_code}', handler: 'pay/transfer-recipient/update-transfer-recipient.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'DELETE', path: '/transferrecipient/{id_or_code}', handler: 'pay/transfer-recipient/delete-transfer-recipient.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  // Queued here, sent by the payout processor (transfer/process-transfers.ts).
  { method: 'POST', path: '/transfer', handler: 'pay/transfer/create-transfer.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transfer/finalize_transfer', handler: 'pay/transfer/finalize-transfer.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  // Paystack's transfer OTP switch: disable_otp sends an OTP (test mode: 123456), disable_otp_finalize takes it, enable_otp turns it back on.
  { method: 'POST', path: '/transfer/disable_otp', handler: 'pay/transfer/disable-transfer-otp.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transfer/disable_otp_finalize', handler: 'pay/transfer/finalize-disable-transfer-otp.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/transfer/enable_otp', handler: 'pay/transfer/enable-transfer-otp.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/transfer', handler: 'pay/transfer/list-transfers.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/transfer/verify/{reference}', handler: 'pay/transfer/verify-transfer.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/transfer/{id_or_code}', handler: 'pay/transfer/fetch-transfer.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/balance', handler: 'pay/transfer/get-balance.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/balance/ledger', handler: 'pay/transfer/get-balance-ledger.ts', access: 'merchant-secret-key', needs: ['table:read'] },

  // Plans and subscriptions (docs/pay.md, Plans and subscriptions): renewals are charged by the renewal sweep (subscription/process-renewals.ts).
  { method: 'POST', path: '/plan', handler: 'pay/plan/create-plan.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/plan', handler: 'pay/plan/list-plans.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'GET', path: '/plan/{id_or_code}', handler: 'pay/plan/fetch-plan.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'PUT', path: '/plan/{id_or_code}', handler: 'pay/plan/update-plan.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/subscription', handler: 'pay/subscription/create-subscription.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/subscription', handler: 'pay/subscription/list-subscriptions.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  { method: 'POST', path: '/subscription/disable', handler: 'pay/subscription/disable-subscription.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/subscription/enable', handler: 'pay/subscription/enable-subscription.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'GET', path: '/subscription/{id_or_code}', handler: 'pay/subscription/fetch-subscription.ts', access: 'merchant-secret-key', needs: ['table:read'] },
  // Paystack's manage link: a page on Pay where the customer changes the card or cancels; the link's token is the capability.
  { method: 'GET', path: '/subscription/{code}/manage/link', handler: 'pay/subscription/generate-manage-link.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/subscription/{code}/manage/email', handler: 'pay/subscription/email-manage-link.ts', access: 'merchant-secret-key', needs: ['table:read', 'table:write', 'mail:send'] },
  { method: 'GET', path: '/subscription/manage/{code}', handler: 'pay/subscription/get-manage-page.ts', access: 'public', needs: ['table:read'] },
  { method: 'POST', path: '/subscription/manage/{code}/cancel', handler: 'pay/subscription/cancel-from-manage-page.ts', access: 'public', needs: ['table:read', 'table:write'] },
  { method: 'POST', path: '/subscription/manage/{code}/card', handler: 'pay/subscription/change-card-from-manage-page.ts', access: 'public', needs: ['table:read', 'table:write'] },

  // Pay's dashboard, A: identity, team, keys, settings (docs/pay.md, Sign up in the dashboard). Staff routes carry
  // a staff pool access token; the handler chain reads the staff member and role from the table on every call.
  { method: 'POST', path: '/dashboard/api/auth/sign-up', handler: 'pay/dashboard/auth/sign-up.ts', access: 'public', needs: ['table:write', 'mail:send', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/auth/confirm', handler: 'pay/dashboard/auth/confirm-sign-up.ts', access: 'public', needs: ['table:read', 'table:write', 'staff:write', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/auth/log-in', handler: 'pay/dashboard/auth/log-in.ts', access: 'public', needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/auth/log-in-totp', handler: 'pay/dashboard/auth/log-in-totp.ts', access: 'public', needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/auth/refresh', handler: 'pay/dashboard/auth/refresh-session.ts', access: 'public', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/auth/log-out', handler: 'pay/dashboard/auth/log-out.ts', access: 'public', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/auth/accept-invite', handler: 'pay/dashboard/auth/accept-invite.ts', access: 'public', needs: ['table:read', 'table:write', 'staff:write'] },
  { method: 'GET', path: '/dashboard/api/me', handler: 'pay/dashboard/auth/get-me.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/two-factor/start', handler: 'pay/dashboard/auth/start-two-factor.ts', access: 'merchant-staff', needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/two-factor/confirm', handler: 'pay/dashboard/auth/confirm-two-factor.ts', access: 'merchant-staff', needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'GET', path: '/dashboard/api/team', handler: 'pay/dashboard/team/list-team.ts', access: 'merchant-staff', roles: ['owner'], needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/team/invite', handler: 'pay/dashboard/team/invite-teammate.ts', access: 'merchant-staff', roles: ['owner'], needs: ['table:read', 'table:write', 'staff:read', 'mail:send'] },
  { method: 'DELETE', path: '/dashboard/api/team/{staffId}', handler: 'pay/dashboard/team/remove-teammate.ts', access: 'merchant-staff', roles: ['owner'], needs: ['table:read', 'table:write', 'staff:write'] },
  { method: 'GET', path: '/dashboard/api/keys', handler: 'pay/dashboard/keys/get-keys.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/keys/reveal', handler: 'pay/dashboard/keys/reveal-secret-key.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'POST', path: '/dashboard/api/keys/rotate', handler: 'pay/dashboard/keys/rotate-keys.ts', access: 'merchant-staff', roles: ['owner'], needs: ['table:read', 'table:write', 'staff:read', 'secret:pay-master'] },
  { method: 'GET', path: '/dashboard/api/settings', handler: 'pay/dashboard/settings/get-settings.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'staff:read'] },
  { method: 'PUT', path: '/dashboard/api/settings', handler: 'pay/dashboard/settings/update-settings.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },

  // Dashboard data (issue 23, B): the merchant's payments, refunds, webhook deliveries and overview, for its staff
  // (`merchant-staff`: support sees payments but cannot refund or see webhooks). Services reuse the API's.
  { method: 'GET', path: '/dashboard/api/transactions', handler: 'pay/dashboard/transactions/search-transactions.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/transactions/export', handler: 'pay/dashboard/transactions/export-transactions.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/transactions/{id}', handler: 'pay/dashboard/transactions/get-transaction.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/transactions/{id}/refund', handler: 'pay/dashboard/transactions/refund-transaction.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/webhooks', handler: 'pay/dashboard/webhooks/list-webhook-deliveries.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'staff:read'] },
  // The test event is signed now with the merchant's sealed secret key, which Pay's master key opens.
  { method: 'POST', path: '/dashboard/api/webhooks/test', handler: 'pay/dashboard/webhooks/send-test-webhook.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'staff:read', 'secret:pay-master'] },
  { method: 'GET', path: '/dashboard/api/webhooks/{eventId}', handler: 'pay/dashboard/webhooks/get-webhook-delivery.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/webhooks/{eventId}/resend', handler: 'pay/dashboard/webhooks/resend-webhook.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/overview', handler: 'pay/dashboard/overview/get-overview.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  // Dashboard subscriptions and subaccounts (issue 23, item 3): the merchant API's services for the merchant's staff;
  // every role reads, owners and developers act. Disable/enable need no e-mail token: staff are the merchant.
  { method: 'GET', path: '/dashboard/api/subscriptions', handler: 'pay/dashboard/subscriptions/list-subscriptions.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/subscriptions/{id_or_code}', handler: 'pay/dashboard/subscriptions/get-subscription.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/subscriptions/{code}/disable', handler: 'pay/dashboard/subscriptions/disable-subscription.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/subscriptions/{code}/enable', handler: 'pay/dashboard/subscriptions/enable-subscription.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/subscriptions/{code}/manage/email', handler: 'pay/dashboard/subscriptions/email-manage-link.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read', 'mail:send'] },
  { method: 'GET', path: '/dashboard/api/subaccounts', handler: 'pay/dashboard/subaccounts/list-subaccounts.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/subaccounts', handler: 'pay/dashboard/subaccounts/create-subaccount.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/subaccounts/{id_or_code}', handler: 'pay/dashboard/subaccounts/get-subaccount.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'PUT', path: '/dashboard/api/subaccounts/{id_or_code}', handler: 'pay/dashboard/subaccounts/update-subaccount.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  // The bank list (`GET /bank`) for the dashboard's bank pickers (subaccounts, transfer recipients).
  { method: 'GET', path: '/dashboard/api/banks', handler: 'pay/dashboard/subaccounts/list-banks.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },

  // Dashboard customers (issue 23, item 3): the Customers API's services for the merchant's staff; support reads only.
  { method: 'GET', path: '/dashboard/api/customers', handler: 'pay/dashboard/customers/list-customers.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/customers', handler: 'pay/dashboard/customers/create-customer.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/customers/{email_or_code}', handler: 'pay/dashboard/customers/get-customer.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'PUT', path: '/dashboard/api/customers/{email_or_code}', handler: 'pay/dashboard/customers/update-customer.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/customers/{email_or_code}/risk-action', handler: 'pay/dashboard/customers/set-risk-action.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },

  // Dashboard plans (issue 23, item 3): the Plans API's services for the merchant's staff; support reads only.
  { method: 'GET', path: '/dashboard/api/plans', handler: 'pay/dashboard/plans/list-plans.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/plans', handler: 'pay/dashboard/plans/create-plan.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/plans/{id_or_code}', handler: 'pay/dashboard/plans/get-plan.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'PUT', path: '/dashboard/api/plans/{id_or_code}', handler: 'pay/dashboard/plans/update-plan.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },

  // Dashboard splits (issue 23, item 3): the split services of `/split`, for the merchant's staff (writes: owners and developers).
  { method: 'GET', path: '/dashboard/api/splits', handler: 'pay/dashboard/splits/list-splits.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/splits', handler: 'pay/dashboard/splits/create-split.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/splits/{id}', handler: 'pay/dashboard/splits/get-split.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'PUT', path: '/dashboard/api/splits/{id}', handler: 'pay/dashboard/splits/update-split.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/splits/{id}/subaccount/add', handler: 'pay/dashboard/splits/add-split-subaccount.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/splits/{id}/subaccount/remove', handler: 'pay/dashboard/splits/remove-split-subaccount.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },

  // Dashboard transfers, recipients and balance (issue 23, item 3): the services of `/transfer`, `/transferrecipient`
  // and `/balance`. A transfer moves money, so only owners make and finalize one.
  { method: 'GET', path: '/dashboard/api/balance', handler: 'pay/dashboard/transfers/get-balance.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/transfer-recipients', handler: 'pay/dashboard/transfers/list-recipients.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/transfer-recipients', handler: 'pay/dashboard/transfers/create-recipient.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'DELETE', path: '/dashboard/api/transfer-recipients/{id_or_code}', handler: 'pay/dashboard/transfers/delete-recipient.ts', access: 'merchant-staff', roles: ['owner', 'developer'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/transfers', handler: 'pay/dashboard/transfers/list-transfers.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/transfers', handler: 'pay/dashboard/transfers/create-transfer.ts', access: 'merchant-staff', roles: ['owner'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'POST', path: '/dashboard/api/transfers/finalize', handler: 'pay/dashboard/transfers/finalize-transfer.ts', access: 'merchant-staff', roles: ['owner'], needs: ['table:read', 'table:write', 'staff:read'] },
  { method: 'GET', path: '/dashboard/api/transfers/{id_or_code}', handler: 'pay/dashboard/transfers/get-transfer.ts', access: 'merchant-staff', needs: ['table:read', 'staff:read'] },
]);
