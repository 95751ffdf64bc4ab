import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { cardBrand, expiryValid, luhnValid } from '../checkout/card-checks';
import type { ChargeResult } from '../checkout/contract';
import { Transaction, type TransactionItem } from '../db/transaction';
import type { ProcessorStep } from '../processor/processor';
import { processorFor } from '../processor/processor-factory';
import { transactionByAccessCode } from '../transaction/transaction-lookup';
import { alreadyPaid, cancelledByMerchant, settle, type CardFacts } from './settlement';

/** Wrong PINs or OTPs allowed before the attempt fails. */
const maxWrongAnswers = 3;

/** A transaction the checkout page may still charge: not paid, not cancelled. */
export async function chargeable(accessCode: string): Promise<TransactionItem> {
  const transaction = await transactionByAccessCode(accessCode);
  if (transaction.status === 'success') throw alreadyPaid();
  if (transaction.cancelledAt !== undefined) throw cancelledByMerchant();
  if (transaction.status === 'abandoned') throw new ConflictError('This checkout was cancelled: start a new payment');
  return transaction;
}

export function result(transaction: TransactionItem, status: ChargeResult['status'], message: string, displayText?: string): ChargeResult {
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

/** The processor's idempotency key of a saved-card charge: one per transaction, so a retried charge of it charges once. */
export function authorizationChargeKey(transaction: Pick<TransactionItem, 'transactionId'>): string {
  return `pay-charge-${transaction.transactionId}`;
}

/**
 * Charges an existing authorization for a transaction (vault, charge_authorization, wallet pay, renewals). The
 * processor call carries `idempotencyKey` (by default the transaction's, `authorizationChargeKey`): whoever
 * charges the same pending transaction again after dying before `settle` wrote the outcome gets the first
 * charge's answer, not a second charge.
 */
export async function chargeWithAuthorization(
  transaction: TransactionItem,
  authorizationCode: string,
  card: CardFacts,
  idempotencyKey = authorizationChargeKey(transaction),
): Promise<TransactionItem> {
  const step = await processorFor(transaction.domain).chargeAuthorization(authorizationCode, transaction.amount, idempotencyKey);
  if (step.kind !== 'success') {
    return settle(transaction, 'failed', { channel: 'card', gatewayResponse: step.message, card });
  }
  return settle(transaction, 'success', { channel: 'card', gatewayResponse: step.message, card, authorizationCode });
}
