import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { earliestTime } from '../../lib/db/due-range';
import { runTransaction } from '../../lib/db/transact';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/http/errors';
import type { BankTransferDetails, ChargeResult, CheckoutStatus } from '../checkout/contract';
import { payService } from '../db/pay-service';
import { Transaction, type TransactionItem } from '../db/transaction';
import { TransferConfirmation } from '../db/transfer-confirmation';
import { getMerchant } from '../merchant/merchant-service';
import { enabledModes, processorFor } from '../processor/processor-factory';
import { transactionById } from '../transaction/transaction-lookup';
import { chargeable, result } from './card-charge';
import { lostTo, settle } from './settlement';

/** How long a bank transfer's virtual account stays open. */
const transferValidityMs = 30 * 60 * 1000;

/** A virtual account for this one payment, valid 30 minutes; asking again shows the same one. */
export async function startBankTransfer(accessCode: string): Promise<BankTransferDetails> {
  const transaction = await chargeable(accessCode);
  if (!transaction.channels.includes('bank_transfer')) throw new BadRequestError('This transaction does not accept bank transfers');
  const stillOpen = transaction.transferAccountNumber && transaction.transferExpiresAt && Date.parse(transaction.transferExpiresAt) > Date.now();
  if (stillOpen && transaction.transferAccountNumber && transaction.transferExpiresAt) {
    return {
      account_number: transaction.transferAccountNumber,
      account_name: transaction.transferAccountName ?? '',
      bank_name: transaction.transferBankName ?? '',
      amount: transaction.amount,
      expires_at: transaction.transferExpiresAt,
    };
  }
  const merchant = await getMerchant(transaction.merchantId);
  const account = await processorFor(transaction.domain).openTransferAccount(transaction.transactionId, merchant.name);
  const expiresAt = new Date(Date.now() + transferValidityMs).toISOString();
  await Transaction.patch({ transactionId: transaction.transactionId })
    .set({ transferAccountNumber: account.accountNumber, transferAccountName: account.accountName, transferBankName: account.bankName, transferExpiresAt: expiresAt })
    .go();
  return { account_number: account.accountNumber, account_name: account.accountName, bank_name: account.bankName, amount: transaction.amount, expires_at: expiresAt };
}

async function transferTransaction(accessCode: string): Promise<TransactionItem> {
  const transaction = await chargeable(accessCode);
  if (!transaction.transferAccountNumber) throw new BadRequestError('Start a bank transfer first');
  return transaction;
}

/**
 * "I have sent the money": the transaction stays pending, and a `TransferConfirmation` is written in the
 * same transaction as the report, so Pay's server confirms the transfer after the processor's wait even if
 * nobody keeps the checkout open. Reporting again changes nothing.
 */
export async function markTransferSent(accessCode: string): Promise<ChargeResult> {
  const transaction = await transferTransaction(accessCode);
  if (transaction.transferSentAt === undefined) {
    const sentAt = new Date().toISOString();
    let written = false;
    try {
      const outcome = await runTransaction(
        payService.transaction.write(({ transaction: transactions, transferConfirmation }) => [
          transactions
            .patch({ transactionId: transaction.transactionId })
            .set({ transferSentAt: sentAt })
            .where(
              ({ status, transferSentAt, cancelledAt }, { ne, notExists }) =>
                `${ne(status, 'success')} AND ${notExists(transferSentAt)} AND ${notExists(cancelledAt)}`,
            )
            .commit(),
          transferConfirmation.create({ transactionId: transaction.transactionId, mode: transaction.domain ?? 'test', sentAt }).commit(),
        ]),
      );
      written = !outcome.canceled;
    } catch (error) {
      if (!isTransactionCancelled(error) && !isConditionFailure(error)) throw error;
    }
    // Refused: a racing report got there first (fine), or the transaction was paid or cancelled meanwhile.
    if (!written) {
      const now = await transactionById(transaction.transactionId);
      if (now.status === 'success' || now.cancelledAt !== undefined) throw await lostTo(now);
    }
  }
  return result(transaction, 'pending', 'We are confirming your transfer. This can take a few minutes.');
}

/** Test mode only: the bank confirms the transfer at once. */
export async function confirmTestTransfer(accessCode: string): Promise<CheckoutStatus> {
  const transaction = await transferTransaction(accessCode);
  if (transaction.domain === 'live') throw new ForbiddenError('Test transfers can be confirmed only for test-mode transactions');
  await settle(transaction, 'success', { channel: 'bank_transfer', gatewayResponse: 'Approved' });
  return { status: 'success', reference: transaction.reference };
}

export type TransferConfirmationOutcome = 'confirmed' | 'failed' | 'waiting' | 'closed';

/**
 * Asks the transaction's processor whether a reported transfer has arrived, and settles it when it has.
 * Safe to run any number of times, by any number of consumers: the settlement is conditional and deletes
 * the wait in the same write, so the merchant's `charge.success` is written once.
 */
export async function confirmReportedTransfer(transactionId: number): Promise<TransferConfirmationOutcome> {
  const { data: transaction } = await Transaction.get({ transactionId }).go({ consistent: true });
  if (!transaction || transaction.status === 'success' || transaction.transferSentAt === undefined || !transaction.transferAccountNumber) {
    await TransferConfirmation.delete({ transactionId }).go();
    return 'closed';
  }
  const check = await processorFor(transaction.domain).confirmTransfer({
    transactionId,
    accountNumber: transaction.transferAccountNumber,
    amount: transaction.amount,
  });
  if (check.kind === 'not_yet') {
    // Ask again after another full wait, and let the transfers behind this one come due meanwhile.
    await TransferConfirmation.patch({ transactionId }).set({ mode: transaction.domain ?? 'test', sentAt: new Date().toISOString() }).go();
    return 'waiting';
  }
  const outcome = check.kind === 'received' ? 'success' : 'failed';
  try {
    await settle(transaction, outcome, { channel: 'bank_transfer', gatewayResponse: check.message });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    await TransferConfirmation.delete({ transactionId }).go();
    return 'closed';
  }
  return outcome === 'success' ? 'confirmed' : 'failed';
}

/** Whether a reported transfer's wait is over (its processor's delay has passed since it was reported). */
function isDue(sentAt: string, mode: TransactionItem['domain'], now: number): boolean {
  return Date.parse(sentAt) + processorFor(mode).transferCheckDelayMs() <= now;
}

/** Confirms one reported transfer if its wait is over (the delay queue's message); otherwise the sweep will. */
export async function confirmTransferIfDue(transactionId: number, now = Date.now()): Promise<TransferConfirmationOutcome> {
  const { data: waiting } = await TransferConfirmation.get({ transactionId }).go({ consistent: true });
  if (!waiting) return 'closed';
  if (!isDue(waiting.sentAt, waiting.mode, now)) return 'waiting';
  return confirmReportedTransfer(transactionId);
}

/** How many reported transfers one sweep handles per mode; more wait for the next sweep. */
const sweepLimit = 25;

/** Confirms every reported transfer whose wait is over, oldest first: one query per enabled mode, no scan. */
export async function confirmDueTransfers(now = Date.now()): Promise<Record<TransferConfirmationOutcome, number>> {
  const counts: Record<TransferConfirmationOutcome, number> = { confirmed: 0, failed: 0, waiting: 0, closed: 0 };
  for (const mode of enabledModes()) {
    const cutoff = new Date(now - processorFor(mode).transferCheckDelayMs()).toISOString();
    const { data } = await TransferConfirmation.query.byDue({ mode }).between({ sentAt: earliestTime }, { sentAt: cutoff }).go({ limit: sweepLimit });
    for (const waiting of data) counts[await confirmReportedTransfer(waiting.transactionId)] += 1;
  }
  return counts;
}
