import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { earliestTime } from '../../lib/db/due-range';
import { runTransaction } from '../../lib/db/transact';
import { Merchant } from '../db/merchant';
import { payService } from '../db/pay-service';
import { Refund, type RefundItem } from '../db/refund';
import { Transaction } from '../db/transaction';
import type { RefundResult } from '../processor/processor';
import { processorFor } from '../processor/processor-factory';
import { newWebhookEvent } from '../webhook/outbox';
import { refundWebhookData } from './refund-view';

/** How long a consumer holds a refund it took; one that dies meanwhile leaves it to be taken over after this. */
export const refundLeaseMs = 60_000;

export type RefundOutcome = 'processed' | 'failed' | 'skipped';

/**
 * Takes a refund for this consumer if it is still exactly as read: a pending one, or a processing one whose
 * holder's lease has run out. False when another consumer got there first or it is already settled.
 */
async function claim(refund: RefundItem, claimToken: string, now: Date): Promise<boolean> {
  try {
    await Refund.patch({ refundId: refund.refundId })
      .set({ status: 'processing', dueAt: new Date(now.getTime() + refundLeaseMs).toISOString(), claimToken, updatedAt: now.toISOString() })
      .where(({ status, dueAt }, { eq }) => `${eq(status, refund.status)} AND ${eq(dueAt, refund.dueAt)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Records the processor's answer in ONE DynamoDB transaction, only while this consumer still holds the refund:
 * the refund `processed` (its amount added to the transaction's `refundedAmount`) or `failed` (its reservation
 * given back, so the amount can be refunded again), with its `refund.processed` / `refund.failed` webhook.
 * False when the lease was lost to another consumer, which then records the same refund once.
 */
async function settle(refund: RefundItem, claimToken: string, result: RefundResult): Promise<boolean> {
  const { data: merchant } = await Merchant.get({ merchantId: refund.merchantId }).go();
  const at = new Date().toISOString();
  const status = result.kind === 'success' ? 'processed' : 'failed';
  const changes = {
    status,
    dueAt: at,
    updatedAt: at,
    processorMessage: result.message,
    ...(result.kind === 'success' ? { refundedAt: at, processorReference: result.reference } : {}),
  } as const;
  const settled: RefundItem = { ...refund, ...changes };
  const event = merchant?.webhookUrl
    ? newWebhookEvent({
        merchantId: refund.merchantId,
        transactionId: refund.transactionId,
        event: status === 'processed' ? 'refund.processed' : 'refund.failed',
        data: refundWebhookData(settled, status),
      })
    : undefined;
  const outcome = await runTransaction(
    payService.transaction.write(({ refund: refunds, transaction, webhookEvent }) => [
      refunds
        .patch({ refundId: refund.refundId })
        .set(changes)
        .remove(['claimToken'])
        .where(({ status: current, claimToken: holder }, { eq }) => `${eq(current, 'processing')} AND ${eq(holder, claimToken)}`)
        .commit(),
      status === 'processed'
        ? transaction.patch({ transactionId: refund.transactionId }).add({ refundedAmount: refund.amount }).commit()
        : transaction.patch({ transactionId: refund.transactionId }).subtract({ refundReserved: refund.amount }).commit(),
      ...(event ? [webhookEvent.create(event).commit()] : []),
    ]),
  );
  return !outcome.canceled;
}

/**
 * Moves one refund `pending → processing → processed | failed`. Safe to run any number of times, by any
 * number of consumers (a stream record replayed, the sweep meeting a refund the stream already handed over):
 * each move is conditional, so a refund is taken by one consumer at a time and settled once. A consumer that
 * dies after asking the processor leaves the refund processing until its lease ends; the next one asks the
 * processor again with the same refund id, which an acquirer answers as the same refund.
 */
export async function processRefund(refundId: number, now = new Date()): Promise<RefundOutcome> {
  const { data: refund } = await Refund.get({ refundId }).go({ consistent: true });
  if (!refund || refund.status === 'processed' || refund.status === 'failed') return 'skipped';
  if (refund.status === 'processing' && Date.parse(refund.dueAt) > now.getTime()) return 'skipped';
  const claimToken = randomUUID();
  if (!(await claim(refund, claimToken, now))) return 'skipped';
  const { data: transaction } = await Transaction.get({ transactionId: refund.transactionId }).go();
  const result = await processorFor(refund.domain).refund({
    refundId: refund.refundId,
    transactionId: refund.transactionId,
    amount: refund.amount,
    ...(transaction?.authorizationCode ? { authorizationCode: transaction.authorizationCode } : {}),
  });
  if (!(await settle({ ...refund, status: 'processing' }, claimToken, result))) return 'skipped';
  return result.kind === 'success' ? 'processed' : 'failed';
}

/** How many refunds one sweep takes per status; more wait for the next sweep. */
const sweepLimit = 25;

/**
 * The sweep: every pending refund, and every processing one whose holder's lease has run out (its consumer
 * died), oldest first: one query per status on the by-status index, never a scan. Transfers share those
 * partitions, so the range is bounded at both ends (`earliestTime`).
 */
export async function processDueRefunds(now = new Date()): Promise<Record<RefundOutcome, number>> {
  const counts: Record<RefundOutcome, number> = { processed: 0, failed: 0, skipped: 0 };
  for (const status of ['pending', 'processing'] as const) {
    const { data } = await Refund.query.byStatus({ status }).between({ dueAt: earliestTime }, { dueAt: now.toISOString() }).go({ limit: sweepLimit });
    for (const refund of data) counts[await processRefund(refund.refundId, now)] += 1;
  }
  return counts;
}
