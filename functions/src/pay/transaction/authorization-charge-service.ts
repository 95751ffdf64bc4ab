import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { Authorization } from '../db/authorization';
import { getMerchant } from '../merchant/merchant-service';
import { withCurrentCustomer } from '../shared/customer-record';
import { chargeWithAuthorization } from '../payment/card-charge';
import type { ChargeAuthorizationBody } from './contract';
import { createTransaction } from './transaction-create';
import { transactionView, type TransactionView } from './transaction-view';

/**
 * Charges a card the customer paid this merchant with before: a new transaction, charged at once through
 * the authorization. Another merchant's authorization is "not found", and the e-mail must be the one the
 * card was saved under.
 */
export async function chargeAuthorization(merchantId: string, body: ChargeAuthorizationBody): Promise<TransactionView> {
  const { data: authorization } = await Authorization.get({ authorizationCode: body.authorization_code }).go({ consistent: true });
  if (!authorization || authorization.merchantId !== merchantId) throw new NotFoundError('Authorization not found');
  if (authorization.email !== body.email) {
    throw new BadRequestError('email does not match the authorization', [{ path: 'email', message: 'does not match the authorization' }]);
  }
  if (authorization.deactivatedAt !== undefined) {
    throw new BadRequestError('authorization_code was deactivated by the merchant: this card can no longer be charged', [
      { path: 'authorization_code', message: 'deactivated' },
    ]);
  }
  if (!authorization.reusable) throw new BadRequestError('authorization_code is not reusable', [{ path: 'authorization_code', message: 'not reusable' }]);
  const transaction = await createTransaction({
    merchant: await getMerchant(merchantId),
    email: body.email,
    amount: body.amount,
    currency: body.currency,
    reference: body.reference,
    metadata: body.metadata,
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
