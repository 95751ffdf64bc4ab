import { Authorization } from '../db/authorization';
import { Subscription } from '../db/subscription';
import { Transaction, type TransactionItem } from '../db/transaction';
import { customerView } from '../shared/customer-record';
import { savedCardView, subscriptionFields } from '../shared/subscription-record';
import { merchantCustomer } from './customer-lookup';

/** How many of a customer's newest transactions the fetch shows (the transaction list pages through all). */
const transactionsShown = 50;

/** One of the customer's transactions, in the short form the customer fetch lists them. */
function transactionSummary(transaction: TransactionItem) {
  return {
    id: transaction.transactionId,
    domain: transaction.domain ?? 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    gateway_response: transaction.gatewayResponse ?? null,
    paid_at: transaction.paidAt ?? null,
    created_at: transaction.createdAt,
    channel: transaction.channel ?? null,
    authorization: transaction.authorizationCode
      ? {
          authorization_code: transaction.authorizationCode,
          bin: transaction.cardBin ?? '',
          last4: transaction.cardLast4 ?? '',
          brand: transaction.cardBrand ?? '',
          signature: transaction.cardSignature ?? null,
        }
      : {},
  };
}

/**
 * Paystack's `total_transactions` and `total_transaction_value` (kobo, one entry per currency): the customer's
 * paid transactions with this merchant, refunds not deducted (as the transactions' `amount` shows them).
 */
async function customerTotals(merchantId: string, customerCode: string) {
  const { data } = await Transaction.query
    .byCustomer({ customerCode })
    .where(({ merchantId: owner, status }, { eq }) => `${eq(owner, merchantId)} AND ${eq(status, 'success')}`)
    .go({ pages: 'all', attributes: ['amount', 'currency'] });
  const byCurrency = new Map<string, number>();
  for (const transaction of data) byCurrency.set(transaction.currency, (byCurrency.get(transaction.currency) ?? 0) + transaction.amount);
  return {
    total_transactions: data.length,
    total_transaction_value: [...byCurrency].map(([currency, amount]) => ({ currency, amount })),
  };
}

/**
 * The customer with their newest transactions and the cards the merchant may still charge (reusable, not
 * deactivated), as the Customers API's fetch shows them.
 */
export async function fetchCustomer(merchantId: string, emailOrCode: string) {
  const customer = await merchantCustomer(merchantId, emailOrCode);
  const [transactions, authorizations, totals, subscriptions] = await Promise.all([
    Transaction.query.byCustomer({ customerCode: customer.customerCode }).go({ order: 'desc', limit: transactionsShown }),
    Authorization.query
      .byEmail({ email: customer.email })
      .where(({ merchantId: owner, reusable, deactivatedAt }, { eq, notExists }) => `${eq(owner, merchantId)} AND ${eq(reusable, true)} AND ${notExists(deactivatedAt)}`)
      .go({ order: 'desc', pages: 'all' }),
    customerTotals(merchantId, customer.customerCode),
    Subscription.query.byCustomer({ customerCode: customer.customerCode }).go({ order: 'desc', limit: transactionsShown }),
  ]);
  return {
    ...customerView(customer),
    transactions: transactions.data.filter((transaction) => transaction.merchantId === merchantId).map(transactionSummary),
    authorizations: authorizations.data.map(savedCardView),
    subscriptions: subscriptions.data.map(subscriptionFields),
    dedicated_account: null,
    ...totals,
  };
}
