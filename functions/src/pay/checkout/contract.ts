import * as z from '../../lib/zod';

/**
 * The checkout API between Pay's hosted page (`popup/src/checkout/`) and Pay's server: request schemas the
 * server validates with, and the answer types the page reads. Pure (zod only): safe for browser bundles.
 * Every answer is wrapped in `{status: true|false, message, data}`.
 */

const accessCode = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.minLength(1, 'access_code is required'), z.maxLength(64, 'access_code is too long')));

/**
 * The checkout page's address: `/popup?origin=…&key=pk_…` or `…&access_code=…` (the pop-up names the
 * checkout it will show, so the page can be framed by that merchant's sites only), `/pay/{access_code}`.
 * `origin` is read by the page itself.
 */
export const checkoutPageQuery = /* @__PURE__ */ z.pure(() => z.object({
  key: z.optional(z.string().check(z.trim(), z.maxLength(100, 'key is too long'))),
  access_code: z.optional(accessCode),
  origin: z.optional(z.string().check(z.maxLength(2000, 'origin is too long'))),
}));
export const paymentPageParams = /* @__PURE__ */ z.pure(() => z.object({ access_code: accessCode }));

export const transactionStatuses = ['success', 'failed', 'abandoned', 'pending'] as const;
export type CheckoutTransactionStatus = (typeof transactionStatuses)[number];

export const chargeStatuses = ['success', 'send_pin', 'send_otp', 'failed', 'pending'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

export type Channel = 'card' | 'bank_transfer' | 'vault';

/** `GET /transaction/verify_access_code/{code}` (and `POST /checkout/request_inline`): the init fields. */
export interface InitData {
  id: number;
  transaction_status: CheckoutTransactionStatus;
  access_code: string;
  reference: string;
  channels: string[];
  merchant_id: string;
  merchant_name: string;
  /** The merchant's public key: the bearer for `update_log` and `set_ip`. */
  merchant_key: string;
  merchant_logo: string;
  email: string;
  amount: number;
  currency: string;
  label: string;
  customer: { email: string; first_name: string; last_name: string };
  /** A plan checkout's plan (`interval` drives the pop-up's plan line); null otherwise. */
  plan_details: { plan_code: string; name: string; interval: string; amount: number; quantity: number } | null;
  custom_filters: { recurring: boolean } | null;
  link_config: { enabled: boolean; has_payment_instruments: boolean };
  canPayWithVault: boolean;
  callback_url: string;
  /** The customer's language when the pop-up sent `Accept-Language` (`en`, `fr`, …). */
  language?: string;
  /** Present when the merchant lists the origins allowed to frame its checkout. */
  allowed_origins?: string[];
  log: unknown;
}

export const cardNumberSchema = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.string(), z.transform((value) => value.replace(/[\s-]/g, ''))), z.string().check(z.regex(/^\d{12,19}$/, 'number must be 12 to 19 digits'))));

export const chargeCardBody = /* @__PURE__ */ z.pure(() => z.object({
  access_code: accessCode,
  number: cardNumberSchema,
  exp_month: z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.trim(), z.regex(/^(0?[1-9]|1[0-2])$/, 'exp_month must be 1 to 12'))),
  exp_year: z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.trim(), z.regex(/^(\d{2}|\d{4})$/, 'exp_year must be 2 or 4 digits'))),
  cvv: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'cvv must be 3 or 4 digits')),
  save_card: z.optional(z.boolean()),
}));
export type ChargeCardBody = z.input<typeof chargeCardBody>;

export const chargePinBody = /* @__PURE__ */ z.pure(() => z.object({ access_code: accessCode, pin: z.string().check(z.trim(), z.regex(/^\d{4}$/, 'pin must be 4 digits')) }));
export type ChargePinBody = z.input<typeof chargePinBody>;

export const chargeOtpBody = /* @__PURE__ */ z.pure(() => z.object({ access_code: accessCode, otp: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'otp must be 4 to 8 digits')) }));
export type ChargeOtpBody = z.input<typeof chargeOtpBody>;

/** Bodies that name only the checkout: bank transfer, "I have sent the money", cancel, vault code request. */
export const accessCodeBody = /* @__PURE__ */ z.pure(() => z.object({ access_code: accessCode }));
export type AccessCodeBody = z.input<typeof accessCodeBody>;

export const accessCodeParams = /* @__PURE__ */ z.pure(() => z.object({ code: accessCode }));

export interface ChargeResult {
  status: ChargeStatus;
  message: string;
  reference: string;
  /** What to show the customer for the next step ("Enter the OTP sent to …"). */
  display_text?: string;
}

export interface BankTransferDetails {
  account_number: string;
  account_name: string;
  bank_name: string;
  amount: number;
  /** ISO time after which the account stops accepting this payment (30 minutes). */
  expires_at: string;
}

export interface CheckoutStatus {
  status: CheckoutTransactionStatus;
  reference: string;
}

export const vaultVerifyCodeBody = /* @__PURE__ */ z.pure(() => z.object({ access_code: accessCode, code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'code must be 6 digits')) }));
export type VaultVerifyCodeBody = z.input<typeof vaultVerifyCodeBody>;

const vaultToken = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.minLength(1, 'vault_token is required'), z.maxLength(128, 'vault_token is too long')));
const cardId = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.minLength(1, 'card_id is required'), z.maxLength(64, 'card_id is too long')));

export const vaultCardBody = /* @__PURE__ */ z.pure(() => z.object({ access_code: accessCode, vault_token: vaultToken, card_id: cardId }));
export type VaultCardBody = z.input<typeof vaultCardBody>;

export interface VaultCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: string;
  exp_year: string;
}

export interface VaultCodeSent {
  /** The e-mail the code went to, partly masked (`a***@example.com`). */
  email: string;
}

export interface VaultSession {
  vault_token: string;
  cards: VaultCard[];
}

export interface VaultCards {
  cards: VaultCard[];
}

// The page and the API tests read these through the contract; the server imports them from their own modules.
export { testCards, testOtp, testPin } from './test-cards';
export { cardBrand, expiryValid, luhnValid } from './card-checks';
