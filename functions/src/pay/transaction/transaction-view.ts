import type { InitData } from '../checkout/contract';
import type { MerchantItem } from '../db/merchant';
import type { RefundStatus } from '../db/refund';
import type { TransactionItem, TransactionStatus } from '../db/transaction';
import { transactionCustomerView } from '../shared/customer-record';
import { logView } from './checkout-log';
import { feesSplitOf, type FeesSplit } from '../split/fees-split';

function parseJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The merchant's metadata as the object it sent, or `null` when none (never `""`, as Paystack's libraries expect). */
export function metadataView(text: string | undefined): Record<string, unknown> | null {
  const parsed = parseJson(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

/** An `order_id` the merchant gave as a number (the pop-up's type) comes back as one. */
function orderIdView(orderId: string | undefined): number | string | null {
  if (orderId === undefined) return null;
  return /^\d{1,15}$/.test(orderId) ? Number(orderId) : orderId;
}

/** One part of a transaction's fee as Paystack lists it in `fees_breakdown` (amounts in kobo, as strings). */
export interface FeeBreakdownEntry {
  amount: string;
  formula: string | null;
  type: 'paystack';
}

/**
 * `fees_breakdown`: who took the fee, once a fee is known (a successful transaction), else `null` as Paystack
 * shows it. Pay is the only party taking a fee, so it is one `paystack` entry of the stored `fees`; a subaccount's
 * part of the fee is in `fees_split`.
 */
export function feesBreakdownOf(transaction: Pick<TransactionItem, 'fees'>): FeeBreakdownEntry[] | null {
  if (transaction.fees === undefined) return null;
  return [{ amount: String(transaction.fees), formula: null, type: 'paystack' }];
}

/** The card facts a merchant may see (never the number): empty when no card paid. */
export function authorizationView(transaction: TransactionItem): Record<string, unknown> {
  if (!transaction.authorizationCode) return {};
  return {
    authorization_code: transaction.authorizationCode,
    bin: transaction.cardBin ?? '',
    last4: transaction.cardLast4 ?? '',
    exp_month: transaction.cardExpMonth ?? '',
    exp_year: transaction.cardExpYear ?? '',
    channel: transaction.channel ?? 'card',
    card_type: transaction.cardBrand ?? '',
    brand: transaction.cardBrand ?? '',
    reusable: transaction.reusable ?? false,
    signature: transaction.cardSignature ?? null,
    bank: transaction.cardBank ?? null,
    country_code: transaction.cardCountryCode ?? null,
    account_name: transaction.cardAccountName ?? null,
  };
}

/** One refund as a transaction's view lists it. */
export interface RefundSummary {
  id: number;
  amount: number;
  status: RefundStatus;
  createdAt: string;
}

export type TransactionViewStatus = TransactionStatus | 'partially_refunded' | 'refunded';

/**
 * The status a merchant sees: a paid transaction shows `partially_refunded` once processed refunds exist and
 * `refunded` once they add up to its amount. Stored, it stays `success`, so every rule about paid transactions
 * (never charged again, never cancelled) keeps holding; merchants treat all three as paid.
 */
export function viewStatus(transaction: Pick<TransactionItem, 'status' | 'amount' | 'refundedAmount'>): TransactionViewStatus {
  const refunded = transaction.refundedAmount ?? 0;
  if (transaction.status !== 'success' || refunded <= 0) return transaction.status;
  return refunded >= transaction.amount ? 'refunded' : 'partially_refunded';
}

/**
 * The synchronous part of `merchantTransactionView` (merchant-transaction-view.ts, what verify, list, fetch, cancel and webhooks answer): the fields of the inline-payment API merchants know, with the
 * transaction's refunds (oldest first) and the kobo they have given back.
 */
export function transactionView(transaction: TransactionItem, refunds: readonly RefundSummary[] = []) {
  return {
    id: transaction.transactionId,
    domain: transaction.domain ?? 'test',
    status: viewStatus(transaction),
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    message: null,
    gateway_response: transaction.gatewayResponse ?? (transaction.status === 'abandoned' ? 'The transaction was not completed' : 'Pending'),
    paid_at: transaction.paidAt ?? null,
    paidAt: transaction.paidAt ?? null,
    created_at: transaction.createdAt,
    createdAt: transaction.createdAt,
    transaction_date: transaction.createdAt,
    channel: transaction.channel ?? null,
    ip_address: transaction.ipAddress ?? null,
    metadata: metadataView(transaction.metadata),
    log: logView(transaction.log, transaction.status === 'success'),
    requested_amount: transaction.requestedAmount ?? transaction.amount,
    order_id: orderIdView(transaction.orderId),
    fees: transaction.fees ?? (transaction.status === 'success' ? 0 : null),
    fees_breakdown: feesBreakdownOf(transaction),
    // Its subaccount and split: `{}` here; merchants get them filled by merchant-transaction-view.ts, the one serializer.
    subaccount: {} as Record<string, unknown>,
    split: {} as Record<string, unknown>,
    fees_split: feesSplitOf(transaction) as FeesSplit | null,
    customer: transactionCustomerView(transaction),
    authorization: authorizationView(transaction),
    amount_refunded: transaction.refundedAmount ?? 0,
    plan: transaction.planCode ?? null,
    plan_object: parseJson(transaction.planObject) ?? {},
    refunds: refunds.map((refund) => ({ id: refund.id, amount: refund.amount, status: refund.status, createdAt: refund.createdAt })),
  };
}

export type TransactionView = ReturnType<typeof transactionView>;

/**
 * A plan checkout's `plan_details` (the pop-up's plan line and Apple Pay label read its `interval`) and
 * `custom_filters.recurring` (the pre-checkout modal is never offered for it, SPEC §5); both null otherwise.
 */
function planDetails(transaction: TransactionItem): Pick<InitData, 'plan_details' | 'custom_filters'> {
  const plan = parseJson(transaction.planObject) as { name?: string; interval?: string; amount?: number } | null;
  if (!transaction.planCode || !plan) return { plan_details: null, custom_filters: null };
  return {
    plan_details: {
      plan_code: transaction.planCode,
      name: plan.name ?? '',
      interval: transaction.planInterval ?? plan.interval ?? '',
      amount: plan.amount ?? transaction.amount,
      quantity: transaction.quantity ?? 1,
    },
    custom_filters: { recurring: true },
  };
}

/** What the pop-up and the checkout page read to start (SPEC §3 init fields). */
export function initView(transaction: TransactionItem, merchant: MerchantItem, hasSavedCards: boolean): InitData {
  return {
    id: transaction.transactionId,
    transaction_status: transaction.status,
    access_code: transaction.accessCode,
    reference: transaction.reference,
    channels: transaction.channels,
    merchant_id: merchant.merchantId,
    merchant_name: merchant.name,
    merchant_key: merchant.publicKey,
    merchant_logo: merchant.logo,
    email: transaction.email,
    amount: transaction.amount,
    currency: transaction.currency,
    label: transaction.label,
    customer: { email: transaction.email, first_name: transaction.firstName, last_name: transaction.lastName },
    ...planDetails(transaction),
    link_config: { enabled: hasSavedCards, has_payment_instruments: hasSavedCards },
    canPayWithVault: hasSavedCards,
    callback_url: transaction.callbackUrl,
    ...(transaction.language ? { language: transaction.language } : {}),
    ...(merchant.domains.length > 0 ? { allowed_origins: merchant.domains } : {}),
    log: logView(transaction.log, transaction.status === 'success'),
  };
}
