import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { Authorization, type AuthorizationItem } from '../db/authorization';
import { getMerchant } from '../merchant/merchant-service';
import { chargeWithAuthorization } from '../payment/card-charge';
import { customerByEmail, refuseDeniedCustomer, withCurrentCustomer } from '../shared/customer-record';
import type { CheckAuthorizationBody, PartialDebitBody } from './contract';
import { createTransaction } from './transaction-create';
import { transactionView, type TransactionView } from './transaction-view';

function refuse(message: string, detail: string): BadRequestError {
  return new BadRequestError(message, [{ path: 'authorization_code', message: detail }]);
}

/** Whether a card's expiry month has passed at `now` (a card is good through the end of its month). */
export function cardExpired(expMonth: string, expYear: string, now = new Date()): boolean {
  const month = Number(expMonth);
  const year = Number(expYear.length === 2 ? `20${expYear}` : expYear);
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return true;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/**
 * The merchant's authorization that `email` may be charged with, or why not: another merchant's (or an unknown)
 * code is "not found"; a different e-mail, a deactivated, non-reusable or expired card, or a customer the
 * merchant denied (`risk_action: deny`) are refused with a 400 naming the reason.
 */
export async function usableAuthorization(merchantId: string, code: string, email: string): Promise<AuthorizationItem> {
  const { data: authorization } = await Authorization.get({ authorizationCode: code }).go({ consistent: true });
  if (!authorization || authorization.merchantId !== merchantId) throw new NotFoundError('Authorization not found');
  if (authorization.email !== email) throw new BadRequestError('email does not match the authorization', [{ path: 'email', message: 'does not match the authorization' }]);
  if (authorization.deactivatedAt !== undefined) throw refuse('authorization_code was deactivated by the merchant: this card can no longer be charged', 'deactivated');
  if (!authorization.reusable) throw refuse('authorization_code is not reusable', 'not reusable');
  if (cardExpired(authorization.expMonth, authorization.expYear)) throw refuse('The card behind authorization_code has expired', 'expired');
  const customer = await customerByEmail(merchantId, email);
  if (customer) refuseDeniedCustomer(customer);
  return authorization;
}

/** `POST /transaction/check_authorization`: whether the card can be charged `amount` now (Paystack's answer). */
export async function checkAuthorization(merchantId: string, body: CheckAuthorizationBody): Promise<{ amount: number; currency: string }> {
  await usableAuthorization(merchantId, body.authorization_code, body.email);
  return { amount: body.amount, currency: body.currency ?? 'NGN' };
}

/**
 * `POST /transaction/partial_debit`: charges what the card can bear, `amount` at most and `at_least` at least.
 * Pay's acquirers report no partial balance, so the whole amount is asked for: it succeeds whole (the test
 * acquirer always has the funds) or fails, never taking less than `at_least`.
 */
export async function partialDebit(merchantId: string, body: PartialDebitBody): Promise<TransactionView> {
  const authorization = await usableAuthorization(merchantId, body.authorization_code, body.email);
  const transaction = await createTransaction({
    merchant: await getMerchant(merchantId),
    email: body.email,
    amount: body.amount,
    currency: body.currency,
    reference: body.reference,
    channels: ['card'],
    source: 'authorization',
  });
  const settled = await chargeWithAuthorization(transaction, authorization.authorizationCode, {
    bin: authorization.bin,
    last4: authorization.last4,
    brand: authorization.brand,
    expMonth: authorization.expMonth,
    expYear: authorization.expYear,
  });
  return withCurrentCustomer(transactionView(settled), settled);
}
