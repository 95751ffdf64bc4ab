import type { RefundItem, RefundStatus } from '../db/refund';

/** Paystack's `integration` is a number: merchant ids are digits, answered as one. */
export function integrationOf(merchantId: string): number | string {
  return /^\d{1,15}$/.test(merchantId) ? Number(merchantId) : merchantId;
}

/** `data` of `POST /refund`, `GET /refund` and `GET /refund/{id}`: the refund as the refund API has it. */
export function refundView(refund: RefundItem) {
  const processed = refund.status === 'processed';
  return {
    id: refund.refundId,
    integration: integrationOf(refund.merchantId),
    domain: refund.domain,
    transaction: {
      id: refund.transactionId,
      domain: refund.domain,
      reference: refund.transactionReference,
      amount: refund.transactionAmount,
      paid_at: refund.transactionPaidAt ?? null,
      paidAt: refund.transactionPaidAt ?? null,
      channel: refund.channel ?? null,
      currency: refund.currency,
      customer: { email: refund.email, first_name: refund.firstName || null, last_name: refund.lastName || null },
    },
    dispute: null,
    settlement: null,
    amount: refund.amount,
    deducted_amount: processed ? refund.amount : 0,
    currency: refund.currency,
    channel: refund.channel ?? null,
    fully_deducted: processed,
    status: refund.status,
    refunded_by: refund.refundedBy,
    refunded_at: refund.refundedAt ?? null,
    expected_at: refund.expectedAt,
    customer_note: refund.customerNote,
    merchant_note: refund.merchantNote,
    createdAt: refund.createdAt,
    updatedAt: refund.updatedAt,
  };
}

export type RefundView = ReturnType<typeof refundView>;

/** Names the processor in refund webhooks: the test bank for test-mode refunds. */
const processorName = { test: 'aso_test_bank', live: 'aso_live' } as const;

/**
 * `data` of a `refund.pending`, `refund.processed` or `refund.failed` webhook, in the refund webhook's
 * field names, for the refund as it is in `status`.
 */
export function refundWebhookData(refund: RefundItem, status: RefundStatus) {
  return {
    id: refund.refundId,
    status,
    amount: refund.amount,
    currency: refund.currency,
    transaction_reference: refund.transactionReference,
    refund_reference: refund.processorReference ?? null,
    transaction: { id: refund.transactionId, reference: refund.transactionReference },
    customer: { email: refund.email, first_name: refund.firstName || null, last_name: refund.lastName || null },
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    domain: refund.domain,
    integration: integrationOf(refund.merchantId),
    processor: processorName[refund.domain],
  };
}
