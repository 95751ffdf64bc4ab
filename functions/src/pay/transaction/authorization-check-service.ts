import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { Authorization, type AuthorizationItem } from '../db/authorization';
import { customerByEmail, refuseDeniedCustomer } from '../shared/customer-record';
import type { CheckAuthorizationBody } from './contract';

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
