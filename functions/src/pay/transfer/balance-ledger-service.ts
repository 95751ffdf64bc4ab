import { Refund } from '../db/refund';
import { Transaction } from '../db/transaction';
import { Transfer } from '../db/transfer';
import { getMerchant } from '../merchant/merchant-service';
import { createdRange, pageOf, type PageMeta } from '../shared/paging';
import { creditMove, ledgerEntries, refundMove, transferMove, type LedgerEntry, type LedgerMove } from './balance-ledger';
import type { BalanceLedgerQuery } from './contract';

const present = <T>(value: T | undefined): value is T => value !== undefined;

/** Every move of the merchant's balance: three by-merchant index queries reading only the facts the ledger needs. */
async function merchantMoves(merchantId: string): Promise<LedgerMove[]> {
  const [transactions, refunds, transfers] = await Promise.all([
    Transaction.query
      .byMerchant({ merchantId })
      .where(({ status }, { eq }) => eq(status, 'success'))
      .go({ pages: 'all', attributes: ['transactionId', 'reference', 'status', 'currency', 'amount', 'fees', 'shares', 'paidAt', 'createdAt'] }),
    Refund.query.byMerchant({ merchantId }).go({ pages: 'all', attributes: ['refundId', 'status', 'amount', 'currency', 'transactionReference', 'createdAt'] }),
    Transfer.query.byMerchant({ merchantId }).go({ pages: 'all', attributes: ['transferId', 'transferCode', 'status', 'amount', 'fee', 'currency', 'recipientName', 'createdAt'] }),
  ]);
  return [...transactions.data.map(creditMove), ...refunds.data.map(refundMove), ...transfers.data.map(transferMove)].filter(present);
}

/**
 * `GET /balance/ledger`: the merchant's ledger newest first (`balance-ledger.ts`), optionally within `from`/`to`
 * (the running balance still counts every earlier move), paged by `perPage`/`page` with Paystack's `meta`.
 */
export async function balanceLedger(merchantId: string, query: BalanceLedgerQuery): Promise<{ data: LedgerEntry[]; meta: PageMeta }> {
  const [merchant, moves] = await Promise.all([getMerchant(merchantId), merchantMoves(merchantId)]);
  const integration = /^\d{1,15}$/.test(merchantId) ? Number(merchantId) : merchantId;
  const range = createdRange(query);
  const entries = ledgerEntries(moves, { integration, domain: merchant.mode ?? 'test' }).filter((entry) => entry.createdAt >= range.from && entry.createdAt <= range.to);
  return pageOf(query, { total: () => Promise.resolve(entries.length), items: (count) => Promise.resolve(entries.slice(0, count)) }, (entry) => entry);
}
