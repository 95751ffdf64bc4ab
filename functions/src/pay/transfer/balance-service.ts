import { Transaction } from '../db/transaction';
import { TransferTotal } from '../db/transfer-total';
import { balanceOf, creditsByCurrency } from './balance-arithmetic';

/**
 * What the merchant's successful transactions earned it net of fees and refunds, per currency
 * (`balance-arithmetic.ts`): one query of its transactions (by-merchant index) reading only those facts.
 */
export async function merchantCredits(merchantId: string): Promise<Map<string, number>> {
  const { data } = await Transaction.query
    .byMerchant({ merchantId })
    .where(({ status }, { eq }) => eq(status, 'success'))
    .go({ pages: 'all', attributes: ['status', 'currency', 'amount', 'fees', 'refundReserved', 'shares'] });
  return creditsByCurrency(data);
}

/** The kobo the merchant's transfers hold in a currency (amount + fee of each that has not failed). */
export async function committedTransfers(merchantId: string, currency: string): Promise<number> {
  const { data } = await TransferTotal.get({ merchantId, currency }).go({ consistent: true });
  return data?.committed ?? 0;
}

/** `GET /balance`: one entry per currency the merchant has money in, NGN always. */
export async function merchantBalances(merchantId: string): Promise<Array<{ currency: string; balance: number }>> {
  const credits = await merchantCredits(merchantId);
  if (!credits.has('NGN')) credits.set('NGN', 0);
  const currencies = [...credits.keys()].sort((a, b) => (a === 'NGN' ? -1 : b === 'NGN' ? 1 : a.localeCompare(b)));
  return Promise.all(currencies.map(async (currency) => ({ currency, balance: balanceOf(credits.get(currency) ?? 0, await committedTransfers(merchantId, currency)) })));
}
