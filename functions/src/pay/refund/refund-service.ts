import { runTransaction, type TransactionOutcome } from '../../lib/db/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import type { MerchantItem } from '../db/merchant';
import { payService } from '../db/pay-service';
import { Refund, type RefundItem } from '../db/refund';
import { Transaction, type TransactionItem } from '../db/transaction';
import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import { fingerprint } from '../transaction/transaction-ids';
import { newWebhookEvent } from '../webhook/outbox';
import type { CreateRefundBody } from './contract';
import { merchantTransactionByIdentifier } from './refund-lookup';
import { newRefundId } from './refund-ids';
import { refundableAmount } from './refund-rules';
import { refundView, refundWebhookData, type RefundView } from './refund-view';

/** Reservation attempts when other refunds of the same transaction keep winning the race (each re-reads it). */
const maxAttempts = 12;

interface RefundRequest {
  merchant: MerchantItem;
  /** Who asked: the merchant's name through the API, the staff member's e-mail from the dashboard. */
  refundedBy: string;
  refundId: number;
  requestHash: string | undefined;
  body: CreateRefundBody;
}

function newRefundItem(request: RefundRequest, transaction: TransactionItem, amount: number, now: Date): RefundItem {
  const at = now.toISOString();
  return {
    refundId: request.refundId,
    merchantId: request.merchant.merchantId,
    transactionId: transaction.transactionId,
    domain: transaction.domain ?? 'test',
    amount,
    currency: transaction.currency,
    status: 'pending',
    dueAt: at,
    customerNote: request.body.customer_note ?? '',
    merchantNote: request.body.merchant_note ?? '',
    refundedBy: request.refundedBy,
    ...(request.requestHash ? { requestHash: request.requestHash } : {}),
    transactionReference: transaction.reference,
    transactionAmount: transaction.amount,
    ...(transaction.paidAt ? { transactionPaidAt: transaction.paidAt } : {}),
    ...(transaction.channel ? { channel: transaction.channel } : {}),
    email: transaction.email,
    firstName: transaction.firstName,
    lastName: transaction.lastName,
    createdAt: at,
    updatedAt: at,
    // Test mode gives money back within seconds of the request.
    expectedAt: at,
  };
}

/**
 * ONE DynamoDB transaction: the reservation on the Transaction (added only while the transaction is paid and
 * its reservations stay within its amount: the over-refund guard), the pending Refund (a new id only) and its
 * `refund.pending` webhook. Answers DynamoDB's outcome, with each item's reason when it was cancelled.
 */
function reserveAndWrite(refund: RefundItem, transaction: TransactionItem, webhookUrl: string): Promise<TransactionOutcome> {
  const event = webhookUrl
    ? newWebhookEvent({ merchantId: refund.merchantId, transactionId: refund.transactionId, event: 'refund.pending', data: refundWebhookData(refund, 'pending') })
    : undefined;
  const ceiling = transaction.amount - refund.amount;
  return runTransaction(
    payService.transaction.write(({ transaction: transactions, refund: refunds, webhookEvent }) => [
      transactions
        .patch({ transactionId: transaction.transactionId })
        .add({ refundReserved: refund.amount })
        .where(({ status, refundReserved }, { eq, lte, notExists }) => `${eq(status, 'success')} AND (${notExists(refundReserved)} OR ${lte(refundReserved, ceiling)})`)
        .commit(),
      refunds.create(refund).commit(),
      ...(event ? [webhookEvent.create(event).commit()] : []),
    ]),
  );
}

/** A refund already made under this request's Idempotency-Key: the same request gets it back, another is a 409. */
async function earlierRefund(request: RefundRequest): Promise<RefundView | undefined> {
  if (request.requestHash === undefined) return undefined;
  const { data } = await Refund.get({ refundId: request.refundId }).go({ consistent: true });
  if (!data) return undefined;
  if (data.merchantId !== request.merchant.merchantId || data.requestHash !== request.requestHash) {
    throw new ConflictError('This Idempotency-Key was already used with a different request body');
  }
  return refundView(data);
}

const reasonAt = (outcome: TransactionOutcome, index: number) => outcome.data?.[index]?.code ?? 'None';

/**
 * `POST /refund`: queues a refund of a successful transaction (all that is still refundable when no amount is
 * given). The pending refund, the amount's reservation and the `refund.pending` webhook are one conditional
 * write, so however many refunds race, their pending, processing and processed amounts never exceed what was
 * paid: a request that no longer fits gets a 400 naming what is left. With an `Idempotency-Key` the refund's
 * id comes from the key, so a retry after a lost answer finds the refund rather than making a second one.
 * `refundedBy` names a dashboard's staff member (default: the merchant's name).
 */
export async function createRefund(caller: MerchantCaller, body: CreateRefundBody, idempotencyKey: string | undefined, refundedBy?: string): Promise<RefundView> {
  const { merchantId } = caller;
  const merchant = await callingMerchant(caller);
  const request: RefundRequest = {
    merchant,
    refundedBy: refundedBy ?? merchant.name,
    refundId: newRefundId(merchantId, idempotencyKey),
    requestHash: idempotencyKey === undefined ? undefined : fingerprint(body),
    body,
  };
  const earlier = await earlierRefund(request);
  if (earlier) return earlier;
  const found = await merchantTransactionByIdentifier(merchantId, body.transaction);
  if (!found) throw new NotFoundError('Transaction not found');
  let transaction: TransactionItem = found;
  if (body.currency !== undefined && body.currency !== transaction.currency) {
    throw new BadRequestError(`currency must be the transaction's currency (${transaction.currency})`, [{ path: 'currency', message: 'not the transaction currency' }]);
  }
  for (let attempt = 1; ; attempt += 1) {
    const amount = refundableAmount(transaction, body.amount);
    const refund = newRefundItem(request, transaction, amount, new Date());
    const outcome = await reserveAndWrite(refund, transaction, merchant.webhookUrl);
    if (!outcome.canceled) return refundView(refund);
    if (reasonAt(outcome, 1) === 'ConditionalCheckFailed') {
      // The same Idempotency-Key's refund was written meanwhile (a concurrent retry): answer it.
      const raced = await earlierRefund(request);
      if (raced) return raced;
    }
    if (attempt >= maxAttempts) throw new ConflictError('This transaction is busy with other refunds: retry shortly');
    // The reservation lost to another refund, or another transaction held the item: read it again and retry.
    await new Promise((wake) => setTimeout(wake, Math.random() * 20 * attempt));
    const { data: reread } = await Transaction.get({ transactionId: transaction.transactionId }).go({ consistent: true });
    if (!reread) throw new NotFoundError('Transaction not found');
    transaction = reread;
  }
}
