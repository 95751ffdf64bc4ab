import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { runTransaction } from '../../lib/db/transact';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/http/errors';
import {
  cardBrand,
  expiryValid,
  luhnValid,
  type BankTransferDetails,
  type ChargeResult,
  type CheckoutStatus,
} from '../checkout/contract';
import { payService } from '../db/pay-service';
import { Transaction, type TransactionItem } from '../db/transaction';
import { getMerchant } from '../merchant/merchant-service';
import { TransferConfirmation } from '../db/transfer-confirmation';
import type { ProcessorStep } from '../processor/processor';
import { enabledModes, processorFor } from '../processor/processor-factory';
import { transactionByAccessCode, transactionById } from '../transaction/transaction-service';
import { alreadyPaid, cancelledByMerchant, lostTo, settle, type CardFacts } from './settlement';

/** Wrong PINs or OTPs allowed before the attempt fails. */
const maxWrongAnswers = 3;
const transferValidityMs = 30 * 60 * 1000;

/** A transaction the checkout page may still charge: not paid, not cancelled. */
export async function chargeable(accessCode: string): Promise<TransactionItem> {
  const transaction = await transactionByAccessCode(accessCode);
  if (transaction.status === 'success') throw alreadyPaid();
  if (transaction.cancelledAt !== undefined) throw cancelledByMerchant();
  if (transaction.status === 'abandoned') throw new ConflictError('This checkout was cancelled: start a new payment');
  return transaction;
}

function result(transaction: TransactionItem, status: ChargeResult['status'], message: string, displayText?: string): ChargeResult {
  return { status, message, reference: transaction.reference, ...(displayText ? { display_text: displayText } : {}) };
}

function fourDigitYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

/** Checks a card on the server as the page does: Luhn, an expiry that has not passed, a 3-digit CVV. */
export function checkCard(number: string, expMonth: string, expYear: string, cvv: string): CardFacts {
  if (!luhnValid(number)) throw new BadRequestError('number: the card number is not valid', [{ path: 'number', message: 'not a valid card number' }]);
  if (!expiryValid(expMonth, expYear)) throw new BadRequestError('exp_month: the card has expired or the expiry is not valid', [{ path: 'exp_month', message: 'expired' }]);
  if (!/^\d{3}$/.test(cvv)) throw new BadRequestError('cvv must be 3 digits', [{ path: 'cvv', message: 'must be 3 digits' }]);
  return {
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    brand: cardBrand(number),
    expMonth: expMonth.padStart(2, '0'),
    expYear: fourDigitYear(expYear),
  };
}

async function applyStep(transaction: TransactionItem, step: ProcessorStep, card: CardFacts, saveCard: boolean): Promise<ChargeResult> {
  switch (step.kind) {
    case 'success':
      await settle(transaction, 'success', { channel: 'card', gatewayResponse: step.message, card, saveCard });
      return result(transaction, 'success', 'Payment successful');
    case 'failed':
      await settle(transaction, 'failed', { channel: 'card', gatewayResponse: step.message, card });
      return result(transaction, 'failed', step.message);
    case 'retry':
      return wrongAnswer(transaction, step.message);
    case 'send_pin':
    case 'send_otp':
      await Transaction.patch({ transactionId: transaction.transactionId })
        .set({
          cardStep: step.kind === 'send_pin' ? 'pin' : 'otp',
          processorSession: step.session,
          attempts: 0,
          saveCard,
          cardBin: card.bin,
          cardLast4: card.last4,
          cardBrand: card.brand,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
        })
        .where(({ status }, { ne }) => ne(status, 'success'))
        .go()
        .catch((error: unknown) => {
          throw isConditionFailure(error) ? alreadyPaid() : error;
        });
      return step.kind === 'send_pin'
        ? result(transaction, 'send_pin', step.message, 'Enter your 4-digit card PIN')
        : result(transaction, 'send_otp', step.message, step.displayText);
  }
}

/** A wrong PIN or OTP: the customer may try again, up to a limit, then the attempt fails. */
async function wrongAnswer(transaction: TransactionItem, message: string): Promise<ChargeResult> {
  const attempts = transaction.attempts + 1;
  if (attempts >= maxWrongAnswers) {
    await settle(transaction, 'failed', { channel: 'card', gatewayResponse: 'Too many wrong answers', ...cardOf(transaction) });
    return result(transaction, 'failed', 'Too many wrong attempts: the payment failed. Try again with your card.');
  }
  await Transaction.patch({ transactionId: transaction.transactionId }).set({ attempts }).go();
  return result(transaction, transaction.cardStep === 'pin' ? 'send_pin' : 'send_otp', message);
}

function cardOf(transaction: TransactionItem): { card?: CardFacts } {
  if (!transaction.cardBin || !transaction.cardLast4) return {};
  return {
    card: {
      bin: transaction.cardBin,
      last4: transaction.cardLast4,
      brand: transaction.cardBrand ?? 'unknown',
      expMonth: transaction.cardExpMonth ?? '',
      expYear: transaction.cardExpYear ?? '',
    },
  };
}

export interface CardInput {
  access_code: string;
  number: string;
  exp_month: string;
  exp_year: string;
  cvv: string;
  save_card?: boolean | undefined;
}

export async function chargeCard(input: CardInput): Promise<ChargeResult> {
  const card = checkCard(input.number, input.exp_month, input.exp_year, input.cvv);
  const transaction = await chargeable(input.access_code);
  if (!transaction.channels.includes('card')) throw new BadRequestError('This transaction does not accept card payments');
  const step = await processorFor(transaction.domain).chargeCard({ number: input.number, expMonth: card.expMonth, expYear: card.expYear, cvv: input.cvv }, transaction.amount);
  return applyStep(transaction, step, card, input.save_card ?? false);
}

async function answerStep(accessCode: string, expected: 'pin' | 'otp', answer: string): Promise<ChargeResult> {
  const transaction = await chargeable(accessCode);
  if (transaction.cardStep !== expected || !transaction.processorSession) {
    throw new BadRequestError(`No ${expected === 'pin' ? 'PIN' : 'OTP'} is expected for this transaction: charge the card first`);
  }
  const processor = processorFor(transaction.domain);
  const step = expected === 'pin' ? await processor.submitPin(transaction.processorSession, answer) : await processor.submitOtp(transaction.processorSession, answer);
  const { card } = cardOf(transaction);
  if (!card) throw new BadRequestError('Charge the card first');
  return applyStep(transaction, step, card, transaction.saveCard ?? false);
}

export function submitPin(accessCode: string, pin: string): Promise<ChargeResult> {
  return answerStep(accessCode, 'pin', pin);
}

export function submitOtp(accessCode: string, otp: string): Promise<ChargeResult> {
  return answerStep(accessCode, 'otp', otp);
}

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
    const { data } = await TransferConfirmation.query.byDue({ mode }).lte({ sentAt: cutoff }).go({ limit: sweepLimit });
    for (const waiting of data) counts[await confirmReportedTransfer(waiting.transactionId)] += 1;
  }
  return counts;
}

/** What the page polls: the status only. A reported transfer is confirmed by Pay's server, not by this poll. */
export async function checkoutStatus(accessCode: string): Promise<CheckoutStatus> {
  const transaction = await transactionByAccessCode(accessCode);
  return { status: transaction.status, reference: transaction.reference };
}

/** The customer closed the checkout: a pending transaction becomes abandoned (it can be resumed). */
export async function cancelCheckout(accessCode: string): Promise<CheckoutStatus> {
  const transaction = await transactionByAccessCode(accessCode);
  if (transaction.status === 'success') throw alreadyPaid();
  if (transaction.status === 'pending' || transaction.status === 'failed') {
    try {
      await Transaction.patch({ transactionId: transaction.transactionId })
        .set({ status: 'abandoned' })
        .where(({ status }, { ne }) => ne(status, 'success'))
        .go();
    } catch (error) {
      throw isConditionFailure(error) ? alreadyPaid() : error;
    }
  }
  return { status: 'abandoned', reference: transaction.reference };
}

/** Charges an existing authorization for a transaction (vault, charge_authorization, wallet pay). */
export async function chargeWithAuthorization(
  transaction: TransactionItem,
  authorizationCode: string,
  card: CardFacts,
): Promise<TransactionItem> {
  const step = await processorFor(transaction.domain).chargeAuthorization(authorizationCode, transaction.amount);
  if (step.kind !== 'success') {
    return settle(transaction, 'failed', { channel: 'card', gatewayResponse: step.message, card });
  }
  return settle(transaction, 'success', { channel: 'card', gatewayResponse: step.message, card, authorizationCode });
}
