import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import type { ProcessorMode } from '../processor/processor-mode';
import { resolveSplitting } from '../split/transaction-split';
import { chargeWithAuthorization } from '../payment/card-charge';
import { usableAuthorization } from './authorization-check-service';
import type { ChargeAuthorizationBody, PartialDebitBody } from './contract';
import { createTransaction } from './transaction-create';
import { merchantTransactionView } from './merchant-transaction-view';
import type { TransactionView } from './transaction-view';

/**
 * Charges a card the customer paid this merchant with before: a new transaction, charged at once through
 * the authorization, once `usableAuthorization` allows it (another merchant's is "not found"; the e-mail must
 * be the one the card was saved under; deactivated, expired and denied are refused).
 */
export async function chargeAuthorization(caller: MerchantCaller, mode: ProcessorMode, body: ChargeAuthorizationBody): Promise<TransactionView> {
  const authorization = await usableAuthorization(caller.merchantId, body.authorization_code, body.email);
  const merchant = await callingMerchant(caller);
  const transaction = await createTransaction({
    merchant,
    mode,
    email: body.email,
    amount: body.amount,
    currency: body.currency,
    reference: body.reference,
    metadata: body.metadata,
    channels: ['card'],
    source: 'authorization',
    splitting: await resolveSplitting(merchant, body.amount, body),
  });
  const settled = await chargeWithAuthorization(transaction, authorization.authorizationCode, {
    bin: authorization.bin,
    last4: authorization.last4,
    brand: authorization.brand,
    expMonth: authorization.expMonth,
    expYear: authorization.expYear,
  });
  return merchantTransactionView(settled);
}

/**
 * `POST /transaction/partial_debit`: charges what the card can bear, `amount` at most and `at_least` at least.
 * Pay's acquirers report no partial balance, so the whole amount is asked for: it succeeds whole (the test
 * acquirer always has the funds) or fails, never taking less than `at_least`.
 */
export function partialDebit(caller: MerchantCaller, mode: ProcessorMode, body: PartialDebitBody): Promise<TransactionView> {
  const { authorization_code, email, amount, currency, reference } = body;
  return chargeAuthorization(caller, mode, { authorization_code, email, amount, currency, ...(reference === undefined ? {} : { reference }) });
}
