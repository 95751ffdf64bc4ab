import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { earliestTime } from '../../lib/db/due-range';
import { runTransaction } from '../../lib/db/transact';
import { Merchant } from '../db/merchant';
import { payService } from '../db/pay-service';
import { Transfer, type TransferItem } from '../db/transfer';
import type { PayoutResult } from '../processor/processor';
import { processorFor } from '../processor/processor-factory';
import { newWebhookEvent } from '../webhook/outbox';
import { committedDelta } from './balance-arithmetic';
import { transferView } from './transfer-view';

/** How long a consumer holds a transfer it took; one that dies meanwhile leaves it to be taken over after this. */
export const transferLeaseMs = 60_000;

export type TransferOutcome = 'success' | 'failed' | 'skipped';

/**
 * Takes a transfer for this consumer if it is still exactly as read: a pending one, or a processing one whose
 * holder's lease has run out. False when another consumer got there first or it is already settled.
 */
async function claim(transfer: TransferItem, claimToken: string, now: Date): Promise<boolean> {
  try {
    await Transfer.patch({ transferId: transfer.transferId })
      .set({ status: 'processing', dueAt: new Date(now.getTime() + transferLeaseMs).toISOString(), claimToken, updatedAt: now.toISOString() })
      .where(({ status, dueAt }, { eq }) => `${eq(status, transfer.status)} AND ${eq(dueAt, transfer.dueAt)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Records the processor's answer in ONE DynamoDB transaction, only while this consumer still holds the
 * transfer: `success`, or `failed` with its amount and fee given back to the merchant's `TransferTotal`, with
 * its `transfer.success` / `transfer.failed` webhook. False when the lease was lost to another consumer.
 */
async function settle(transfer: TransferItem, claimToken: string, result: PayoutResult): Promise<boolean> {
  const { data: merchant } = await Merchant.get({ merchantId: transfer.merchantId }).go();
  const at = new Date().toISOString();
  const status = result.kind === 'success' ? 'success' : 'failed';
  const changes = {
    status,
    dueAt: at,
    updatedAt: at,
    processorMessage: result.message,
    ...(result.kind === 'success' ? { transferredAt: at, processorReference: result.reference } : {}),
  } as const;
  const event = merchant?.webhookUrl
    ? newWebhookEvent({
        merchantId: transfer.merchantId,
        transactionId: transfer.transferId,
        event: status === 'success' ? 'transfer.success' : 'transfer.failed',
        data: transferView({ ...transfer, ...changes }),
      })
    : undefined;
  const released = committedDelta('processing', status, transfer);
  const outcome = await runTransaction(
    payService.transaction.write(({ transfer: transfers, transferTotal, webhookEvent }) => [
      transfers
        .patch({ transferId: transfer.transferId })
        .set(changes)
        .remove(['claimToken'])
        .where(({ status: current, claimToken: holder }, { eq }) => `${eq(current, 'processing')} AND ${eq(holder, claimToken)}`)
        .commit(),
      ...(released !== 0 ? [transferTotal.patch({ merchantId: transfer.merchantId, currency: transfer.currency }).add({ committed: released }).commit()] : []),
      ...(event ? [webhookEvent.create(event).commit()] : []),
    ]),
  );
  return !outcome.canceled;
}

/**
 * Moves one transfer `pending → processing → success | failed`. Safe to run any number of times, by any
 * number of consumers: each move is conditional, so a transfer is taken by one consumer at a time and settled
 * once. A consumer that dies after asking the processor leaves it processing until its lease ends; the next
 * one asks again with the same transfer id, which an acquirer answers as the same payout.
 */
export async function processTransfer(transferId: number, now = new Date()): Promise<TransferOutcome> {
  const { data: transfer } = await Transfer.get({ transferId }).go({ consistent: true });
  if (!transfer || (transfer.status !== 'pending' && transfer.status !== 'processing')) return 'skipped';
  if (transfer.status === 'processing' && Date.parse(transfer.dueAt) > now.getTime()) return 'skipped';
  const claimToken = randomUUID();
  if (!(await claim(transfer, claimToken, now))) return 'skipped';
  const result = await processorFor(transfer.domain).payout({
    transferId: transfer.transferId,
    amount: transfer.amount,
    accountNumber: transfer.accountNumber,
    bankCode: transfer.bankCode,
  });
  if (!(await settle({ ...transfer, status: 'processing' }, claimToken, result))) return 'skipped';
  return result.kind;
}

/** How many transfers one sweep takes per status; more wait for the next sweep. */
const sweepLimit = 25;

/**
 * The sweep: every pending transfer, and every processing one whose holder's lease has run out, oldest
 * first: one query per status on the by-status index, never a scan.
 */
export async function processDueTransfers(now = new Date()): Promise<Record<TransferOutcome, number>> {
  const counts: Record<TransferOutcome, number> = { success: 0, failed: 0, skipped: 0 };
  for (const status of ['pending', 'processing'] as const) {
    const { data } = await Transfer.query.byStatus({ status }).between({ dueAt: earliestTime }, { dueAt: now.toISOString() }).go({ limit: sweepLimit });
    for (const transfer of data) counts[await processTransfer(transfer.transferId, now)] += 1;
  }
  return counts;
}
