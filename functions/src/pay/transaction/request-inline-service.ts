import { isConditionFailure } from '../../lib/db/condition-failure';
import type { MerchantPrincipal } from '../../lib/http/http-route';
import type { InitData } from '../checkout/contract';
import { Authorization } from '../db/authorization';
import type { MerchantItem } from '../db/merchant';
import { Transaction, type TransactionItem } from '../db/transaction';
import { callingMerchant, getMerchant } from '../merchant/merchant-service';
import { resolveSplitting } from '../split/transaction-split';
import type { RequestInlineBody } from './contract';
import { refuseConnectAccount, preferredLanguage } from './inline-headers';
import { planTerms } from './plan-terms';
import { createTransaction } from './transaction-create';
import { transactionByAccessCode, transactionById } from './transaction-lookup';
import { fingerprint } from './transaction-ids';
import { initView } from './transaction-view';

/** True when the customer has at least one card saved in Pay's vault. */
export async function hasSavedCards(email: string): Promise<boolean> {
  const { data } = await Authorization.query
    .byEmail({ email })
    .where(({ inVault }, { eq }) => eq(inVault, true))
    .go({ limit: 1, pages: 3 });
  return data.length > 0;
}

/** `savedCards`: the vault lookup for the transaction's e-mail when the caller started it early. */
async function initDataFor(transaction: TransactionItem, merchant?: MerchantItem, savedCards?: Promise<boolean>): Promise<InitData> {
  const owner = merchant ?? (await getMerchant(transaction.merchantId));
  return initView(transaction, owner, await (savedCards ?? hasSavedCards(transaction.email)));
}

/**
 * `request_inline`: the pop-up's parameters become a transaction, except that a pending or abandoned
 * transaction of this merchant with exactly the same parameters and the same checkout token is resumed
 * rather than duplicated (the rule the script applies), so a customer who closes and reopens the pop-up
 * keeps one transaction. The token is in the fingerprint, so without it nothing is ever resumed. Whether the
 * customer has saved cards depends on the e-mail alone, so that lookup runs beside the transaction's own work.
 */
export async function requestInline(
  caller: MerchantPrincipal,
  body: RequestInlineBody,
  headers: Record<string, string | undefined>,
): Promise<InitData> {
  const { merchantId, mode } = caller;
  const merchant = await callingMerchant(caller);
  const { key: _key, ...parameters } = body;
  refuseConnectAccount(headers['x-connect-account']);
  const savedCards = hasSavedCards(body.email);
  // Awaited last; a request refused meanwhile still answers its own error, never this lookup's.
  savedCards.catch(() => undefined);
  const language = preferredLanguage(headers['accept-language']);
  const parametersHash = body.checkout_token
    ? fingerprint({ ...parameters, language: language ?? null })
    : undefined;
  if (parametersHash) {
    const { data: previous } = await Transaction.query
      .byParameters({ merchantId, parametersHash })
      .go({ order: 'desc', limit: 10 });
    const resumable = previous.find(
      (candidate) => candidate.cancelledAt === undefined && (candidate.domain ?? 'test') === mode && (candidate.status === 'pending' || candidate.status === 'abandoned'),
    );
    if (resumable) {
      const resumed = resumable.status === 'abandoned' ? await resume(resumable) : resumable;
      return initDataFor(resumed, merchant, savedCards);
    }
  }
  const { amount, terms } = await planTerms(merchantId, body);
  const transaction = await createTransaction({
    merchant,
    mode,
    email: body.email,
    amount,
    plan: terms,
    currency: body.currency,
    reference: body.ref,
    callbackUrl: body.callback_url,
    metadata: body.metadata,
    channels: body.channels,
    label: body.label,
    firstName: body.firstname,
    lastName: body.lastname,
    phone: body.phone,
    source: 'inline',
    ...(parametersHash ? { parametersHash } : {}),
    language,
    customerCode: body.customer_code,
    orderId: body.order_id,
    splitting: await resolveSplitting(merchant, amount, body),
  });
  return initDataFor(transaction, merchant, savedCards);
}

async function resume(transaction: TransactionItem): Promise<TransactionItem> {
  try {
    await Transaction.patch({ transactionId: transaction.transactionId })
      .set({ status: 'pending' })
      .where(({ status, cancelledAt }, { eq, notExists }) => `${eq(status, 'abandoned')} AND ${notExists(cancelledAt)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return transactionById(transaction.transactionId);
}

export async function verifyAccessCode(accessCode: string): Promise<InitData> {
  return initDataFor(await transactionByAccessCode(accessCode));
}
