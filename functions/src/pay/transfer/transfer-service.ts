import { runTransaction, type TransactionOutcome } from '../../lib/db/transact';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { payService } from '../db/pay-service';
import { Transfer, type TransferItem } from '../db/transfer';
import type { TransferRecipientItem } from '../db/transfer-recipient';
import { Merchant, type MerchantItem } from '../db/merchant';
import { merchantRecipient } from '../shared/transfer-recipient-record';
import { fingerprint } from '../transaction/transaction-ids';
import { committedCeiling, committedDelta } from './balance-arithmetic';
import { committedTransfers, merchantCredits } from './balance-service';
import type { CreateTransferBody } from './contract';
import { transferFee } from './transfer-fee';
import { newTransferCode, newTransferReference, transferIdFor } from './transfer-ids';

/** Paystack's words for a transfer the balance cannot cover. */
export const insufficientBalanceMessage = 'Your balance is not enough to fulfil this request';

/** Attempts when other transfers keep holding the counter (each attempt re-reads the balance). */
const maxAttempts = 12;

interface TransferRequest {
  merchantId: string;
  transferId: number;
  reference: string;
  requestHash: string;
}

function newTransferItem(request: TransferRequest, body: CreateTransferBody, recipient: TransferRecipientItem, merchant: MerchantItem, now: Date): TransferItem {
  const at = now.toISOString();
  return {
    transferId: request.transferId,
    transferCode: newTransferCode(),
    merchantId: request.merchantId,
    domain: merchant.mode ?? 'test',
    reference: request.reference,
    source: 'balance',
    amount: body.amount,
    fee: transferFee(body.amount),
    currency: body.currency ?? recipient.currency,
    reason: body.reason ?? '',
    // A transfer waits for the OTP (`finalize_transfer` queues it) unless the merchant disabled the step
    // (`transfer-otp-settings.ts`): then it is queued at once.
    status: merchant.transferOtpDisabled === true ? 'pending' : 'otp',
    dueAt: at,
    recipientId: recipient.recipientId,
    recipientCode: recipient.recipientCode,
    recipientName: recipient.name,
    accountNumber: recipient.accountNumber,
    accountName: recipient.accountName,
    bankCode: recipient.bankCode,
    bankName: recipient.bankName,
    requestHash: request.requestHash,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * A transfer already made with this reference: the same request (a retry) gets it back; another request
 * reusing the reference is refused, as a duplicate transfer reference.
 */
async function earlierTransfer(request: TransferRequest): Promise<TransferItem | undefined> {
  const { data } = await Transfer.get({ transferId: request.transferId }).go({ consistent: true });
  if (!data) return undefined;
  if (data.merchantId !== request.merchantId || data.requestHash !== request.requestHash) {
    throw new BadRequestError('Duplicate Transfer Reference: this reference was used by another transfer', [{ path: 'reference', message: 'already used' }]);
  }
  return data;
}

/**
 * ONE DynamoDB transaction: the transfer's amount and fee added to the merchant's `TransferTotal` only while
 * the total stays within its credits (`ceiling` is the most the total may hold before it), and the transfer
 * itself (a new id only, so a reference is used once).
 */
function commitAndWrite(transfer: TransferItem, ceiling: number): Promise<TransactionOutcome> {
  return runTransaction(
    payService.transaction.write(({ transferTotal, transfer: transfers }) => [
      transferTotal
        .update({ merchantId: transfer.merchantId, currency: transfer.currency })
        .add({ committed: committedDelta(undefined, transfer.status, transfer) })
        .where(({ committed }, { notExists, lte }) => `${notExists(committed)} OR ${lte(committed, ceiling)}`)
        .commit(),
      transfers.create(transfer).commit(),
    ]),
  );
}

const reasonAt = (outcome: TransactionOutcome, index: number) => outcome.data?.[index]?.code ?? 'None';

/**
 * `POST /transfer`: a payout from the balance to an active recipient of the merchant's. Refused with 400 when
 * the balance (`balance-arithmetic.ts`) cannot cover the amount and its fee: the check and the reservation are
 * one conditional write on the merchant's counter, so however many transfers race, the ones written never
 * together exceed what the merchant earned. The reference (given, or derived from the Idempotency-Key) names
 * the transfer: a retry with the same reference and body finds it rather than sending money twice.
 */
export async function createTransfer(merchantId: string, body: CreateTransferBody, idempotencyKey: string | undefined): Promise<TransferItem> {
  const reference = body.reference ?? newTransferReference(merchantId, idempotencyKey);
  const request: TransferRequest = { merchantId, transferId: transferIdFor(merchantId, reference), reference, requestHash: fingerprint({ ...body, reference }) };
  const earlier = await earlierTransfer(request);
  if (earlier) return earlier;
  const recipient = await merchantRecipient(merchantId, body.recipient);
  if (!recipient.active) throw new BadRequestError('Transfer recipient is inactive: create it again to pay it', [{ path: 'recipient', message: 'inactive' }]);
  if (body.currency !== undefined && body.currency !== recipient.currency) {
    throw new BadRequestError(`currency must be the recipient's currency (${recipient.currency})`, [{ path: 'currency', message: 'not the recipient currency' }]);
  }
  const { data: merchant } = await Merchant.get({ merchantId }).go({ consistent: true });
  if (!merchant) throw new Error(`Merchant ${merchantId} is gone`);
  for (let attempt = 1; ; attempt += 1) {
    const transfer = newTransferItem(request, body, recipient, merchant, new Date());
    const debit = transfer.amount + transfer.fee;
    const credits = (await merchantCredits(merchantId)).get(transfer.currency) ?? 0;
    const ceiling = committedCeiling(credits, debit);
    if (ceiling < 0 || ceiling < (await committedTransfers(merchantId, transfer.currency))) throw new BadRequestError(insufficientBalanceMessage);
    const outcome = await commitAndWrite(transfer, ceiling);
    if (!outcome.canceled) return transfer;
    if (reasonAt(outcome, 1) === 'ConditionalCheckFailed') {
      // The same reference's transfer was written meanwhile (a concurrent retry): answer it.
      const raced = await earlierTransfer(request);
      if (raced) return raced;
    }
    // Other transfers took the balance between the read and the write.
    if (reasonAt(outcome, 0) === 'ConditionalCheckFailed') throw new BadRequestError(insufficientBalanceMessage);
    if (attempt >= maxAttempts) throw new ConflictError('Your balance is busy with other transfers: retry shortly');
    // Other transfers held the counter: wait a little, read the balance again and retry.
    await new Promise((wake) => setTimeout(wake, Math.random() * 20 * attempt));
  }
}
